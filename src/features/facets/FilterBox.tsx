import { useI18n } from '../../i18n/useI18n';
import { FieldLabel, TextInput } from '../../ui/textInputs';
import styles from './FacetList.module.css';

export interface FilterBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Nothing matches what was typed. */
  noMatch: boolean;
}

/**
 * Narrows a facet's values as you type, in the browser (no request). The "no values match" line sits in a
 * polite status region that exists from the start, so it is announced when it appears.
 */
export function FilterBox({ id, label, value, onChange, noMatch }: FilterBoxProps) {
  const { m } = useI18n();
  return (
    <>
      <FieldLabel htmlFor={id} className={styles.filterLabel}>
        {label}
      </FieldLabel>
      <TextInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        className={styles.filterInput}
      />
      <p role="status" className={styles.status}>
        {noMatch ? m.facets.noMatch(value.trim()) : null}
      </p>
    </>
  );
}

import { useI18n } from '../../i18n/useI18n';
import { FieldLabel, TextInput } from '../../ui/textInputs';
import { FACET_CLASS } from './facetListStyles';

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
      <FieldLabel htmlFor={id} sx={{ mt: 1, mb: 0.25, color: 'text.secondary' }}>
        {label}
      </FieldLabel>
      <TextInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        sx={{ mb: 1 }}
      />
      <p role="status" className={FACET_CLASS.status}>
        {noMatch ? m.facets.noMatch(value.trim()) : null}
      </p>
    </>
  );
}

import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { ExpandLessIcon, ExpandMoreIcon, TuneIcon } from '../../ui/icons';
import { choiceText, SearchFields, type FieldsChoiceState } from './SearchFields';
import styles from './SearchOptions.module.css';

interface SearchOptionsProps {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  fields: FieldsChoiceState;
}

/**
 * The phone's "Search in": a small disclosure button that says what is searched ("Search in: All fields"); the
 * same choice as the desktop row opens in `SearchOptionsPanel`, so it costs a line only when wanted.
 */
export function SearchOptionsButton({ open, onToggle, panelId, fields }: SearchOptionsProps) {
  const { m } = useI18n();
  return (
    <AppButton
      variant="text"
      size="small"
      aria-expanded={open}
      aria-controls={panelId}
      startIcon={<TuneIcon fontSize="small" />}
      onClick={onToggle}
      className={styles.button}
    >
      {`${m.search.fields.legend}: ${choiceText(m, fields.choice, fields.fields)}`}
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </AppButton>
  );
}

export function SearchOptionsPanel({ open, panelId, fields }: Omit<SearchOptionsProps, 'onToggle'>) {
  return (
    <div id={panelId} hidden={!open} className={styles.panel}>
      {open ? <SearchFields state={fields} /> : null}
    </div>
  );
}

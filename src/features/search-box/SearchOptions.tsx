import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { ExpandLessIcon, ExpandMoreIcon, TuneIcon } from '../../ui/icons';
import { useSearchSelector } from '../../bindings/searchDriver';
import { SearchFields, SHOWN_ORDER } from './SearchFields';
import styles from './SearchOptions.module.css';

interface SearchOptionsProps {
  open: boolean;
  onToggle: () => void;
  panelId: string;
}

/**
 * The phone's "Search in": a small disclosure button that says what is searched ("Search in: All fields"); the
 * same field toggles as the desktop row open in `SearchOptionsPanel`, so they cost a line only when wanted.
 */
export function SearchOptionsButton({ open, onToggle, panelId }: SearchOptionsProps) {
  const { m } = useI18n();
  const chosen = useSearchSelector((s) => s.view.fields);
  const summary =
    chosen.length === SHOWN_ORDER.length
      ? m.search.fields.all
      : SHOWN_ORDER.filter((field) => chosen.includes(field))
          .map((field) => m.search.fields[field])
          .join(', ');

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
      {`${m.search.fields.legend}: ${summary}`}
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </AppButton>
  );
}

export function SearchOptionsPanel({ open, panelId }: Omit<SearchOptionsProps, 'onToggle'>) {
  return (
    <div id={panelId} hidden={!open} className={styles.panel}>
      {open ? <SearchFields /> : null}
    </div>
  );
}

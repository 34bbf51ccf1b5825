import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { withoutLockedValues } from '../../search/embed/locks';
import { activeFilters } from '../../search/filters/filterCodec';
import { clearFilters, removeFilterValue, type ActiveFilter } from '../../search/transitions';
import { idPart } from '../../ui/idPart';
import { AppButton } from '../../ui/buttons';
import { RemovableChip } from '../../ui/chips';
import { CancelIcon } from '../../ui/icons';
import { MessageWithValue } from '../../ui/Isolated';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useShownResults } from '../../bindings/useSearchResults';
import { useSharedStructure } from '../../ui/useSharedStructure';
import { chipText, type ChipText } from './chipLabel';
import { focusAfterRemoval } from './focusAfterRemoval';
import { focusResults } from './focusResults';
import styles from './ActiveFilters.module.css';

/** "Organisation: Skatteetaten" as the message orders it, with the value in its own language; or the value alone. */
function ChipLabel({
  facet,
  label,
  lang,
}: {
  facet: string | null;
  label: string;
  lang: string | undefined;
}) {
  const { m } = useI18n();
  return (
    <MessageWithValue
      message={(marker) => (facet === null ? marker : m.activeFilters.chip(facet, marker))}
      value={label}
      lang={lang}
    />
  );
}

/** Where focus goes after the next render: a chip by key, `null` for the results, `undefined` for nowhere. */
type FocusRequest = string | null | undefined;

interface Chip {
  readonly filter: ActiveFilter;
  readonly text: ChipText;
}

/** A chip's element id, where focus goes after a removal. */
const chipId = (idBase: string, key: string) => `${idBase}-chip-${idPart(key)}`;

/**
 * The selected filter values as removable chips in a labelled list, and "clear all" (which keeps the query, type,
 * sort and page size). Removing one moves focus to the next chip, the previous one, or the results heading.
 */
export function ActiveFilters() {
  const { m } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  // The filters the controls show (a click shows at once); they keep their identity while a query is typed.
  const filters = useSearchSelector((s) => s.view.filters);
  const embed = useSearchSelector((s) => s.embed);
  const { update } = useSearchIntents();
  const { data } = useShownResults(committed);
  // The names an answer's hits bring reach the chips in the render after its results: labelling them anew is not
  // work for the render that shows the results.
  const labelContext = useFilterLabels(useDeferredValue(data?.hits));
  const idBase = `active-filters-${useId()}`;
  const focusRequest = useRef<FocusRequest>(undefined);

  // Each answer renews the labels (organisation names come with the hits); chips whose text stayed the same keep
  // their identity, so the row renders only when a chip changed, not with every answer.
  const chips = useSharedStructure(
    useMemo(
      () =>
        // Locks are the host's: never chips (docs/app-contract.md, "Embedding").
        withoutLockedValues(activeFilters(filters), embed).map((filter): Chip => ({
          filter,
          text: chipText(filter, labelContext, m),
        })),
      [filters, embed, labelContext, m],
    ),
  );

  useEffect(() => {
    const target = focusRequest.current;
    if (target === undefined) return;
    focusRequest.current = undefined;
    if (target === null) focusResults();
    else document.getElementById(chipId(idBase, target))?.focus();
  });

  const remove = useCallback(
    (filter: ActiveFilter, key: string) => {
      focusRequest.current = focusAfterRemoval(
        chips.map((chip) => chip.text.key),
        key,
      );
      update((state) => removeFilterValue(state, filter.filter, filter.value), 'facet');
    },
    [chips, update],
  );
  const clearAll = useCallback(() => {
    focusRequest.current = null;
    update(clearFilters, 'now');
  }, [update]);

  if (chips.length === 0) return null;
  return <ChipRow chips={chips} idBase={idBase} onRemove={remove} onClearAll={clearAll} />;
}

interface ChipRowProps {
  readonly chips: readonly Chip[];
  readonly idBase: string;
  readonly onRemove: (filter: ActiveFilter, key: string) => void;
  readonly onClearAll: () => void;
}

const ChipRow = memo(function ChipRow({ chips, idBase, onRemove, onClearAll }: ChipRowProps) {
  const { m } = useI18n();
  const headingId = `${idBase}-heading`;
  return (
    <div className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {m.activeFilters.heading}
      </h2>
      <div className={styles.row}>
        <ul aria-labelledby={headingId} className={styles.list}>
          {chips.map(({ filter, text }) => (
            <li key={text.key} className={styles.item}>
              <RemovableChip
                type="button"
                id={chipId(idBase, text.key)}
                aria-label={text.removeName}
                onClick={() => onRemove(filter, text.key)}
                onKeyDown={(event) => {
                  // As MUI's chips did: Delete or Backspace on a chip removes it.
                  if (event.key !== 'Delete' && event.key !== 'Backspace') return;
                  event.preventDefault();
                  onRemove(filter, text.key);
                }}
              >
                <span>
                  <ChipLabel facet={text.withFacet ? text.facet : null} label={text.label} lang={text.lang} />
                </span>
                <CancelIcon />
              </RemovableChip>
            </li>
          ))}
        </ul>
        <AppButton size="small" onClick={onClearAll}>
          {m.activeFilters.clearAll}
        </AppButton>
      </div>
    </div>
  );
});

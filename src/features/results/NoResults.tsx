import type { ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { MessageWithValue } from '../../ui/Isolated';
import { queryWords } from '../../interface/tokenize';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { filterValueLabel } from '../../search/filters/filterCodec';
import { activeFilters, removeFilterValue, setScope } from '../../search/transitions';
import { AppButton } from '../../ui/buttons';
import { CloseIcon } from '../../ui/icons';
import { AppRouterLink } from '../../ui/links';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import styles from './NoResults.module.css';

/**
 * Zero hits is not a dead end: each active filter can be removed with one click, a type tab can be left for
 * all types, and a short tip or two covers the query itself.
 */
export function NoResults({ onChange }: { onChange: () => void }) {
  const { m } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  const allTypesHref = useSearchSelector((s) => s.hrefFor(setScope(s.committed, 'all')));
  const { update } = useSearchIntents();
  const labelContext = useFilterLabels();

  const suggestions: { key: string; content: ReactNode }[] = activeFilters(committed).map(
    ({ filter, value }) => ({
      key: `${filter}=${value}`,
      content: (
        <AppButton
          variant="outlined"
          size="small"
          startIcon={<CloseIcon />}
          className={styles.removeButton}
          onClick={() => {
            update((state) => removeFilterValue(state, filter, value), 'now');
            onChange();
          }}
        >
          <MessageWithValue
            message={(marker) => m.noResults.removeFilter(marker)}
            value={filterValueLabel(filter, value, labelContext).label}
          />
        </AppButton>
      ),
    }),
  );
  if (committed.scope !== 'all') {
    suggestions.push({
      key: 'all-types',
      content: <AppRouterLink to={allTypesHref}>{m.noResults.searchAllTypes}</AppRouterLink>,
    });
  }
  const words = queryWords(committed.q).length;
  if (words > 0) suggestions.push({ key: 'spelling', content: m.noResults.checkSpelling });
  if (words > 1) suggestions.push({ key: 'fewer-words', content: m.noResults.fewerWords });
  if (suggestions.length === 0) return null;

  return (
    <div className={styles.suggestions}>
      <h3 className={styles.heading}>{m.noResults.suggestionsHeading}</h3>
      <ul className={styles.list}>
        {suggestions.map(({ key, content }) => (
          <li key={key}>{content}</li>
        ))}
      </ul>
    </div>
  );
}

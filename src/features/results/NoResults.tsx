import { useMemo, type ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { MessageWithValue } from '../../ui/Isolated';
import { queryWords } from '../../interface/tokenize';
import { useAlternativeCounts } from '../../bindings/useAlternativeCounts';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import {
  alternativesOf,
  rankAlternatives,
  searchIdentity,
  type Alternative,
} from '../../search/alternatives';
import { withLocks } from '../../search/embed/locks';
import { filterValueLabel } from '../../search/filters/filterCodec';
import { removeFilterValue } from '../../search/transitions';
import { AppButton } from '../../ui/buttons';
import { CloseIcon } from '../../ui/icons';
import { AppRouterLink } from '../../ui/links';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import styles from './NoResults.module.css';

/**
 * Zero hits is not a dead end: each word of the query on its own (and, for three words or more, the query without
 * each), all types, all fields and each filter dropped, as one-click searches; counted and best first when the
 * budget has tokens to spare, else in their plain order without counts. Then a tip or two about the query itself.
 */
export function NoResults({ onChange }: { onChange: () => void }) {
  const { m, f } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  const embed = useSearchSelector((s) => s.embed);
  // The links carry the URL's language and environment: written again when those change.
  useSearchSelector((s) => `${s.lang ?? ''} ${s.env ?? ''}`);
  const driver = useSearchIntents();
  const labelContext = useFilterLabels();

  // Within an embed's locks, an alternative the locks undo (all types on a locked type) is the same search.
  const alternatives = useMemo(() => {
    const own = searchIdentity(withLocks(committed, embed));
    return alternativesOf(committed).filter(
      (alternative) => searchIdentity(withLocks(alternative.state, embed)) !== own,
    );
  }, [committed, embed]);
  const states = useMemo(() => alternatives.map((alternative) => alternative.state), [alternatives]);
  const counts = useAlternativeCounts(states);
  const countOf = new Map(alternatives.map((alternative, index) => [alternative, counts[index]]));
  const ranked = rankAlternatives(alternatives, (alternative) => countOf.get(alternative));

  const action = (alternative: Alternative): ReactNode => {
    switch (alternative.kind) {
      case 'without-filter':
        return (
          <AppButton
            variant="outlined"
            size="small"
            startIcon={<CloseIcon />}
            className={styles.removeButton}
            onClick={() => {
              driver.update(
                (state) => removeFilterValue(state, alternative.filter, alternative.value),
                'now',
              );
              onChange();
            }}
          >
            <MessageWithValue
              message={(marker) => m.noResults.removeFilter(marker)}
              value={filterValueLabel(alternative.filter, alternative.value, labelContext).label}
            />
          </AppButton>
        );
      case 'word':
        return (
          <AppRouterLink to={driver.hrefFor(alternative.state)}>
            <MessageWithValue message={(marker) => m.noResults.searchFor(marker)} value={alternative.word} />
          </AppRouterLink>
        );
      case 'without-word':
        return (
          <AppRouterLink to={driver.hrefFor(alternative.state)}>
            {m.noResults.searchWithout(alternative.state.q, alternative.word)}
          </AppRouterLink>
        );
      case 'all-types':
        return (
          <AppRouterLink to={driver.hrefFor(alternative.state)}>{m.noResults.searchAllTypes}</AppRouterLink>
        );
      case 'all-fields':
        return (
          <AppRouterLink to={driver.hrefFor(alternative.state)}>{m.noResults.searchAllFields}</AppRouterLink>
        );
    }
  };

  const suggestions: { key: string; content: ReactNode }[] = ranked.map((alternative) => {
    const count = countOf.get(alternative);
    return {
      key: searchIdentity(alternative.state),
      content: (
        <>
          {action(alternative)}
          {count === undefined ? null : (
            <span className={styles.count}>{` (${m.noResults.alternativeCount(count, f)})`}</span>
          )}
        </>
      ),
    };
  });
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

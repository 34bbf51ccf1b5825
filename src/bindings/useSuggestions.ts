import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Suggestion } from '../interface/searchObject';
import { withLocks } from '../search/embed/locks';
import { searchKeys, suggestionKeys } from '../search/queryKeys';
import { setQuery } from '../search/transitions';
import { normalizeQuery } from '../search/wellFormed';
import { useSearchSelector } from './searchDriver';
import { useServices } from './services';
import { fillFromSpare } from './spareFetch';

/** Fewer letters than this match too much to be worth a request. */
export const MIN_SUGGESTION_LENGTH = 2;

export interface Suggestions {
  /** The suggestions for `text` in the cache (none asked for yet: `undefined`). */
  readonly list: readonly Suggestion[] | undefined;
  /**
   * After a pause in typing: asks for `text`'s suggestions, unless they are cached, the search of that text is
   * cached (the results are there already), the text is too short, or the budget has no token to spare.
   */
  readonly request: (text: string) => void;
}

/** Title suggestions for the search field's text, in the scope searched (within an embed's locks). */
export function useSuggestions(text: string): Suggestions {
  const { client, budget } = useServices();
  // The search box, which holds this, renders with every keystroke anyway.
  const view = useSearchSelector((s) => s.view);
  const embed = useSearchSelector((s) => s.embed);
  const scope = withLocks(view, embed).scope;
  const queryClient = useQueryClient();
  const q = normalizeQuery(text);
  const { data } = useQuery<Suggestion[]>({
    queryKey: suggestionKeys.of(scope, q),
    queryFn: skipToken,
    enabled: q.length >= MIN_SUGGESTION_LENGTH,
  });

  const request = useCallback(
    (typed: string) => {
      const wanted = normalizeQuery(typed);
      if (wanted.length < MIN_SUGGESTION_LENGTH) return;
      if (queryClient.getQueryData(searchKeys.page(withLocks(setQuery(view, wanted), embed))) !== undefined)
        return;
      const key = suggestionKeys.of(scope, wanted);
      if (queryClient.getQueryData(key) !== undefined || budget.spareTokens() < 1) return;
      void fillFromSpare(queryClient, key, () =>
        client.suggest(scope, wanted, { priority: 'background', spareOnly: true }),
      );
    },
    [client, budget, queryClient, view, embed, scope],
  );

  return { list: q.length >= MIN_SUGGESTION_LENGTH ? data : undefined, request };
}

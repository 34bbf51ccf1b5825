import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';

import type { Locale } from '../interface/locales';
import type { SearchObject } from '../interface/searchObject';
import { mergeOrgNames } from '../search/facets/orgNames';
import { orgNameStoreFor } from './orgNameStore';

/**
 * orgPath -> name: every name seen so far in this app plus those of `hits`. Names learnt from an answer reach the
 * other readers in a deferred render: learning happens after the answer's render, and must not add a second one
 * (rebuilding the facets of the previous answer) before the new results can show.
 */
export function useOrgNames(
  hits: readonly SearchObject[] | undefined,
  locale: Locale,
): ReadonlyMap<string, string> {
  const store = orgNameStoreFor(useQueryClient());
  const known = useDeferredValue(
    useSyncExternalStore(
      store.subscribe,
      () => store.get(locale),
      () => store.get(locale),
    ),
  );
  useEffect(() => {
    if (hits) store.learn(locale, hits);
  }, [store, hits, locale]);
  return useMemo(() => (hits ? mergeOrgNames(known, hits, locale) : known), [known, hits, locale]);
}

import { useEffect } from 'react';

import type { I18n } from '../../i18n/I18nContext';
import { useI18n } from '../../i18n/useI18n';
import { useSearchSelector } from '../../bindings/searchDriver';
import type { SearchState } from '../../search/state';

/** The title of a page showing `committed`: query, type and page (a server-rendered page's `<title>` too). */
export function documentTitleOf(committed: SearchState, { m, f, labels }: I18n): string {
  const typeLabel = committed.scope === 'all' ? null : labels.resourceType(committed.scope, 'plural');
  return m.documentTitle(committed.q, typeLabel, committed.page, f);
}

/** Names the browser tab (and the history entry) after the committed search. */
export function useDocumentTitle(): void {
  const committed = useSearchSelector((s) => s.committed);
  const title = documentTitleOf(committed, useI18n());
  useEffect(() => {
    document.title = title;
  }, [title]);
}

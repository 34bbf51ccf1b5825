import { useEffect } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { useSearchSelector } from '../../bindings/searchDriver';

/** Names the browser tab (and the history entry) after the committed search: query, type and page. */
export function useDocumentTitle(): void {
  const committed = useSearchSelector((s) => s.committed);
  const { m, f, labels } = useI18n();
  const typeLabel = committed.scope === 'all' ? null : labels.resourceType(committed.scope, 'plural');
  const title = m.documentTitle(committed.q, typeLabel, committed.page, f);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

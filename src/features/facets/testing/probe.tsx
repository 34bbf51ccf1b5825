/** Test-only: shows what the committed search returned, read through the app's own hooks. */
import { useLocation } from 'react-router-dom';

import { useSearchSelector } from '../../../bindings/searchDriver';
import { useSearchResults } from '../../../bindings/useSearchResults';

/** "?dataTheme=ENVI total: 123" once the committed search has its own results (not the previous ones). */
export function TotalProbe() {
  const committed = useSearchSelector((s) => s.committed);
  const { search } = useLocation();
  const { data, isPlaceholderData, isFetching } = useSearchResults(committed);
  const settled = data !== undefined && !isPlaceholderData && !isFetching;
  return (
    <output data-testid="total">{settled ? `${search} total: ${data.page.totalElements}` : 'loading'}</output>
  );
}

/** "Environment (1,234)" -> 1234. */
export function countInName(name: string): number {
  const match = /\(([\d,\s\u00a0\u202f]+)\)$/.exec(name);
  if (!match?.[1]) throw new Error(`no count in "${name}"`);
  return Number(match[1].replace(/[^\d]/g, ''));
}

/** Test-only: shows what the committed search returned, read through the app's own hooks. */
import { useSearchSelector } from '../../../bindings/searchDriver';
import { useSearchResults } from '../../../bindings/useSearchResults';

/**
 * "?dataTheme=ENVI total: 123" once the committed search has its own results (not the previous ones). The URL is
 * the committed search's own, not the router's: the router follows a navigation at once, the committed search
 * renders in a transition, and for a moment the two differ.
 */
export function TotalProbe() {
  const committed = useSearchSelector((s) => s.committed);
  const search = useSearchSelector((s) => new URL(s.hrefFor(s.committed), 'http://probe.invalid').search);
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

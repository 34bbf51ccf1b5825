import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fills a cache entry from the budget's spare tokens only (`spareOnly`): nothing when the entry is already there,
 * and an answer only on success, so a refused or failed request leaves no error in a cache the visitor's own
 * searches read. Resolves to whether the entry now holds an answer.
 */
export async function fillFromSpare<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetchSpare: () => Promise<T>,
): Promise<boolean> {
  if (queryClient.getQueryData(queryKey) !== undefined) return true;
  try {
    const data = await fetchSpare();
    queryClient.setQueryData(queryKey, data);
    return true;
  } catch {
    // No spare token, an abort, or a failure: the alternative is shown without its count.
    return false;
  }
}

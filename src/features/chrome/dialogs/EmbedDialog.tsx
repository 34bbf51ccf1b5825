import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { useI18n } from '../../../i18n/useI18n';
import { embedSnippet } from '../../embed';
import { useSearchDriver } from '../../../bindings/searchDriver';
import { AppButton } from '../../../ui/buttons';
import { CodeBlock } from '../../../ui/CodeBlock';
import { useCopy } from '../../../ui/useCopy';

/** "Embed this search": the iframe and host script to paste into another page (loaded only when opened). */
export function EmbedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { m } = useI18n();
  const driver = useSearchDriver();
  const { status, copy } = useCopy();
  const src = new URL(driver.hrefFor(driver.committed), window.location.href).href;
  const code = embedSnippet({ src, title: m.footer.iframeTitle });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{m.footer.embed}</DialogTitle>
      {/* Focusable so that a keyboard can scroll a long snippet (axe: scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0}>
        <Typography variant="body2">{m.footer.embedDescription}</Typography>
        <CodeBlock code={code} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {m.footer.embedScriptNote}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Box role="status" sx={{ flexGrow: 1, typography: 'body2' }}>
          {status}
        </Box>
        <AppButton onClick={() => void copy(code, m.footer.codeCopied)}>{m.footer.copyCode}</AppButton>
        <AppButton onClick={onClose} variant="contained">
          {m.footer.close}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}

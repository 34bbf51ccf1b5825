import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { useServices } from '../../../bindings/services';
import { useI18n } from '../../../i18n/useI18n';
import { withLocks } from '../../../search/embed/locks';
import { toSearchRequest } from '../../../search/request';
import { useSearchSelector } from '../../../bindings/searchDriver';
import { curlCommand, requestBodyText } from './apiRequest';
import { AppButton } from '../../../ui/buttons';
import { CodeBlock } from '../../../ui/CodeBlock';
import { useCopy } from '../../../ui/useCopy';
import { MuiThemeScope } from '../../../ui/MuiThemeScope';

/** "Show as API request": the exact POST that gives the results on screen (loaded only when opened). */
export function ApiRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { m } = useI18n();
  const { client } = useServices();
  const committed = useSearchSelector((s) => s.committed);
  const embed = useSearchSelector((s) => s.embed);
  const { status, copy } = useCopy();
  const { scope, body } = toSearchRequest(withLocks(committed, embed));
  const url = new URL(client.endpointUrl(scope), window.location.href).href;
  const curl = curlCommand(url, body);

  return (
    <MuiThemeScope>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
        <DialogTitle>{m.footer.apiRequest}</DialogTitle>
        {/* Focusable so that a keyboard can scroll a long request (axe: scrollable-region-focusable). */}
        <DialogContent dividers tabIndex={0}>
          <Typography variant="body2">{m.footer.apiRequestDescription}</Typography>
          <CodeBlock heading={m.footer.endpoint} code={`POST ${url}`} />
          <CodeBlock heading={m.footer.requestBody} code={requestBodyText(body)} />
          <CodeBlock heading={m.footer.curl} code={curl} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Box role="status" sx={{ flexGrow: 1, typography: 'body2' }}>
            {status}
          </Box>
          <AppButton onClick={() => void copy(curl, m.footer.codeCopied)}>{m.footer.copyCode}</AppButton>
          <AppButton onClick={onClose} variant="contained">
            {m.footer.close}
          </AppButton>
        </DialogActions>
      </Dialog>
    </MuiThemeScope>
  );
}

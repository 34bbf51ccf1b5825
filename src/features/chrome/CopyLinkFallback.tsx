import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { FieldLabel, TextInput } from '../../ui/textInputs';

/**
 * Where the clipboard is refused (an iframe without `allow="clipboard-write"`, a denied permission, an old
 * browser): the link in a read-only field, selected and focused, with what to press to copy it.
 */
export function CopyLinkFallback({ url, onClose }: { url: string; onClose: () => void }) {
  const { m } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);

  return (
    <Box sx={{ mt: 1.5, maxWidth: '40rem' }}>
      <FieldLabel htmlFor={`${id}-link`}>{m.footer.linkField}</FieldLabel>
      <TextInput
        ref={input}
        id={`${id}-link`}
        readOnly
        value={url}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography id={`${id}-help`} variant="body2" sx={{ flexGrow: 1 }}>
          {m.footer.copyByHand}
        </Typography>
        <AppButton size="small" onClick={onClose}>
          {m.footer.hideLink}
        </AppButton>
      </Box>
    </Box>
  );
}

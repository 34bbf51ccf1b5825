import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A block of code shown as text (under a heading), wrapped so it never scrolls sideways on a narrow screen. */
export function CodeBlock({ heading, code }: { heading?: string; code: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={heading === undefined ? undefined : id} sx={{ mt: 2 }}>
      {heading === undefined ? null : (
        <Typography id={id} component="h3" variant="subtitle2">
          {heading}
        </Typography>
      )}
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1.5,
          bgcolor: 'grey.100',
          color: 'text.primary',
          borderRadius: 1,
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}

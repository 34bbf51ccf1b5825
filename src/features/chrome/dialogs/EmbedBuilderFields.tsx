/** The embed builder's form controls: native fieldsets, checkboxes, a select and text fields with their messages. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { FieldLabel } from '../../../ui/textInputs';

export const Fieldset = styled('fieldset')(({ theme }) => ({
  margin: 0,
  marginTop: theme.spacing(2),
  padding: theme.spacing(1, 1.5, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& > legend': { ...theme.typography.subtitle2, padding: theme.spacing(0, 0.5) },
}));

const CheckLabel = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
  minHeight: 32,
  cursor: 'pointer',
  ...theme.typography.body2,
  '& > input': { flex: 'none', width: 18, height: 18, margin: '7px 0 7px 4px' },
  '& > span': { paddingTop: 6, overflowWrap: 'anywhere' },
}));

export function CheckRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </CheckLabel>
  );
}

/** A labelled field with its help, and in its place an error when there is one (both read with the field). */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  /** The control, given its described-by ids. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const note = error ?? help;
  return (
    <Box sx={{ mt: 2 }}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children(note === undefined ? undefined : `${id}-note`, error !== undefined)}
      {note === undefined ? null : (
        <Typography
          id={`${id}-note`}
          variant="body2"
          sx={{ mt: 0.5, color: error === undefined ? 'text.secondary' : 'error.main' }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}

export { TextSelect as Select } from '../../../ui/textInputs';

export const ColourInput = styled('input')(({ theme }) => ({
  flex: 'none',
  width: 48,
  height: 40,
  padding: 2,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  cursor: 'pointer',
}));

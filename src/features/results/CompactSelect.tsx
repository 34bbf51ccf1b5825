import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useId } from 'react';

import { FieldLabel } from '../../ui/textInputs';

export interface CompactOption<T> {
  value: T;
  text: string;
}

interface CompactSelectProps<T> {
  /** The visible label, which also names the select. */
  label: string;
  options: readonly CompactOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

const NativeSelect = styled('select')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 40,
  padding: theme.spacing(0.75, 1),
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
}));

/**
 * The phone's one-line choice (sort order, page size): a labelled native select, which the phone's own picker
 * opens. A change is one search.
 */
export function CompactSelect<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: CompactSelectProps<T>) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.text}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

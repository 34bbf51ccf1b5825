import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo } from 'react';

import { useI18n } from '../../i18n/useI18n';

export interface FacetValueControlProps {
  /** Checkboxes for filters that take several values, radios for those that take one. */
  kind: 'checkbox' | 'radio';
  /** The input's id: stable per value, so focus can be kept on it (useKeepFocus). */
  id: string;
  /** The radio group's name (radios only). */
  name?: string;
  label: string;
  /** The label's language when it differs from the page's. */
  lang?: string;
  /** Hits with this value; left out for choices without a count ("any time"). */
  count?: number;
  checked: boolean;
  /** The value's key, passed to `onSelect`: a stable `onSelect` lets unchanged values skip re-rendering. */
  value: string;
  onSelect: (value: string) => void;
}

/** The native input hides behind MUI's icon: show the focus ring on the icon instead. */
const controlSx: SxProps<Theme> = {
  p: 0.75,
  '&.Mui-focusVisible, &:has(input:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
};

/**
 * One facet value: a native checkbox or radio whose label (and so its accessible name) is the value with its
 * count, "Environment (1,234)", written by the messages so each language orders and formats it its own way.
 */
export const FacetValueControl = memo(function FacetValueControl({
  kind,
  id,
  name,
  label,
  lang,
  count,
  checked,
  value,
  onSelect,
}: FacetValueControlProps) {
  const { m, f } = useI18n();
  const Control = kind === 'checkbox' ? Checkbox : Radio;
  // The message with a marker for the label: the parts around it are the count, in the message's order. One
  // text node where possible, so every accessible-name algorithm reads the spaces as written.
  const [before = '', after = ''] =
    count === undefined ? [] : m.facets.valueWithCount('\u0000', count, f).split('\u0000');
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0, ml: -0.75, minWidth: 0 }}
      control={
        <Control
          id={id}
          name={name}
          size="small"
          checked={checked}
          onChange={() => onSelect(value)}
          sx={controlSx}
        />
      }
      label={
        lang === undefined ? (
          `${before}${label}${after}`
        ) : (
          <>
            {before}
            <span lang={lang}>{label}</span>
            {after}
          </>
        )
      }
      slotProps={{ typography: { variant: 'body2', sx: { pt: 0.75, overflowWrap: 'anywhere' } } }}
    />
  );
});

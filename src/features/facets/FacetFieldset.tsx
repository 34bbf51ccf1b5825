import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FacetFieldsetProps {
  legend: string;
  /** A short line under the legend (the facet's AND semantics), linked as the group's description. */
  hint?: string;
  /** Base for ids inside the facet. */
  idBase: string;
  children: ReactNode;
}

/** A facet: a `fieldset` named by its `legend`, so assistive technology announces it as a group. */
export function FacetFieldset({ legend, hint, idBase, children }: FacetFieldsetProps) {
  const hintId = `${idBase}-hint`;
  return (
    <Box
      component="fieldset"
      aria-describedby={hint === undefined ? undefined : hintId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, mb: 3 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 0.5 }}>
        {legend}
      </Typography>
      {hint === undefined ? null : (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

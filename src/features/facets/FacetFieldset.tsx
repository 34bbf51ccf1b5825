import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

import type { UrlFilterName } from '../../search/state';
import { getOpenStates, isOpen, setOpen, subscribeOpenStates } from './facetOpenState';
import { facetValueRules } from './facetValueStyles';

export interface FacetFieldsetProps {
  legend: string;
  /** The facet's filter: its open state is remembered under it. */
  facetId: UrlFilterName;
  /** A group with a selected value is always open (its choice must stay in sight). */
  selectedCount: number;
  /** A short line under the legend, linked as the group's description. */
  hint?: string;
  /** Base for ids inside the facet. */
  idBase: string;
  children: ReactNode;
}

const legendSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  width: '100%',
  minHeight: 36,
  px: 0,
  py: 0.5,
  m: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
} as const;

/** The facet's group, with the styles of every value in it. */
const Group = styled('fieldset')(({ theme }) => ({
  border: 0,
  borderTop: `1px solid ${theme.palette.divider}`,
  margin: theme.spacing(0, 0, 0.5),
  padding: theme.spacing(0.5, 0, 0),
  minWidth: 0,
  '&[data-open]': { marginBottom: theme.spacing(2) },
  ...facetValueRules(theme),
}));

/**
 * A facet: a `fieldset` named by its `legend`, so assistive technology announces it as a group. The legend is a
 * disclosure button (open unless the reader closed it, remembered per browser); with a value selected it is
 * plain text and the group stays open.
 */
export function FacetFieldset({
  legend,
  facetId,
  selectedCount,
  hint,
  idBase,
  children,
}: FacetFieldsetProps) {
  const hintId = `${idBase}-hint`;
  const bodyId = `${idBase}-body`;
  const stored = isOpen(useSyncExternalStore(subscribeOpenStates, getOpenStates), facetId);
  const pinned = selectedCount > 0;
  const open = pinned || stored;
  // A value chosen in a closed group (from a chip's badge or the URL) opens it for good: clearing the value
  // later must not fold the group away under the reader's focus.
  useEffect(() => {
    if (pinned && !stored) setOpen(facetId, true);
  }, [pinned, stored, facetId]);

  return (
    <Group
      aria-describedby={hint === undefined || !open ? undefined : hintId}
      data-open={open ? '' : undefined}
    >
      <Typography component="legend" variant="subtitle1" sx={{ p: 0, width: '100%' }}>
        {pinned ? (
          <Box component="span" sx={legendSx}>
            {legend}
          </Box>
        ) : (
          <Box
            component="button"
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(facetId, !open)}
            sx={{ ...legendSx, cursor: 'pointer', '&:hover': { color: 'primary.main' } }}
          >
            <Box component="span" sx={{ flex: 1 }}>
              {legend}
            </Box>
            <ExpandMoreIcon
              aria-hidden="true"
              fontSize="small"
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 120ms' }}
            />
          </Box>
        )}
      </Typography>
      <Box id={bodyId} hidden={!open}>
        {hint === undefined ? null : (
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {hint}
          </Typography>
        )}
        {children}
      </Box>
    </Group>
  );
}

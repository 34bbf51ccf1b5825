/**
 * Small rounded labels ("chips") built on native elements and the theme, in place of MUI's Chip (see
 * ./buttons.tsx for why). A static tag is a `span`; one that does something is a real `button`.
 */
import { styled, type Theme } from '@mui/material/styles';

import { forwardExcept } from './forwardProps';

export const TAG_TONES = ['default', 'primary', 'success', 'warning', 'error'] as const;
export type TagTone = (typeof TAG_TONES)[number];

interface TagLook {
  tone: TagTone;
  /** Filled with the tone's colour instead of outlined. */
  filled: boolean;
}

const forward = forwardExcept('tone', 'filled');

const toneColor = (theme: Theme, tone: TagTone): string =>
  tone === 'default' ? theme.palette.text.secondary : theme.palette[tone].main;

/** What every tag shares, whatever its tone. */
export const tagBase = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    boxSizing: 'border-box',
    maxWidth: '100%',
    minHeight: 24,
    margin: 0,
    padding: '1px 9px',
    borderRadius: 12,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.4,
    overflowWrap: 'anywhere',
    textAlign: 'start',
    '& svg': { flex: 'none', fontSize: 16 },
  }) as const;

/** A tag's colours: outlined in its tone, or filled with it. */
export const tagTone = (theme: Theme, { tone, filled }: TagLook) =>
  ({
    color: filled ? theme.palette.getContrastText(toneColor(theme, tone)) : theme.palette.text.primary,
    backgroundColor: filled ? toneColor(theme, tone) : theme.palette.background.paper,
    border: `1px solid ${toneColor(theme, tone)}`,
    '& svg': { color: filled ? 'inherit' : toneColor(theme, tone) },
  }) as const;

/** A tag that acts (a `button`): a pointer, and a hover wash over its outline. */
export const tagAction = (theme: Theme) =>
  ({
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
  }) as const;

const tagLook = (theme: Theme, look: TagLook) => {
  const base = tagBase(theme);
  const tone = tagTone(theme, look);
  return { ...base, ...tone, '& svg': { ...base['& svg'], ...tone['& svg'] } };
};

/** A label on a hit (access, open data, a theme already filtered on). */
export const Tag = styled(
  'span',
  forward,
)<TagLook>(({ theme, tone, filled }) => tagLook(theme, { tone, filled }));

/** A selected filter value: a filled chip that removes itself when pressed (its icon says so). */
export const RemovableChip = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  boxSizing: 'border-box',
  maxWidth: '100%',
  minHeight: 32,
  margin: 0,
  padding: theme.spacing(0.5, 0.5, 0.5, 1.5),
  borderRadius: 16,
  border: 0,
  font: 'inherit',
  fontSize: theme.typography.pxToRem(13),
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.action.selected,
  '&:hover': { backgroundColor: theme.palette.action.focus },
  '& svg': { flex: 'none', fontSize: 20, color: theme.palette.text.secondary },
}));

import { lighten, styled } from '@mui/material/styles';
import { Fragment } from 'react';

import type { HighlightSegment } from '../../search/highlight';

/**
 * A match: the theme's primary colour as a light tint plus weight, instead of the browser's bright yellow. The
 * text keeps its own colour (link or body), which stays above 4.5:1 on the tint.
 */
const Match = styled('mark')(({ theme }) => ({
  backgroundColor: lighten(theme.palette.primary.main, 0.86),
  color: 'inherit',
  fontWeight: 700,
  borderRadius: 2,
  padding: '0 1px',
}));

/** Catalogue text with the query words marked; every segment is rendered as text, never as markup. */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <Match key={index}>{segment.text}</Match>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

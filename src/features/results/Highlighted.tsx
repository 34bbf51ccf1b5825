import { Fragment } from 'react';

import type { HighlightSegment } from '../../search/highlight';

/**
 * Catalogue text with the query words marked (styled by the hit list); every segment is rendered as text, never as
 * markup.
 */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  );
}

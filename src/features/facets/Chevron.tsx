import { FACET_CLASS } from './facetListStyles';

/**
 * A chevron pointing right, for the facets' disclosure buttons; the facet list's rules turn it (down for a closed
 * group or an open tree node, up for an open group). A plain SVG: dozens are rendered with each answer, and an MUI
 * icon serialised its styles on every render.
 */
export function Chevron({ className }: { className: string }) {
  return (
    <svg
      className={`${FACET_CLASS.chevron} ${className}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z" />
    </svg>
  );
}

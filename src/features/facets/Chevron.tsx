import { cx } from '../../ui/styles/cx';
import styles from './FacetList.module.css';

/**
 * A chevron pointing right, for the facets' disclosure buttons; the legend's and the tree's classes turn it (down for
 * a closed group or an open tree node, up for an open group). A plain SVG: dozens are rendered with each answer, and
 * an MUI icon serialised its styles on every render.
 */
export function Chevron({ className }: { className: string | undefined }) {
  return (
    <svg className={cx(styles.chevron, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z" />
    </svg>
  );
}

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

import type { UrlFilterName } from '../../search/state';
import { Chevron } from './Chevron';
import styles from './FacetList.module.css';
import { cx } from '../../ui/styles/cx';
import typography from '../../ui/styles/typography.module.css';
import { allOpen, getOpenStates, isOpen, setOpen, subscribeOpenStates } from './facetOpenState';

export interface FacetFieldsetProps {
  legend: string;
  /** The facet's filter: its open state is remembered under it. */
  facetId: UrlFilterName;
  /** A group with a selected value is always open (its choice must stay in sight). */
  selectedCount: number;
  /** A short line under the legend, linked as the group's description. */
  hint?: string;
  /** How the group is used by keyboard (a tree's keys): read with the group's description, not shown. */
  keysHint?: string;
  /** Base for ids inside the facet. */
  idBase: string;
  children: ReactNode;
}

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
  keysHint,
  idBase,
  children,
}: FacetFieldsetProps) {
  const hintId = `${idBase}-hint`;
  const keysId = `${idBase}-keys`;
  const described = [hint === undefined ? null : hintId, keysHint === undefined ? null : keysId]
    .filter((id) => id !== null)
    .join(' ');
  const bodyId = `${idBase}-body`;
  const stored = isOpen(useSyncExternalStore(subscribeOpenStates, getOpenStates, allOpen), facetId);
  const pinned = selectedCount > 0;
  const open = pinned || stored;
  // A value chosen in a closed group (from a chip's badge or the URL) opens it for good: clearing the value
  // later must not fold the group away under the reader's focus.
  useEffect(() => {
    if (pinned && !stored) setOpen(facetId, true);
  }, [pinned, stored, facetId]);

  return (
    <fieldset
      className={styles.group}
      aria-describedby={described === '' || !open ? undefined : described}
      data-open={open ? '' : undefined}
    >
      <legend className={styles.legend}>
        {pinned ? (
          <span className={styles.legendLine}>{legend}</span>
        ) : (
          <button
            type="button"
            className={cx(styles.legendLine, styles.legendButton)}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(facetId, !open)}
          >
            <span className={styles.legendText}>{legend}</span>
            <Chevron className={styles.legendChevron} />
          </button>
        )}
      </legend>
      <div id={bodyId} hidden={!open}>
        {hint === undefined ? null : (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {keysHint === undefined ? null : (
          <span id={keysId} className={typography.visuallyHidden}>
            {keysHint}
          </span>
        )}
        {children}
      </div>
    </fieldset>
  );
}

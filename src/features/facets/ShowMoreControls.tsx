import { useEffect, useRef } from 'react';

import { AppButton } from '../../ui/buttons';
import styles from './FacetList.module.css';
import { INITIAL_VISIBLE, nextLimit, type VisibleWindow } from './visibleWindow';

export interface ShowMoreControlsProps {
  window: VisibleWindow;
  limit: number;
  onLimitChange: (limit: number) => void;
  /** Distinct per list ("Show more organisations"), so each button has its own accessible name. */
  moreLabel: string;
  fewerLabel: string;
  /** The id of the list the buttons grow and shrink. */
  controls: string;
  /** Ids of the buttons (a tree moves focus to them by arrow keys). */
  moreId?: string;
  fewerId?: string;
  /** A tree's roving Tab stop: -1 for a button that is not it. */
  tabIndexOf?: (button: 'more' | 'fewer') => number;
}

/** "Show more" (in steps) and "show fewer" for a long list; focus stays on a button that still exists. */
export function ShowMoreControls({
  window,
  limit,
  onLimitChange,
  moreLabel,
  fewerLabel,
  controls,
  moreId,
  fewerId,
  tabIndexOf,
}: ShowMoreControlsProps) {
  const more = useRef<HTMLButtonElement>(null);
  const focusMore = useRef(false);
  useEffect(() => {
    if (!focusMore.current) return;
    focusMore.current = false;
    more.current?.focus();
  });

  if (!window.canShowMore && !window.canShowFewer) return null;
  return (
    <div className={styles.more}>
      {window.canShowMore ? (
        <AppButton
          ref={more}
          id={moreId}
          tabIndex={tabIndexOf?.('more')}
          size="small"
          aria-expanded={window.canShowFewer}
          aria-controls={controls}
          onClick={() => onLimitChange(nextLimit(limit))}
        >
          {moreLabel}
        </AppButton>
      ) : null}
      {window.canShowFewer ? (
        <AppButton
          id={fewerId}
          tabIndex={tabIndexOf?.('fewer')}
          size="small"
          aria-controls={controls}
          onClick={() => {
            onLimitChange(INITIAL_VISIBLE);
            // The "show fewer" button goes away: hand focus to "show more" instead of the page.
            focusMore.current = true;
          }}
        >
          {fewerLabel}
        </AppButton>
      ) : null}
    </div>
  );
}

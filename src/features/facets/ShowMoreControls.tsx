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
}

/** "Show more" (in steps) and "show fewer" for a long list; focus stays on a button that still exists. */
export function ShowMoreControls({
  window,
  limit,
  onLimitChange,
  moreLabel,
  fewerLabel,
  controls,
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

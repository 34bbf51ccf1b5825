import type { MouseEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { TextLink } from '../../ui/links';
import { cx } from '../../ui/styles/cx';
import styles from './SkipLink.module.css';

interface SkipLinkProps {
  /** Where to go: the first of these ids that is on the page (the hit list, else the results section). */
  targetId: string | readonly string[];
  /**
   * `page`: the page's first stop, over the header's corner; `inline`: a stop inside the page (after the search
   * field, at the start of the filters), shown where it stands while it has focus. Neither takes room unfocused.
   */
  placement?: 'page' | 'inline';
}

/**
 * Jumps past what stands before the results. It moves focus itself instead of changing the URL's hash, which
 * would add a history entry and touch the search's URL.
 */
export function SkipLink({ targetId, placement = 'page' }: SkipLinkProps) {
  const { m } = useI18n();
  const ids = typeof targetId === 'string' ? [targetId] : targetId;

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Focusing scrolls the target into view.
    target.focus();
  };

  return (
    <TextLink href={`#${ids[0] ?? ''}`} onClick={skip} className={cx(styles.skipLink, styles[placement])}>
      {placement === 'page' ? m.skipLink : m.skipToResults}
    </TextLink>
  );
}

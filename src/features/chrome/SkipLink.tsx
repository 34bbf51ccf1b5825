import type { MouseEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { TextLink } from '../../ui/links';

interface SkipLinkProps {
  /** Where to go: the first of these ids that is on the page (the hit list, else the results section). */
  targetId: string | readonly string[];
  /**
   * `page`: the page's first stop, over the header's corner; `inline`: a stop inside the page (after the search
   * field, at the start of the filters), shown where it stands while it has focus. Neither takes room unfocused.
   */
  placement?: 'page' | 'inline';
}

const PLACED = {
  page: { left: 8, top: 8, transform: 'translateY(-200%)', '&:focus': { transform: 'none' } },
  inline: {
    left: 0,
    top: 0,
    // Unfocused it is clipped away (still in the tab order); focused it shows over what follows, moving nothing.
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    '&:focus': { clipPath: 'none' },
  },
} as const;

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
    <TextLink
      href={`#${ids[0] ?? ''}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        ...PLACED[placement],
      }}
    >
      {placement === 'page' ? m.skipLink : m.skipToResults}
    </TextLink>
  );
}

import type { MouseEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { TextLink } from '../../ui/links';

/**
 * The first stop of the keyboard: jumps past the header and the search form. It moves focus itself instead of
 * changing the URL's hash, which would add a history entry and touch the search's URL.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { m } = useI18n();

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Focusing scrolls the target into view.
    target.focus();
  };

  return (
    <TextLink
      href={`#${targetId}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {m.skipLink}
    </TextLink>
  );
}

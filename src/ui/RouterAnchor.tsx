import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path within the app, with its search. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app: a real `href` (open in a new tab, copy the address) and navigation without a reload on a
 * plain click. React Router's `<Link>` does the same but brings its prefetching and route-module machinery, which a
 * single-page app without data routes never runs, to the first page.
 */
export function RouterAnchor({ to, target, onClick, children, ...rest }: RouterAnchorProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

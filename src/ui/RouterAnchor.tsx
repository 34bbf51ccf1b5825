import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router-dom';

interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path within the app from its root (`/datasets?q=vann`), with its search. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app: a real `href` (open in a new tab, copy the address) and navigation without a reload on a
 * plain click. React Router's `<Link>` does the same but brings its prefetching and route-module machinery, and
 * its `useHref` / `useLinkClickHandler` resolve relative paths against routes through code (a few KB on the first
 * page) that a single-page app whose links are all paths from its root never needs: this anchor hands the path to
 * the router's navigator (the history it was given) as the router's own click handler does.
 */
export function RouterAnchor({ to, target, onClick, children, ...rest }: RouterAnchorProps) {
  const { navigator } = useContext(NavigationContext);
  const { pathname, search, hash } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router's links: one to the page already shown replaces its entry instead of adding the same again.
    if (to === pathname + search + hash) navigator.replace(to);
    else navigator.push(to);
  };
  return (
    <a {...rest} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** A primary-button click without a modifier key on a link that opens in this window: the app's to handle. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (target === undefined || target === '_self') && !modified;
}

import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, type Navigator } from 'react-router-dom';

interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path within the app from its root (`/datasets?q=vann`), with its search. */
  to: string;
  /**
   * Where a plain click goes, read at the click, when that may be more than `to` holds (the tabs' links follow the
   * committed search; a click takes what the controls show). `to` when not given.
   */
  clickTo?: () => string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app: a real `href` (open in a new tab, copy the address) and navigation without a reload on a
 * plain click. React Router's `<Link>` does the same but brings its prefetching and route-module machinery, and
 * its `useHref` / `useLinkClickHandler` resolve relative paths against routes through code (a few KB on the first
 * page) that a single-page app whose links are all paths from its root never needs: this anchor hands the path to
 * the router's navigator (the history it was given) as the router's own click handler does.
 */
export function RouterAnchor({ to, clickTo, target, onClick, children, ...rest }: RouterAnchorProps) {
  // The location is read at the click, not subscribed to: a link renders when its own props change, not on every
  // navigation (each search the box commits is one).
  const { navigator } = useContext(NavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const path = clickTo?.() ?? to;
    // As React Router's links: one to the page already shown replaces its entry instead of adding the same again.
    if (path === currentPathOf(navigator)) navigator.replace(path);
    else navigator.push(path);
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

/**
 * Where the navigator is now (path, search and hash), read when asked: React Router's routers give a history as
 * their navigator, and a history has its `location`. `null` for a navigator without one.
 */
function currentPathOf(navigator: Navigator): string | null {
  const location: unknown = Reflect.get(navigator, 'location');
  if (typeof location !== 'object' || location === null) return null;
  const part = (name: string): unknown => Reflect.get(location, name);
  const [pathname, search, hash] = [part('pathname'), part('search'), part('hash')];
  if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') return null;
  return pathname + search + hash;
}

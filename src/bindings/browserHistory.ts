/**
 * The browser's history (or, on the server, one in memory), shared by React Router (links, `useLocation`) and the
 * search driver. React Router's history takes one listener; this one hands every change to all of them, the driver
 * first.
 */
import type { HistoryAdapter } from '../search/driver/searchDriver';
import { createBrowserHistory, createMemoryHistory, type RouterHistory } from './routerInternals';

type Listener = Parameters<RouterHistory['listen']>[0];

export interface SharedHistory {
  /** For `<HistoryRouter history>`. */
  readonly history: RouterHistory;
  /** For the search driver. */
  readonly adapter: HistoryAdapter;
}

export function sharedBrowserHistory(): SharedHistory {
  // v5Compat: listeners also hear push and replace, not only back and forward.
  return shared(createBrowserHistory({ v5Compat: true }));
}

/** A history of one entry, `href`, in memory: the server renders a page's URL with it. */
export function sharedMemoryHistory(href: string): SharedHistory {
  return shared(createMemoryHistory({ initialEntries: [href], v5Compat: true }));
}

function shared(base: RouterHistory): SharedHistory {
  const listeners = new Set<Listener>();
  base.listen((update) => {
    for (const listener of [...listeners]) listener(update);
  });
  const listen = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const history: RouterHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => base.push(to, state),
    replace: (to, state) => base.replace(to, state),
    go: (delta) => base.go(delta),
    listen,
  };
  const adapter: HistoryAdapter = {
    location: () => base.location,
    action: () => base.action,
    navigate: (href, { replace, state }) => (replace ? base.replace(href, state) : base.push(href, state)),
    back: () => base.go(-1),
    listen: (onChange) => listen(() => onChange()),
  };
  return { history, adapter };
}

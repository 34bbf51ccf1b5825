import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

import type { Locale } from '../../i18n/locales';
import type { SearchState } from '../../search/state';
import { parseSearchUrl, serializeSearchUrl, type UrlNotice } from '../../search/url';

/** How soon an intent becomes the committed search (a URL, a history entry and at most one request). */
export type CommitTiming = 'now' | 'typing' | 'facet' | 'never';
const DELAY_MS: Record<Exclude<CommitTiming, 'now' | 'never'>, number> = { typing: 500, facet: 300 };

interface LocationState {
  notices?: UrlNotice[];
}

interface Pending {
  state: SearchState;
  /** The location the intent was made on. */
  at: Location;
  /** Set once this state is committed: the href navigated to, until that navigation lands. */
  committedHref: string | null;
  /** Made while an earlier commit was still landing: the href that commit goes to. */
  after: string | null;
}

export interface SearchDriver {
  /** The search in the URL: what is requested and shown as results. */
  committed: SearchState;
  /** What the controls show: the committed search plus intents not yet committed (typing, quick facet clicks). */
  view: SearchState;
  lang: Locale | null;
  /** What the URL held that the app could not use (already corrected in the address bar). */
  notices: readonly UrlNotice[];
  dismissNotices: () => void;
  /** Applies an intent to the view and commits it after the timing's quiet period (merging intents in between). */
  update: (intent: (state: SearchState) => SearchState, timing: CommitTiming) => void;
  /** Commits whatever is pending at once (Enter in the search box). */
  flush: () => void;
  /** The href of a search, for real links (tabs, pagination, chips). */
  hrefFor: (state: SearchState, lang?: Locale | null) => string;
  setLang: (lang: Locale) => void;
}

const SearchDriverContext = createContext<SearchDriver | null>(null);

export function useSearchDriver(): SearchDriver {
  const driver = useContext(SearchDriverContext);
  if (!driver) throw new Error('useSearchDriver needs a <SearchDriverProvider>');
  return driver;
}

const toHref = ({ pathname, search }: { pathname: string; search: string }) => pathname + search;

/**
 * The headless driver between the URL and the screen. The URL is the only committed state; intents collect in a
 * pending state until a short quiet period ends, then one history entry is pushed. Back and forward simply change
 * the URL, so they restore the exact search (from the query cache).
 */
export function SearchDriverProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(
    () => parseSearchUrl(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const locationState = location.state as LocationState | null;
  const notices = locationState?.notices ?? parsed.notices;

  // A pending state belongs to the navigation it was made on (the location object, new on every navigation,
  // back and forward included): any navigation drops it, and a timer from an earlier location never commits.
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const locationRef = useRef(location);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const view = pending?.at === location ? pending.state : parsed.state;

  useLayoutEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A URL the app had to correct is replaced by its canonical form; the notices travel in the history state.
  useEffect(() => {
    if (parsed.canonical) return;
    void navigate(toHref(serializeSearchUrl(parsed.state, parsed.lang)), {
      replace: true,
      state: { notices: parsed.notices } satisfies LocationState,
    });
  }, [parsed, navigate]);

  const commit = useCallback(
    (next: Pending) => {
      clearTimeout(timer.current);
      const href = toHref(serializeSearchUrl(next.state, parsed.lang));
      // Until the navigation lands, the committed state stays the base of further intents.
      pendingRef.current = { ...next, committedHref: href };
      const here = locationRef.current;
      if (href !== here.pathname + here.search) void navigate(href);
      else setPending(null);
    },
    [navigate, parsed.lang],
  );

  const update = useCallback(
    (intent: (state: SearchState) => SearchState, timing: CommitTiming) => {
      const current = pendingRef.current?.at === location ? pendingRef.current : null;
      const next: Pending = {
        state: intent(current?.state ?? parsed.state),
        at: location,
        committedHref: null,
        after: current?.committedHref ?? current?.after ?? null,
      };
      pendingRef.current = next;
      setPending(next);
      clearTimeout(timer.current);
      if (timing === 'now') commit(next);
      else if (timing !== 'never') {
        timer.current = setTimeout(() => {
          // Commit only where the intent was made (or where a commit in flight then has since landed): an
          // intent from before back or forward never overrides the entry the person went to.
          const here = locationRef.current;
          if (here === next.at || here.pathname + here.search === next.after) commit(next);
        }, DELAY_MS[timing]);
      }
    },
    [commit, parsed.state, location],
  );

  const flush = useCallback(() => {
    const current = pendingRef.current;
    if (current && current.committedHref === null && current.at === locationRef.current) commit(current);
  }, [commit]);

  const driver = useMemo<SearchDriver>(
    () => ({
      committed: parsed.state,
      view,
      lang: parsed.lang,
      notices,
      dismissNotices: () =>
        void navigate(location.pathname + location.search, { replace: true, state: null }),
      update,
      flush,
      hrefFor: (state, lang = parsed.lang) => toHref(serializeSearchUrl(state, lang)),
      // A language is not a new search: it replaces the entry instead of pushing one.
      setLang: (lang) => void navigate(toHref(serializeSearchUrl(view, lang)), { replace: true }),
    }),
    [parsed, view, notices, navigate, location.pathname, location.search, update, flush],
  );

  return <SearchDriverContext.Provider value={driver}>{children}</SearchDriverContext.Provider>;
}

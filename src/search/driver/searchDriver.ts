/**
 * The headless search driver: the URL is the committed search, intents collect in a pending state until the
 * commit policy says they are one search, then one history entry is pushed (and the UI makes at most one request
 * for it). No React, no DOM: time comes from an injected clock and the address from an injected history, so the
 * policy runs the same in a browser, in a component test and in a plain unit test.
 */
import { replaceEqualDeep } from '@tanstack/query-core';

import type { Locale } from '../../interface/locales';
import type { EmbedOptions } from '../embed/embedOptions';
import type { SearchState } from '../state';
import { setQuery } from '../transitions';
import {
  NO_ENVIRONMENTS,
  parseSearchUrl,
  previewHrefs,
  serializeSearchUrl,
  type EnvironmentChoice,
  type ParsedSearchUrl,
  type UrlNotice,
} from '../url';
import { normalizeQuery } from '../wellFormed';

/** Time and timers (the budget's `Clock` has this shape). */
export interface DriverClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface DriverLocation {
  readonly pathname: string;
  readonly search: string;
  /** The history entry's state: the driver keeps the notices of a corrected URL there. */
  readonly state: unknown;
}

/** How the current entry was reached: back/forward (`POP`), a new entry (`PUSH`) or a replaced one. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

/** The address bar and its history, as the driver needs them (a router or `window.history` behind it). */
export interface HistoryAdapter {
  location(): DriverLocation;
  action(): NavigationAction;
  navigate(href: string, options: { readonly replace: boolean; readonly state?: unknown }): void;
  /** The browser's Back (closing a preview the app opened returns to the entry it came from). */
  back(): void;
  /** Calls back after a change of the location (the driver's own navigations included). */
  listen(onChange: () => void): () => void;
}

/** How soon an intent becomes the committed search (a URL, a history entry and at most one request). */
export type CommitTiming = 'now' | 'typing' | 'facet' | 'never';

/** The commit policy's quiet periods (README "How it spends the rate budget"). */
export const COMMIT_DELAY_MS: Readonly<Record<'typing' | 'facet', number>> = { typing: 500, facet: 300 };
/** A keystroke this recent still counts as typing when another search replaces the one typed into. */
export const RECENT_EDIT_MS = 2_000;

/**
 * What changes the search, and what a link to a search is: functions that are the same for the life of the driver,
 * so a component can hold them without re-rendering. `hrefFor` writes the URL's current language, environment and
 * embedding: read what it returns where those are read (a selector), not once for all.
 */
export interface SearchIntents {
  readonly update: (intent: (state: SearchState) => SearchState, timing: CommitTiming) => void;
  /** Commits whatever is pending at once. */
  readonly flush: () => void;
  readonly dismissNotices: () => void;
  /** The href of a search, for real links (tabs, pagination, chips). */
  readonly hrefFor: (state: SearchState, lang?: Locale | null) => string;
  /** Opens a preview as a new history entry, so Back closes it; the search stays as it is (no request). */
  readonly openPreview: (id: string) => void;
  /** Closes the preview: Back when the app opened it, else the same search without it (a shared link). */
  readonly closePreview: () => void;
  /** A language is not a new search: it replaces the entry (with what the controls show), preview kept. */
  readonly setLang: (lang: Locale) => void;
  readonly typeQuery: (text: string, nativeComposing: boolean) => void;
  readonly compositionStart: () => void;
  readonly compositionEnd: (text: string) => void;
  readonly isComposing: () => boolean;
  /** Enter or the submit button: commits at once. */
  readonly submitQuery: () => void;
  readonly clearQuery: () => void;
}

/** The state of the search and the intents that change it: what the UI reads. */
export interface SearchSnapshot extends SearchIntents {
  /** The search in the URL: what is requested and shown as results. */
  readonly committed: SearchState;
  /**
   * What the controls show: the committed search plus intents not yet committed. A keystroke that changes the
   * query makes a new one; its other parts (`filters`, `fields`) keep their identity.
   */
  readonly view: SearchState;
  readonly lang: Locale | null;
  /** The id of the resource whose preview is open (`preview` in the URL), or `null`. */
  readonly preview: string | null;
  /** The environment the URL names (not the default); every link of the app carries it, like `lang`. */
  readonly env: string | null;
  /** The host page's embedding options (NO_EMBED outside an embed); every link of the app carries them. */
  readonly embed: EmbedOptions;
  /** What the URL held that the app could not use (already corrected in the address bar). */
  readonly notices: readonly UrlNotice[];
  /** The search field's text: as typed (spaces and all) while it stands for the view's query. Every keystroke. */
  readonly queryText: string;
  /**
   * The href of the committed search with a resource's preview open (a title's link). A new function when the
   * committed search (or its language, environment or embedding) changes, the same one otherwise: memoized links
   * follow the search, and are not written again for every other change of the view.
   */
  readonly previewHref: (id: string) => string;
  /**
   * How the address bar reached its entry: `POP` for back, forward or the page's load, else the app's own push or
   * replace. A React binding renders a search reached by back or forward at once, as the router does.
   */
  readonly arrival: NavigationAction;
}

/** The intents of a snapshot (every snapshot of a driver holds the same ones). */
export function intentsOf(snapshot: SearchSnapshot): SearchIntents {
  return {
    update: snapshot.update,
    flush: snapshot.flush,
    dismissNotices: snapshot.dismissNotices,
    hrefFor: snapshot.hrefFor,
    openPreview: snapshot.openPreview,
    closePreview: snapshot.closePreview,
    setLang: snapshot.setLang,
    typeQuery: snapshot.typeQuery,
    compositionStart: snapshot.compositionStart,
    compositionEnd: snapshot.compositionEnd,
    isComposing: snapshot.isComposing,
    submitQuery: snapshot.submitQuery,
    clearQuery: snapshot.clearQuery,
  };
}

interface NoticeState {
  readonly notices?: readonly UrlNotice[];
}

/** The history state of an entry the app pushed to open a preview. */
const OPENED_PREVIEW = { openedPreview: true } as const;

function isOpenedPreview(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedPreview' in state;
}

function noticesOf(state: unknown): readonly UrlNotice[] | undefined {
  if (typeof state !== 'object' || state === null || !('notices' in state)) return undefined;
  const { notices } = state as NoticeState;
  return Array.isArray(notices) ? notices : undefined;
}

const toHref = ({ pathname, search }: { pathname: string; search: string }) => pathname + search;

interface Draft {
  readonly text: string;
  /** The query this text stands for (the state keeps it trimmed). */
  readonly q: string;
}

export interface SearchDriverOptions {
  readonly history: HistoryAdapter;
  readonly clock: DriverClock;
  /** The environments `env=` may name; none by default. */
  readonly environments?: EnvironmentChoice;
}

export interface SearchDriver {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => SearchSnapshot;
  /** Stops listening to the history and drops a pending commit. */
  readonly dispose: () => void;
}

/** Creates the driver; it corrects a URL the app cannot use at once (replacing it, notices in its state). */
export function createSearchDriver({
  history,
  clock,
  environments = NO_ENVIRONMENTS,
}: SearchDriverOptions): SearchDriver {
  const listeners = new Set<() => void>();
  let location = history.location();
  let parsed: ParsedSearchUrl = parseSearchUrl(location.pathname, location.search, environments);
  const previewHrefsOf = (url: ParsedSearchUrl) => previewHrefs(url.state, url.lang, url.env, url.embed);
  let previewHref = previewHrefsOf(parsed);
  let pending: SearchState | null = null;
  let timer: number | null = null;
  let draft: Draft | null = null;
  let composing = false;
  let lastEdit = Number.NEGATIVE_INFINITY;
  let snapshot: SearchSnapshot;

  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  // Selectors ask for links on every change of the snapshot, each keystroke included, mostly for states that did
  // not change (the committed search, the pages around it): each state's link is written once per URL, whose
  // language, environment and embed it carries.
  let links = new WeakMap<SearchState, Map<Locale | null, string>>();
  let linksOf = parsed;
  const hrefFor = (state: SearchState, lang: Locale | null = parsed.lang) => {
    if (linksOf !== parsed) {
      links = new WeakMap();
      linksOf = parsed;
    }
    let byLang = links.get(state);
    if (byLang === undefined) {
      byLang = new Map();
      links.set(state, byLang);
    }
    let href = byLang.get(lang);
    if (href === undefined) {
      href = toHref(serializeSearchUrl(state, lang, null, parsed.env, parsed.embed));
      byLang.set(lang, href);
    }
    return href;
  };
  const currentHref = () => location.pathname + location.search;

  const commit = () => {
    cancelTimer();
    if (pending === null) return;
    const href = hrefFor(pending);
    pending = null;
    if (href !== currentHref()) history.navigate(href, { replace: false });
    else emit();
  };

  const update: SearchIntents['update'] = (intent, timing) => {
    pending = intent(pending ?? parsed.state);
    cancelTimer();
    if (timing === 'now') {
      commit();
      return;
    }
    if (timing !== 'never') timer = clock.setTimeout(commit, COMMIT_DELAY_MS[timing]);
    emit();
  };

  const view = () => pending ?? parsed.state;

  const edit = (text: string, timing: CommitTiming | null) => {
    lastEdit = clock.now();
    draft = { text, q: normalizeQuery(text) };
    if (timing === null) emit();
    else update((state) => setQuery(state, text), timing);
  };

  const intents: SearchIntents = {
    update,
    flush: commit,
    dismissNotices: () => history.navigate(currentHref(), { replace: true, state: null }),
    hrefFor,
    openPreview: (id: string) => {
      if (parsed.preview === id) return;
      cancelTimer();
      pending = null;
      history.navigate(previewHref(id), {
        replace: parsed.preview !== null,
        state: OPENED_PREVIEW,
      });
    },
    closePreview: () => {
      if (parsed.preview === null) return;
      if (isOpenedPreview(location.state)) history.back();
      else history.navigate(hrefFor(parsed.state), { replace: true });
    },
    setLang: (lang: Locale) => {
      const state = view();
      cancelTimer();
      pending = null;
      history.navigate(toHref(serializeSearchUrl(state, lang, parsed.preview, parsed.env, parsed.embed)), {
        replace: true,
        // A preview the app opened still closes with Back in the new language.
        state: isOpenedPreview(location.state) ? OPENED_PREVIEW : undefined,
      });
    },
    typeQuery: (text: string, nativeComposing: boolean) => {
      if (composing || nativeComposing) edit(text, 'never');
      // Spaces around the words do not change the search (nor send it back to page 1).
      else edit(text, normalizeQuery(text) === view().q ? null : 'typing');
    },
    compositionStart: () => {
      composing = true;
    },
    compositionEnd: (text: string) => {
      composing = false;
      edit(text, 'typing');
    },
    isComposing: () => composing,
    submitQuery: () => {
      if (composing) return;
      const text = snapshot.queryText;
      if (normalizeQuery(text) === view().q) commit();
      else edit(text, 'now');
    },
    clearQuery: () => {
      composing = false;
      edit('', view().q === '' ? null : 'now');
    },
  };

  function makeSnapshot(): SearchSnapshot {
    const shown = view();
    return {
      ...intents,
      previewHref,
      committed: parsed.state,
      view: shown,
      lang: parsed.lang,
      preview: parsed.preview,
      env: parsed.env,
      embed: parsed.embed,
      notices: noticesOf(location.state) ?? parsed.notices,
      queryText: draft !== null && draft.q === shown.q ? draft.text : shown.q,
      arrival: history.action(),
    };
  }

  function emit() {
    snapshot = makeSnapshot();
    for (const listener of listeners) listener();
  }

  /** A URL the app had to correct is replaced by its canonical form; the notices travel in the entry's state. */
  const canonicalize = () => {
    if (parsed.canonical) return false;
    history.navigate(
      toHref(serializeSearchUrl(parsed.state, parsed.lang, parsed.preview, parsed.env, parsed.embed)),
      {
        replace: true,
        state: { notices: parsed.notices },
      },
    );
    return true;
  };

  const onLocation = () => {
    const next = history.location();
    if (next === location) return;
    location = next;
    const url = parseSearchUrl(location.pathname, location.search, environments);
    // What did not change keeps the identity it has on screen (structural sharing): committing what the controls
    // already show is then no change to what is built from the view (the facets, the chips), and skips its render.
    parsed = {
      ...url,
      state: replaceEqualDeep(snapshot.view, url.state),
      embed: replaceEqualDeep(snapshot.embed, url.embed),
    };
    // The same search keeps its preview links (opening or closing a preview leaves them as they are); any other
    // search, language, environment or embedding writes another URL for the same id.
    const nextPreviewHref = previewHrefsOf(parsed);
    if (nextPreviewHref('') !== previewHref('')) previewHref = nextPreviewHref;
    // Any navigation drops what was pending: an intent from before back, forward or a link never overrides the
    // entry the person went to.
    cancelTimer();
    pending = null;
    // The corrected entry arrives as a location of its own.
    if (canonicalize()) return;
    // A new entry pushed while typing (a link clicked in the quiet period) would lose the field's text: send it
    // again. Back and forward are the person's choice of another search: the field then shows that one.
    if (
      history.action() !== 'POP' &&
      draft !== null &&
      draft.q !== parsed.state.q &&
      clock.now() - lastEdit <= RECENT_EDIT_MS
    ) {
      const text = draft.text;
      update((state) => setQuery(state, text), composing ? 'never' : 'typing');
      return;
    }
    emit();
  };

  snapshot = makeSnapshot();
  const unlisten = history.listen(onLocation);
  canonicalize();

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    dispose: () => {
      cancelTimer();
      unlisten();
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';

import { setQuery } from '../../search/transitions';
import { normalizeQuery } from '../../search/validate';
import { useSearchDriver, type CommitTiming, type SearchDriver } from '../search/SearchDriver';

/** A keystroke this recent still counts as typing when the search changes under it. */
const RECENT_EDIT_MS = 2_000;

export interface QueryDraft {
  /** What the field shows. */
  readonly text: string;
  readonly change: (text: string, nativeComposing: boolean) => void;
  readonly compositionStart: () => void;
  readonly compositionEnd: (text: string) => void;
  /** Whether an IME composition is open (read in event handlers). */
  readonly isComposing: () => boolean;
  /** Enter or the submit button: commits at once. */
  readonly submit: () => void;
  readonly clear: () => void;
}

interface Draft {
  readonly text: string;
  /** The query this text stands for (the state keeps it trimmed). */
  readonly q: string;
}

/**
 * The search field's text. The state holds the query trimmed, so the field keeps the text as typed (spaces and
 * all) while it still stands for the search's query; any other change of the query (back, forward, a link)
 * shows the new query. Typing commits after the driver's quiet period, an IME composition only when it ends.
 */
export function useQueryDraft(): QueryDraft {
  const driver = useSearchDriver();
  const { view } = driver;
  // Called on the driver, never detached: its methods are declared as methods (unbound-method).
  const update = useCallback<SearchDriver['update']>(
    (intent, timing) => driver.update(intent, timing),
    [driver],
  );
  const flush = useCallback(() => driver.flush(), [driver]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const composing = useRef(false);
  const lastEdit = useRef(Number.NEGATIVE_INFINITY);
  const text = draft !== null && draft.q === view.q ? draft.text : view.q;

  const navigationType = useNavigationType();

  // A new entry pushed during typing (a commit fired just before the latest keystroke, a link clicked in the
  // quiet period) drops the driver's pending intent: send the field's text again, so nothing typed is lost.
  // Back and forward are the person's choice of another search: the field then shows that one.
  useEffect(() => {
    if (draft === null || draft.q === view.q || navigationType === NavigationType.Pop) return;
    if (performance.now() - lastEdit.current > RECENT_EDIT_MS) return;
    // After this commit's effects: the driver forgets the dropped intent in its own effect, which runs after ours.
    const later = setTimeout(() =>
      update((state) => setQuery(state, draft.text), composing.current ? 'never' : 'typing'),
    );
    return () => clearTimeout(later);
  }, [draft, view.q, navigationType, update]);

  const edit = useCallback(
    (next: string, timing: CommitTiming | null) => {
      lastEdit.current = performance.now();
      setDraft({ text: next, q: normalizeQuery(next) });
      if (timing !== null) update((state) => setQuery(state, next), timing);
    },
    [update],
  );

  const change = useCallback(
    (next: string, nativeComposing: boolean) => {
      if (composing.current || nativeComposing) edit(next, 'never');
      // Spaces around the words do not change the search (nor send it back to page 1).
      else edit(next, normalizeQuery(next) === view.q ? null : 'typing');
    },
    [edit, view.q],
  );

  const compositionStart = useCallback(() => {
    composing.current = true;
  }, []);

  const compositionEnd = useCallback(
    (next: string) => {
      composing.current = false;
      edit(next, 'typing');
    },
    [edit],
  );

  const submit = useCallback(() => {
    if (composing.current) return;
    if (normalizeQuery(text) === view.q) flush();
    else edit(text, 'now');
  }, [edit, flush, text, view.q]);

  const clear = useCallback(() => {
    composing.current = false;
    edit('', view.q === '' ? null : 'now');
  }, [edit, view.q]);

  const isComposing = useCallback(() => composing.current, []);

  return { text, change, compositionStart, compositionEnd, isComposing, submit, clear };
}

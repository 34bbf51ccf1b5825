import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';

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

/**
 * The search field's text and what typing does: the headless driver holds both (typing commits after its quiet
 * period, an IME composition only when it ends, Enter at once).
 */
export function useQueryDraft(): QueryDraft {
  const text = useSearchSelector((s) => s.queryText);
  const intents = useSearchIntents();
  return {
    text,
    change: intents.typeQuery,
    compositionStart: intents.compositionStart,
    compositionEnd: intents.compositionEnd,
    isComposing: intents.isComposing,
    submit: intents.submitQuery,
    clear: intents.clearQuery,
  };
}

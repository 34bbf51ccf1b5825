import { useSearchDriver } from '../../bindings/searchDriver';

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
  const driver = useSearchDriver();
  return {
    text: driver.queryText,
    change: driver.typeQuery,
    compositionStart: driver.compositionStart,
    compositionEnd: driver.compositionEnd,
    isComposing: driver.isComposing,
    submit: driver.submitQuery,
    clear: driver.clearQuery,
  };
}

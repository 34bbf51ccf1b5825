import { useEffect, type RefObject } from 'react';

import { isSearchShortcut, isTextEntry } from './shortcut';

/** `/` (outside text fields) and Ctrl/⌘+K move focus to the search field and select its text. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (!isSearchShortcut(event, isTextEntry(event.target))) return;
      const field = input.current;
      if (!field) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

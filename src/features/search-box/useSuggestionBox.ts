import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import type { Suggestion } from '../../interface/searchObject';
import { useSuggestions } from '../../bindings/useSuggestions';

/** A pause this long in typing asks for suggestions: shorter than the search's own 500 ms, so they come first. */
export const SUGGEST_PAUSE_MS = 300;

export interface SuggestionBox {
  /** The suggestions shown (none while the list is closed). */
  readonly options: readonly Suggestion[];
  /** The option the arrows are on, or -1. */
  readonly active: number;
  /** The field's text changed (typing): the list closes until the next pause. */
  readonly typed: (text: string) => void;
  /** Arrows, Enter and Escape; true when the key was the list's (the field must not act on it too). */
  readonly keyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
  readonly close: () => void;
}

/**
 * The state of the search field's suggestion list (WAI-ARIA 1.2 combobox with a listbox popup, focus stays in the
 * field): at most one request per pause in typing, none when the budget has nothing to spare (the binding decides);
 * ↓/↑ move through the options (opening the list), Enter chooses, Escape closes.
 */
export function useSuggestionBox(text: string, choose: (suggestion: Suggestion) => void): SuggestionBox {
  const { list, request } = useSuggestions(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const available = list ?? [];
  const options = open ? available : [];

  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
  };

  const typed = (next: string) => {
    close();
    timer.current = setTimeout(() => {
      request(next);
      setOpen(true);
    }, SUGGEST_PAUSE_MS);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const count = available.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return false;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        // Alt+↓ only opens the list.
        if (!open && event.altKey) return true;
        setActive((current) => {
          if (!open || current < 0) return down ? 0 : count - 1;
          return (current + (down ? 1 : count - 1)) % count;
        });
        return true;
      }
      case 'Enter': {
        const chosen = options[active];
        if (!chosen || event.nativeEvent.isComposing) return false;
        event.preventDefault();
        close();
        choose(chosen);
        return true;
      }
      case 'Escape':
        if (options.length === 0) return false;
        // Only closes the list: the browser would clear a search field's text too.
        event.preventDefault();
        close();
        return true;
      default:
        return false;
    }
  };

  return { options, active: options.length === 0 ? -1 : active, typed, keyDown, close };
}

/** The keyboard shortcut to the search field: `/` outside a text field, and Ctrl/⌘+K anywhere. */

export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** Input types that take no typed text, so `/` there is free for the shortcut. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether typing into this event target enters text (then `/` is a character, not a shortcut). */
export function isTextEntry(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown; type?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
  return !NON_TEXT_INPUTS.has(type);
}

export function isSearchShortcut(event: ShortcutKey, inTextEntry: boolean): boolean {
  // Shift is allowed: on Nordic keyboards `/` is Shift+7.
  if (event.key === '/') return !inTextEntry && !event.ctrlKey && !event.metaKey && !event.altKey;
  // Ctrl/⌘+K types nothing, so it works from a text field too (as on data.norge.no).
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

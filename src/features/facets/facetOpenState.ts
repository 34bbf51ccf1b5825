/**
 * Which facet groups the reader closed, remembered per browser (localStorage) and shared by every facet panel of
 * the page (the sidebar and the drawer) through one small store. A group is open unless the reader closed it.
 */
import type { UrlFilterName } from '../../search/state';

export const FACET_OPEN_STORE_KEY = 'catalogue-search:facet-open:v1';

export type OpenStates = Readonly<Partial<Record<string, boolean>>>;

/** The stored text as open states; anything unreadable counts as nothing stored (all open). */
export function readOpenStates(text: string | null): OpenStates {
  if (text === null) return {};
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    const states: Record<string, boolean> = {};
    for (const [key, value] of Object.entries(json)) if (typeof value === 'boolean') states[key] = value;
    return states;
  } catch {
    return {};
  }
}

export function isOpen(states: OpenStates, id: UrlFilterName): boolean {
  return states[id] ?? true;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let states: OpenStates | null = null;
const listeners = new Set<() => void>();

const ALL_OPEN: OpenStates = {};

/** What a server renders (it cannot read the browser's choice), and so what the page hydrates with. */
export const allOpen = (): OpenStates => ALL_OPEN;

export function getOpenStates(): OpenStates {
  states ??= readOpenStates(storage()?.getItem(FACET_OPEN_STORE_KEY) ?? null);
  return states;
}

export function setOpen(id: UrlFilterName, open: boolean): void {
  const current = getOpenStates();
  if (isOpen(current, id) === open) return;
  states = { ...current, [id]: open };
  try {
    storage()?.setItem(FACET_OPEN_STORE_KEY, JSON.stringify(states));
  } catch {
    // Denied or full storage: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function subscribeOpenStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from a fresh browser. */
export function forgetOpenStates(): void {
  states = null;
}

/**
 * Scroll positions per history entry, kept in sessionStorage so back and forward (and a reload) return to where the
 * person was. Bounded: only the most recent entries are kept.
 */
const STORAGE_KEY = 'catalogue-search:scroll';
const MAX_ENTRIES = 50;

type Positions = [key: string, y: number][];

function read(storage: Storage | null): Positions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberScroll(storage: Storage | null, key: string, y: number): void {
  const positions = read(storage).filter(([entryKey]) => entryKey !== key);
  positions.push([key, Math.max(0, Math.round(y))]);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(positions.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked (a third-party iframe): restoring scroll is a nicety, not a requirement.
  }
}

export function recalledScroll(storage: Storage | null, key: string): number | null {
  return read(storage).find(([entryKey]) => entryKey === key)?.[1] ?? null;
}

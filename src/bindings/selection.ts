/**
 * What a component selects from the driver's snapshot, kept while it stays equal: the pieces of
 * `useSearchSelector`, free of React so they are tested directly.
 */

/** Whether two selections are the same for the component (it re-renders only when they are not). */
export type Equality<T> = (a: T, b: T) => boolean;

/**
 * `select` with a memory: the same source gives the same selection (React asks for it more than once per render),
 * and a selection equal to the previous one is the previous one itself, so `useSyncExternalStore`'s identity
 * check sees no change.
 */
export function memoizedSelector<S, T>(select: (source: S) => T, isEqual: Equality<T>): (source: S) => T {
  let last: { readonly source: S; readonly selection: T } | null = null;
  return (source) => {
    if (last !== null && last.source === source) return last.selection;
    const next = select(source);
    const selection = last !== null && isEqual(last.selection, next) ? last.selection : next;
    last = { source, selection };
    return selection;
  };
}

/** Lists with the same items in the same order (each compared by identity): a list of hrefs, of labels. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

/** Objects whose own properties are each the same (by identity): a search state rebuilt with equal parts. */
export function sameProperties<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(Reflect.get(a, key), Reflect.get(b, key)))
  );
}

/**
 * `select` run again only when `key` gives another value (by identity), its last selection returned otherwise: for
 * a part that changes rarely in a source made anew often (the links of the committed search, in a snapshot that each
 * keystroke makes anew). Define it once, outside a component, so its memory lasts.
 */
export function keyedSelector<S, K, T>(key: (source: S) => K, select: (source: S) => T): (source: S) => T {
  let last: { readonly key: K; readonly selection: T } | null = null;
  return (source) => {
    const next = key(source);
    if (last !== null && Object.is(last.key, next)) return last.selection;
    const selection = select(source);
    last = { key: next, selection };
    return selection;
  };
}

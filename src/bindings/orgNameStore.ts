/**
 * Organisation names learnt from every response the facets and chips have seen, per UI language. The response
 * carries names only in its hits, so a name learnt once is kept: an organisation never falls back to its number
 * when a later page lacks its hits.
 */
import type { Locale } from '../interface/locales';
import type { SearchObject } from '../interface/searchObject';
import { mergeOrgNames } from '../search/facets/orgNames';

const EMPTY: ReadonlyMap<string, string> = new Map();

export class OrgNameStore {
  private readonly names = new Map<Locale, ReadonlyMap<string, string>>();
  private readonly listeners = new Set<() => void>();

  /** The names known in `locale`; the same map until a new name is learnt. */
  get(locale: Locale): ReadonlyMap<string, string> {
    return this.names.get(locale) ?? EMPTY;
  }

  /** Adds the names of the hits' publishers; listeners hear of it only when a name is new. */
  learn(locale: Locale, hits: readonly SearchObject[]): void {
    const known = this.get(locale);
    const merged = mergeOrgNames(known, hits, locale);
    if (merged === known) return;
    this.names.set(locale, merged);
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const stores = new WeakMap<object, OrgNameStore>();

/** One store per owner (the app's query client), so separate apps and tests do not share names. */
export function orgNameStoreFor(owner: object): OrgNameStore {
  let store = stores.get(owner);
  if (!store) {
    store = new OrgNameStore();
    stores.set(owner, store);
  }
  return store;
}

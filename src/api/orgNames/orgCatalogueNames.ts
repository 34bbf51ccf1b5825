/**
 * Organisation names from the organisation catalogue the runtime configuration names, for the numbers the page
 * shows. Requests are batched (every number asked for within `batchDelayMs` goes together: a few by id, more as
 * one request for the whole list), kept in the browser for a day, and made with plain `fetch`: they never spend
 * the search interface's request budget, which limits only that interface.
 */
import type { Clock, TimerId } from '../budget/clock';
import { Organization, OrganizationList } from '../../interface/organization';
import {
  entriesOf,
  namesOf,
  needsFetch,
  readStoredEntries,
  writeStoredEntries,
  type OrgNameEntries,
  type OrgNameEntry,
} from './orgNameCache';

export const ORG_NAMES_STORE_KEY = 'catalogue-search:org-names:v1';

/** Up to this many numbers are asked for one by one; more, and the whole list costs one request instead. */
export const MAX_SINGLE_REQUESTS = 6;

export interface OrgCatalogueNamesOptions {
  /** The catalogue's base (`GET {baseUrl}/organizations[/{id}]`), absolute. */
  baseUrl: string;
  fetch: typeof fetch;
  clock: Clock;
  /** Where names are kept between visits; `null` keeps them for this page only. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  batchDelayMs?: number;
}

export class OrgCatalogueNames {
  private entries: OrgNameEntries;
  private readonly pending = new Set<string>();
  /** Asked for and not answered, or failed in this page: not asked again until a reload. */
  private readonly asked = new Set<string>();
  private timer: TimerId | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly key: string;

  constructor(private readonly options: OrgCatalogueNamesOptions) {
    this.key = `${ORG_NAMES_STORE_KEY}:${options.baseUrl}`;
    let stored: string | null = null;
    try {
      stored = options.storage?.getItem(this.key) ?? null;
    } catch {
      // Storage can be denied (privacy settings): the names are then kept for this page only.
    }
    this.entries = readStoredEntries(stored, options.clock.now());
  }

  /** Everything learnt; a new map whenever something was learnt, else the same one. */
  getEntries = (): OrgNameEntries => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Learns the organisations a server-rendered page named (its data), as if the catalogue had answered them: the
   * page hydrates with these names and never asks for them again.
   */
  seed(organizations: readonly Organization[]): void {
    if (organizations.length > 0) this.learn(entriesOf(organizations, this.options.clock.now()));
  }

  /** Asks for the names of `ids` (organisation numbers) that are neither known nor already asked for. */
  want(ids: Iterable<string>): void {
    const now = this.options.clock.now();
    for (const id of ids) {
      if (this.asked.has(id) || this.pending.has(id) || !needsFetch(this.entries, id, now)) continue;
      this.pending.add(id);
    }
    if (this.pending.size === 0 || this.timer !== null) return;
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.batchDelayMs ?? 30);
  }

  private async flush(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    for (const id of ids) this.asked.add(id);
    const learnt = new Map<string, OrgNameEntry>();
    const at = this.options.clock.now();
    if (ids.length > MAX_SINGLE_REQUESTS) {
      const list = await this.getJson('/organizations', OrganizationList);
      if (list === undefined) return;
      for (const organization of list ?? []) {
        learnt.set(organization.organizationId, { at, names: namesOf(organization) });
      }
      for (const id of ids) if (!learnt.has(id)) learnt.set(id, { at, names: null });
    } else {
      const answers = await Promise.all(
        ids.map((id) => this.getJson(`/organizations/${encodeURIComponent(id)}`, Organization)),
      );
      answers.forEach((answer, index) => {
        const id = ids[index];
        // `undefined`: failed, ask again on the next page load; `null`: the catalogue does not know it.
        if (id === undefined || answer === undefined) return;
        learnt.set(id, { at, names: answer === null ? null : namesOf(answer) });
      });
    }
    if (learnt.size > 0) this.learn(learnt);
  }

  /** The parsed answer; `null` for 404 (unknown); `undefined` for any failure. */
  private async getJson<T>(
    path: string,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  ): Promise<T | null | undefined> {
    try {
      const response = await this.options.fetch(`${this.options.baseUrl}${path}`, {
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) return undefined;
      const parsed = schema.safeParse(await response.json());
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  private learn(learnt: ReadonlyMap<string, OrgNameEntry>): void {
    const next = new Map(this.entries);
    for (const [id, entry] of learnt) next.set(id, entry);
    this.entries = next;
    try {
      this.options.storage?.setItem(this.key, writeStoredEntries(next, this.options.clock.now()));
    } catch {
      // A full or denied storage only costs the next visit a request.
    }
    for (const listener of this.listeners) listener();
  }
}

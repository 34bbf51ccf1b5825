/**
 * Organisation names by organisation number as kept in the browser: each entry remembers when it was learnt
 * and is forgotten a day later (the register changes slowly). Pure: reading, pruning and writing the stored
 * text; the loader (orgCatalogueNames.ts) does the I/O.
 */
import * as z from 'zod/mini';

import type { Organization } from '../../interface/organization';

export const ORG_NAMES_TTL_MS = 24 * 60 * 60 * 1000;

/** The names of one organisation; `null` when the catalogue does not know the number (also kept a day). */
export interface OrgNames {
  readonly name: string;
  readonly nb?: string;
  readonly nn?: string;
  readonly en?: string;
}

export interface OrgNameEntry {
  /** When it was learnt (ms since the epoch). */
  readonly at: number;
  readonly names: OrgNames | null;
}

export type OrgNameEntries = ReadonlyMap<string, OrgNameEntry>;

const StoredNames = z.object({
  name: z.string(),
  nb: z.optional(z.string()),
  nn: z.optional(z.string()),
  en: z.optional(z.string()),
});
const Stored = z.object({
  v: z.literal(1),
  // Organisation id → entry: an object whose every key is checked as an entry (`catchall`; a record schema would add
  // its own code to the first page for the same check).
  entries: z.catchall(z.object({}), z.object({ at: z.number(), names: z.nullable(StoredNames) })),
});

const fresh = (entry: OrgNameEntry, now: number): boolean =>
  entry.at <= now && now - entry.at < ORG_NAMES_TTL_MS;

/** The entries of a stored text still fresh at `now`; anything unreadable counts as nothing stored. */
export function readStoredEntries(text: string | null, now: number): Map<string, OrgNameEntry> {
  const entries = new Map<string, OrgNameEntry>();
  if (text === null) return entries;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return entries;
  }
  const parsed = Stored.safeParse(json);
  if (!parsed.success) return entries;
  for (const [id, stored] of Object.entries(parsed.data.entries)) {
    const entry: OrgNameEntry = { at: stored.at, names: stored.names };
    if (fresh(entry, now)) entries.set(id, entry);
  }
  return entries;
}

/** The text to store: only entries still fresh at `now`, so the stored list never grows with stale names. */
export function writeStoredEntries(entries: OrgNameEntries, now: number): string {
  const out: Record<string, OrgNameEntry> = {};
  for (const [id, entry] of entries) if (fresh(entry, now)) out[id] = entry;
  return JSON.stringify({ v: 1, entries: out });
}

/** Whether `id` needs asking for at `now` (never learnt, or learnt more than a day ago). */
export function needsFetch(entries: OrgNameEntries, id: string, now: number): boolean {
  const entry = entries.get(id);
  return entry === undefined || !fresh(entry, now);
}

const trimmed = (text: string | null | undefined): string | undefined => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The names an organisation answer carries; `null` when it has none worth showing. */
export function namesOf(organization: Organization): OrgNames | null {
  const name = trimmed(organization.name);
  const nb = trimmed(organization.prefLabel?.nb);
  const nn = trimmed(organization.prefLabel?.nn);
  const en = trimmed(organization.prefLabel?.en);
  const base = nb ?? name ?? nn ?? en;
  if (base === undefined) return null;
  return { name: base, ...(nb && { nb }), ...(nn && { nn }), ...(en && { en }) };
}

/** The name in a UI language: its own label, else Bokmål, else the register's name. */
export function nameIn(names: OrgNames, locale: 'nb' | 'nn' | 'en'): string {
  return names[locale] ?? names.nb ?? names.name;
}

/** Organisation numbers in an orgPath (`/STAT/912660680/974760673` -> both numbers); the kind is not one. */
export function orgNumbersOf(path: string): string[] {
  return path.split('/').filter((segment) => /^\d+$/.test(segment));
}

/** The entries of organisations the catalogue answered at `at`. */
export function entriesOf(organizations: readonly Organization[], at: number): Map<string, OrgNameEntry> {
  const entries = new Map<string, OrgNameEntry>();
  for (const organization of organizations) {
    entries.set(organization.organizationId, { at, names: namesOf(organization) });
  }
  return entries;
}

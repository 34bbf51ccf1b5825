/**
 * The validation of `filters`, built from the vocabulary's `FILTERS` table: a filter added there is
 * validated (and mapped to the engine's conditions) with no change here. As in the real service,
 * `{"value": null}` means "no condition" except on the nullable filters (`accessRights`, `orgPath`), where it
 * selects the resources without a value; unknown filter names are ignored (and reported by `ignoredFilters`).
 */
import * as z from 'zod';

import type { FilterConditions } from '../engine/types';
import { FILTERS, type FilterName, type FilterSpec } from '../../src/interface/vocabulary';

/** What a filter's `value` may be, in words, for error messages and the OpenAPI document. */
export function describeFilterValue(spec: FilterSpec): string {
  const nullable = spec.nullable ? ', or null for "has none"' : '';
  switch (spec.kind) {
    case 'boolean':
      return 'must be true or false';
    case 'integer':
      return 'must be a whole number of days, 0 or more';
    case 'string':
      return `must be a string${nullable}`;
    case 'stringList':
      return `must be an array of strings${nullable}`;
    case 'stringOrList':
      return `must be a string or an array of strings${nullable}`;
  }
}

type EngineFilterValue = boolean | number | string | null | readonly (string | null)[];

/** The schema of one filter's `value`, parsing to the engine's shape (lists always arrays). */
export function filterValueSchema(spec: FilterSpec): z.ZodType<EngineFilterValue> {
  const error = describeFilterValue(spec);
  const text = spec.nullable ? z.string({ error }).nullable() : z.string({ error });
  const list = z.array(text, { error });
  switch (spec.kind) {
    case 'boolean':
      return z.boolean({ error });
    case 'integer':
      return z.number({ error }).int({ error }).min(0, { error });
    case 'string':
      return text;
    case 'stringList':
      return list;
    case 'stringOrList':
      return z.union([text, list], { error }).transform((value) => (Array.isArray(value) ? value : [value]));
  }
}

const entries = Object.entries(FILTERS) as [FilterName, FilterSpec][];

/** One filter's `{value}`; a `null` value of a filter that is not nullable parses to `null` (no condition). */
function filterEntrySchema(spec: FilterSpec) {
  const value = filterValueSchema(spec);
  return z.object({ value: spec.nullable ? value : value.nullable() });
}

/** Each filter's `{value}` schema by name, so the OpenAPI document can describe them one by one. */
export const FILTER_ENTRY_SCHEMAS = Object.fromEntries(
  entries.map(([name, spec]) => [name, filterEntrySchema(spec)]),
) as Record<FilterName, ReturnType<typeof filterEntrySchema>>;

/** `filters`: an object of `{value}` entries (or null) keyed by filter name; unknown names are dropped. */
export const FiltersSchema = z.object(
  Object.fromEntries(entries.map(([name]) => [name, FILTER_ENTRY_SCHEMAS[name].nullish()])),
);

/** The names in a `filters` object that are not filters, in the order given. */
export function ignoredFilters(filters: unknown): string[] {
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return [];
  return Object.keys(filters).filter((name) => !Object.hasOwn(FILTERS, name));
}

/** The validated `filters` as the engine's conditions; absent and null entries add nothing. */
export function toFilterConditions(
  filters: Partial<Record<string, { value: EngineFilterValue } | null | undefined>>,
) {
  const conditions: Record<string, EngineFilterValue> = {};
  for (const [name] of entries) {
    const value = filters[name]?.value;
    // A nullable filter's null arrived here as [null]; a bare null is "no condition".
    if (value !== undefined && value !== null) conditions[name] = value;
  }
  // Each value was parsed by the schema of its own filter's kind, which is the engine's type for it.
  return conditions as FilterConditions;
}

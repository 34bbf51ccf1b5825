/**
 * A search request body, validated and mapped to the engine's query. Every bad field is reported with its
 * dotted path (`filters.dataTheme.value`); unknown top-level keys and unknown filter names are ignored, like
 * the public service does, and the unknown filter names are handed back so the response can name them.
 */
import * as z from 'zod';

import type { EngineQuery } from '../engine/types';
import {
  DEFAULT_API_PAGE_SIZE,
  MAX_RESULT_WINDOW,
  SORT_DIRECTIONS,
  SORT_FIELD,
  type SearchType,
} from '../../src/interface/vocabulary';
import { FiltersSchema, ignoredFilters, toFilterConditions } from './filterSchemas';
import type { FieldError } from './problem';
import { refineQueryCost } from './queryCost';

/** At most this many field errors are listed; a body of 64 KiB could otherwise name thousands. */
export const MAX_FIELD_ERRORS = 50;

const flag = z.boolean({ error: 'must be true or false' }).nullish();
const whole = (error: string) => z.number({ error }).int({ error }).nullish();

/** The page and size the engine gets: page below 0 is 0, size below 1 is the default. */
function normalizePage(pagination: { page?: number | null; size?: number | null } | null | undefined) {
  const page = Math.max(0, pagination?.page ?? 0);
  const size = pagination?.size ?? DEFAULT_API_PAGE_SIZE;
  return { page, size: size < 1 ? DEFAULT_API_PAGE_SIZE : size };
}

const Pagination = z
  .object(
    {
      page: whole('must be a whole number'),
      size: whole('must be a whole number'),
    },
    { error: 'must be an object {page, size}' },
  )
  .refine(
    (pagination) => {
      const { page, size } = normalizePage(pagination);
      return page * size + size <= MAX_RESULT_WINDOW;
    },
    {
      error: `page * size + size may not exceed ${MAX_RESULT_WINDOW}`,
      when: (payload) => payload.issues.length === 0,
    },
  )
  .nullish();

const isBlank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

export const SearchBodySchema = z
  .object(
    {
      query: z.string({ error: 'must be a string or null' }).superRefine(refineQueryCost).nullish(),
      fields: z
        .object(
          { title: flag, description: flag, keyword: flag, additionalTitles: flag },
          { error: 'must be an object of true/false flags' },
        )
        .nullish(),
      pagination: Pagination,
      sort: z
        .object(
          {
            field: z.literal(SORT_FIELD, { error: `must be "${SORT_FIELD}"` }),
            direction: z.enum(SORT_DIRECTIONS, { error: 'must be "ASC" or "DESC"' }).nullish(),
          },
          { error: `must be an object {field: "${SORT_FIELD}", direction}` },
        )
        .nullish(),
      profile: z.literal('TRANSPORT', { error: 'must be "TRANSPORT" or null' }).nullish(),
      filters: FiltersSchema.nullish(),
    },
    { error: 'the request body must be a JSON object' },
  )
  .refine(
    ({ query, fields }) =>
      isBlank(query) ||
      fields?.title !== false ||
      fields.description !== false ||
      fields.keyword !== false ||
      fields.additionalTitles !== false,
    {
      path: ['fields'],
      error: 'a query needs at least one of title, description, keyword, additionalTitles',
      // Checked even when other fields are bad, so every bad field is named at once.
      when: (payload) =>
        payload.issues.every((issue) => {
          const field = issue.path?.[0];
          return field !== undefined && field !== 'query' && field !== 'fields';
        }),
    },
  );

export type SearchRequestResult =
  | {
      ok: true;
      query: EngineQuery;
      /** Names in `filters` that are no filter: ignored, as the real service does. */
      ignoredFilters: string[];
    }
  | { ok: false; errors: FieldError[] };

const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

const fieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] =>
  issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));

/** Validates a parsed JSON body for the endpoint searching `types` (`null`: every type). */
export function parseSearchRequest(body: unknown, types: readonly SearchType[] | null): SearchRequestResult {
  const parsed = SearchBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: limit(fieldErrors(parsed.error.issues)) };
  const { query, fields, pagination, sort, profile, filters } = parsed.data;
  const flags = {
    title: fields?.title ?? true,
    description: fields?.description ?? true,
    keyword: fields?.keyword ?? true,
    // Only an explicit false drops concepts' additional titles, as every other field.
    ...(fields?.additionalTitles === false ? { additionalTitles: false } : {}),
  };
  const { page, size } = normalizePage(pagination);
  return {
    ok: true,
    query: {
      types,
      query: query ?? '',
      fields: flags,
      filters: filters ? toFilterConditions(filters) : {},
      sort: sort ? (sort.direction ?? 'DESC') : null,
      page,
      size,
      ...(profile === 'TRANSPORT' ? { transportOnly: true } : {}),
    },
    ignoredFilters: isObject(body) ? ignoredFilters(body.filters) : [],
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function limit(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const key = `${error.path}\n${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.slice(0, MAX_FIELD_ERRORS);
}

/** At most this many ignored names are listed in `X-Ignored-Filters`, each cut to `MAX_NAME_LENGTH`. */
const MAX_IGNORED_LISTED = 20;
const MAX_NAME_LENGTH = 64;

/**
 * The `X-Ignored-Filters` value naming ignored filters (`null`: none). Names are the client's own text, so
 * anything but plain visible ASCII (and the comma that separates them) is percent-encoded: a header can
 * never be broken or forged by a filter name.
 */
export function ignoredFiltersHeader(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const safe = names.slice(0, MAX_IGNORED_LISTED).map((name) => {
    const encoded = name.slice(0, MAX_NAME_LENGTH).replace(/[^\x21-\x2b\x2d-\x7e]/gu, percentEncoded);
    return name.length > MAX_NAME_LENGTH ? `${encoded}...` : encoded;
  });
  const more = names.length - safe.length;
  return more > 0 ? `${safe.join(', ')}, (${more} more)` : safe.join(', ');
}

/** A character as UTF-8 percent escapes; a lone surrogate (valid JSON, not UTF-8) as U+FFFD's. */
function percentEncoded(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '%EF%BF%BD';
  }
}

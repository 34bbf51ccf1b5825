/**
 * The environments the app may search (README "Environments"): this server's own `/api` (`local`), the catalogue's
 * demo and production services, and any the operator adds with `ENVIRONMENTS_FILE` (a JSON list) or `ENVIRONMENTS`
 * (`id=base_url` pairs); `DEFAULT_ENVIRONMENT` names the one used when the URL names none. Parsed at start, so a bad
 * list stops the server with one line naming the variable, never a browser with a half-working app.
 */
import * as z from 'zod/mini';

import {
  ENVIRONMENT_ID,
  EnvironmentSchema,
  LOCAL_ENVIRONMENT_ID,
  PUBLIC_ENVIRONMENTS,
  type Environment,
} from '../../src/interface/runtimeConfig';
import { RATE_LIMIT } from '../../src/interface/vocabulary';

export const ENVIRONMENT_VARIABLES = ['ENVIRONMENTS', 'ENVIRONMENTS_FILE', 'DEFAULT_ENVIRONMENT'] as const;
export type EnvironmentVariable = (typeof ENVIRONMENT_VARIABLES)[number];

export interface EnvironmentsConfig {
  /** The operator's own environments, in the order given (file first, then the variable). */
  added: readonly Environment[];
  defaultEnvironment: string;
}

type Read = (variable: EnvironmentVariable) => string | undefined;
type Fail = (variable: EnvironmentVariable, problem: string, raw: string) => never;
/** Reads a file as UTF-8 text (injected so that tests need no files). */
export type ReadText = (path: string) => string;

/** An added service is spent like the public interface (10 per minute, burst 20) unless its entry says otherwise. */
const PUBLIC_BUDGET = { perMinute: RATE_LIMIT.perMinute, burst: RATE_LIMIT.burst };

/** The ids every server has; an added environment may not reuse them. */
export const BUILT_IN_ENVIRONMENT_IDS: readonly string[] = [
  LOCAL_ENVIRONMENT_ID,
  ...PUBLIC_ENVIRONMENTS.map((environment) => environment.id),
];

/** An absolute http(s) URL without query, fragment or credentials, without its trailing slashes; else null. */
export function plainHttpUrl(raw: string): string | null {
  const trimmed = raw.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    const plain = url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && plain && !/\s/.test(trimmed)
      ? trimmed
      : null;
  } catch {
    return null;
  }
}

/** A service `{base_url}` or organisation catalogue: absolute http(s), or a path on this server such as `/api`. */
function serviceUrl(raw: string): string | null {
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !/[\s?#\\]/.test(trimmed)) return trimmed;
  return plainHttpUrl(raw);
}

const labelOf = (baseUrl: string): string => {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
};

/** `staging=https://…,test=https://…`: each pair one environment, labelled by its host. */
export function parseEnvironmentPairs(raw: string, fail: Fail): Environment[] {
  const pairs = raw
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  return pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const id = equals < 0 ? '' : pair.slice(0, equals).trim();
    const url = equals < 0 ? null : serviceUrl(pair.slice(equals + 1));
    if (equals < 0) fail('ENVIRONMENTS', `${JSON.stringify(pair)} is not id=base_url`, raw);
    if (!ENVIRONMENT_ID.test(id)) {
      fail('ENVIRONMENTS', `${JSON.stringify(id)} is not an id (lower-case letters, digits, "-")`, raw);
    }
    if (url === null)
      fail('ENVIRONMENTS', `the base URL of ${id} must be an http(s) URL or a path like /api`, raw);
    return { id, label: labelOf(url), searchApiBaseUrl: url, rateLimit: PUBLIC_BUDGET };
  });
}

const FileEntry = z.object({
  id: EnvironmentSchema.shape.id,
  label: z.optional(EnvironmentSchema.shape.label),
  searchApiBaseUrl: z.string(),
  organizationCatalogueUrl: z.optional(z.string()),
  rateLimit: EnvironmentSchema.shape.rateLimit,
  portalUrl: z.optional(z.string()),
});
const FileEntries = z.array(FileEntry);

/**
 * The file's JSON list; each entry needs `id` and `searchApiBaseUrl`, the rest is optional (`label`,
 * `organizationCatalogueUrl`, `rateLimit`, `portalUrl`: the portal with a page per resource).
 */
export function parseEnvironmentsFile(text: string, path: string, fail: Fail): Environment[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail('ENVIRONMENTS_FILE', `is not JSON (${reason})`, path);
  }
  const parsed = FileEntries.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    return fail('ENVIRONMENTS_FILE', `is not a list of environments${where}: ${issue?.message ?? ''}`, path);
  }
  return parsed.data.map((entry, index) => {
    const baseUrl = serviceUrl(entry.searchApiBaseUrl);
    if (baseUrl === null) {
      fail('ENVIRONMENTS_FILE', `${index}.searchApiBaseUrl must be an http(s) URL or a path like /api`, path);
    }
    const organizationCatalogueUrl =
      entry.organizationCatalogueUrl === undefined ? undefined : serviceUrl(entry.organizationCatalogueUrl);
    if (organizationCatalogueUrl === null) {
      fail('ENVIRONMENTS_FILE', `${index}.organizationCatalogueUrl must be an http(s) URL or a path`, path);
    }
    const portalUrl = entry.portalUrl === undefined ? undefined : plainHttpUrl(entry.portalUrl);
    if (portalUrl === null) {
      fail('ENVIRONMENTS_FILE', `${index}.portalUrl must be an http(s) URL without query or fragment`, path);
    }
    return {
      id: entry.id,
      label: entry.label ?? labelOf(baseUrl),
      searchApiBaseUrl: baseUrl,
      ...(organizationCatalogueUrl === undefined ? {} : { organizationCatalogueUrl }),
      rateLimit: entry.rateLimit ?? PUBLIC_BUDGET,
      ...(portalUrl === undefined ? {} : { portalUrl }),
    };
  });
}

/** The operator's environments and the default, checked against each other and the built-in ones. */
export function parseEnvironmentsConfig(read: Read, fail: Fail, readText: ReadText): EnvironmentsConfig {
  const seen = new Set(BUILT_IN_ENVIRONMENT_IDS);
  const added: Environment[] = [];
  const addAll = (variable: EnvironmentVariable, raw: string, environments: readonly Environment[]) => {
    for (const environment of environments) {
      if (seen.has(environment.id)) {
        const builtIn = BUILT_IN_ENVIRONMENT_IDS.includes(environment.id) ? ' (built in)' : '';
        fail(variable, `the id ${JSON.stringify(environment.id)} is already defined${builtIn}`, raw);
      }
      seen.add(environment.id);
      added.push(environment);
    }
  };

  const file = read('ENVIRONMENTS_FILE');
  if (file !== undefined) {
    let text: string;
    try {
      text = readText(file);
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
      return fail('ENVIRONMENTS_FILE', `cannot be read (${reason})`, file);
    }
    addAll('ENVIRONMENTS_FILE', file, parseEnvironmentsFile(text, file, fail));
  }
  const pairs = read('ENVIRONMENTS');
  if (pairs !== undefined) addAll('ENVIRONMENTS', pairs, parseEnvironmentPairs(pairs, fail));

  const chosen = read('DEFAULT_ENVIRONMENT')?.trim() ?? LOCAL_ENVIRONMENT_ID;
  if (!seen.has(chosen)) fail('DEFAULT_ENVIRONMENT', `must be one of ${[...seen].join(', ')}`, chosen);
  return { added, defaultEnvironment: chosen };
}

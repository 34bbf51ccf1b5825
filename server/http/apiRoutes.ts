/**
 * Which `/api` resource a method and path name, decided before the body is read: unknown paths are 404,
 * known paths with another method 405 (with `Allow`), `OPTIONS` a preflight. Pure, so the table is tested
 * directly and the OpenAPI document lists the same paths.
 */
import { SEARCH_ENDPOINTS, type SearchType } from '../../src/interface/vocabulary';

export const API_PREFIX = '/api';

export type ApiRoute =
  | { kind: 'search'; types: readonly SearchType[] | null }
  | { kind: 'suggestions'; types: readonly SearchType[] | null }
  | { kind: 'openapi' }
  | { kind: 'status' }
  /** The organisation catalogue's list (`id: null`) or one organisation. */
  | { kind: 'organizations'; id: string | null };

export type ApiResolution =
  | { status: 'ok'; route: ApiRoute }
  | { status: 'preflight'; allow: string }
  | { status: 'notFound' }
  | { status: 'methodNotAllowed'; allow: string };

export const POST_ALLOW = 'POST, OPTIONS';
export const GET_ALLOW = 'GET, OPTIONS';

/** Where the OpenAPI description is answered: ours, and the real service's own path. */
export const OPENAPI_PATHS: readonly string[] = ['openapi.json', 'v3/api-docs'];

/** The organisation catalogue's endpoints, below `/api`. */
export const ORGANIZATION_CATALOGUE_PATH = 'organization-catalogue';
const ORGANIZATIONS_PATH = `${ORGANIZATION_CATALOGUE_PATH}/organizations`;

/** Organisation names cost no rate-limit token: the app fetches them once a day, and they are cacheable. */
export const isFreeOfCharge = (pathname: string): boolean =>
  pathname.startsWith(`${API_PREFIX}/${ORGANIZATION_CATALOGUE_PATH}/`);

/** The path of a URL without its query string. */
export function pathnameOf(url: string): string {
  const query = url.search(/[?#]/);
  return query >= 0 ? url.slice(0, query) : url;
}

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/** The types of an endpoint segment; own keys only, so `constructor` is not an endpoint. */
export function typesOfEndpoint(segment: string): readonly SearchType[] | undefined {
  return Object.hasOwn(SEARCH_ENDPOINTS, segment) ? SEARCH_ENDPOINTS[segment] : undefined;
}

function routeOf(pathname: string): { route: ApiRoute; method: 'GET' | 'POST' } | null {
  const rest = pathname.slice(API_PREFIX.length + 1);
  if (OPENAPI_PATHS.includes(rest)) return { route: { kind: 'openapi' }, method: 'GET' };
  if (rest === 'status') return { route: { kind: 'status' }, method: 'GET' };
  if (rest === ORGANIZATIONS_PATH) return { route: { kind: 'organizations', id: null }, method: 'GET' };
  if (rest.startsWith(`${ORGANIZATIONS_PATH}/`)) {
    const id = rest.slice(ORGANIZATIONS_PATH.length + 1);
    return id === '' || id.includes('/') ? null : { route: { kind: 'organizations', id }, method: 'GET' };
  }
  const [resource, type, ...more] = rest.split('/');
  if (more.length > 0) return null;
  const types = type === undefined ? null : typesOfEndpoint(type);
  if (types === undefined) return null;
  if (resource === 'search') return { route: { kind: 'search', types }, method: 'POST' };
  if (resource === 'suggestions') return { route: { kind: 'suggestions', types }, method: 'GET' };
  return null;
}

export function resolveApiRequest(method: string, pathname: string): ApiResolution {
  const found = isApiPath(pathname) ? routeOf(pathname) : null;
  if (found === null) return { status: 'notFound' };
  const allow = found.method === 'POST' ? POST_ALLOW : GET_ALLOW;
  if (method === 'OPTIONS') return { status: 'preflight', allow };
  if (method !== found.method) return { status: 'methodNotAllowed', allow };
  return { status: 'ok', route: found.route };
}

/** The service's endpoint addresses under its `{base_url}`. */
import { endpointPath } from '../interface/endpoints';
import type { SearchScope } from '../interface/vocabulary';

export type { SearchScope };

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function searchEndpointUrl(baseUrl: string, scope: SearchScope): string {
  return `${trimBase(baseUrl)}/${endpointPath('search', scope)}`;
}

export function suggestionsUrl(baseUrl: string, scope: SearchScope, q: string): string {
  const path = `${trimBase(baseUrl)}/${endpointPath('suggestions', scope)}`;
  return `${path}?${new URLSearchParams({ q }).toString()}`;
}

/** Whether the browser sends a request from `origin` to `baseUrl` cross-origin (CORS, preflights). */
export function isCrossOrigin(baseUrl: string, origin: string | undefined): boolean {
  const url = absolute(baseUrl) ?? (origin === undefined ? undefined : absolute(baseUrl, origin));
  // A base that cannot be resolved is relative to the page, so on the page's own origin.
  return url !== undefined && url.origin !== origin;
}

function absolute(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

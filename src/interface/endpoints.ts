/** The interface's endpoint paths below `{base_url}`: one rule for the app's client and anything that names them. */
import type { SearchScope } from './vocabulary';

/** `search` for all types, `search/{type}` for one (likewise `suggestions`). */
export function endpointPath(endpoint: 'search' | 'suggestions', scope: SearchScope): string {
  return scope === 'all' ? endpoint : `${endpoint}/${scope}`;
}

import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../interface/runtimeConfig';
import { readRuntimeConfig } from './readRuntimeConfig';

/** Where the page may carry its configuration: the document, in the browser. */
export interface ConfigPage {
  getElementById(id: string): { readonly textContent: string | null } | null;
}

/**
 * The configuration the local service put in the page, else `/config.json`; a missing or malformed one is a clear
 * error, never a half-configured app. The request matches index.html's preload (same URL, default cache mode and
 * credentials), so a page served without the configuration in it uses the preloaded answer; the server's
 * `no-store` keeps it from being cached beyond that.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  page: ConfigPage | null = typeof document === 'undefined' ? null : document,
): Promise<RuntimeConfig> {
  const inline = page?.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (inline) return readRuntimeConfig(parseInline(inline.textContent ?? ''));
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return readRuntimeConfig(await response.json());
}

function parseInline(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`The page's configuration (#${RUNTIME_CONFIG_ELEMENT_ID}) is not JSON`);
  }
}

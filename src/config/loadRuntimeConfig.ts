import type { RuntimeConfig } from '../interface/runtimeConfig';
import { readRuntimeConfig } from './readRuntimeConfig';

/**
 * Reads `/config.json`; a missing or malformed file is a clear error, never a half-configured app. The request
 * matches index.html's preload (same URL, default cache mode and credentials), so the preloaded answer is used; the
 * server's `no-store` keeps it from being cached beyond that.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return readRuntimeConfig(await response.json());
}

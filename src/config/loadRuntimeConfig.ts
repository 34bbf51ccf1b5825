import * as z from 'zod/mini';

import { RuntimeConfig } from '../interface/runtimeConfig';

/**
 * Reads `/config.json`; a missing or malformed file is a clear error, never a half-configured app. The request
 * matches index.html's preload (same URL, default cache mode and credentials), so the preloaded answer is used; the
 * server's `no-store` keeps it from being cached beyond that.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const parsed = RuntimeConfig.safeParse(await response.json());
  if (!parsed.success) throw new Error(`/config.json is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

import * as z from 'zod/mini';

import { RuntimeConfig } from '../interface/runtimeConfig';

/** Reads `/config.json`; a missing or malformed file is a clear error, never a half-configured app. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const parsed = RuntimeConfig.safeParse(await response.json());
  if (!parsed.success) throw new Error(`/config.json is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

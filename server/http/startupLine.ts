/** The one line the service prints when it is ready to answer. */
import type { AddressInfo } from 'node:net';

import type { RateBudget } from './config';
import type { CatalogueInfo } from './runtimeConfig';

export function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const count = (n: number): string => n.toLocaleString('en-US');

export function startupLine(
  url: string,
  catalogue: CatalogueInfo,
  elapsedMs: number,
  rateLimit: RateBudget,
  fromCache = false,
): string {
  const { size, source } = catalogue;
  const what =
    source.kind === 'demo'
      ? `demo catalogue, ${count(size)} resources (seed ${source.seed})`
      : `catalogue ${source.path}, ${count(size)} resources`;
  const limit =
    rateLimit.perMinute > 0
      ? `rate limit ${rateLimit.perMinute}/min, burst ${rateLimit.burst}`
      : 'rate limit off';
  return `Catalogue search on ${url} — ${what} ${fromCache ? 'index read from the cache' : 'indexed'} in ${Math.round(elapsedMs)} ms — ${limit}`;
}

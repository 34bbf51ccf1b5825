/**
 * Which client a request is charged to. Without trusted proxies: the socket's peer. Behind trusted proxies
 * (`TRUST_PROXY`), Fastify's `trustProxy` walks `X-Forwarded-For` from the right and `request.ip` is the
 * first hop that is not a trusted proxy (the left part of the header is whatever the client wrote). When a
 * trusted proxy sends RFC 7239 `Forwarded` and no `X-Forwarded-For`, its `for=` hops are walked the same way.
 * The address found is then normalised into the limiter's key (clientKey.ts).
 */
import { BlockList, isIP } from 'node:net';

import type { FastifyRequest } from 'fastify';

import { clientKey } from './clientKey';

/** Whether an address (as a socket or header gives it) is one of the trusted proxies. */
export type TrustProxy = (address: string) => boolean;

/** `[2001:db8::1]:4711` and `10.0.0.1:80` as the bare address, for the trust check. */
function stripPort(address: string): string {
  const text = address.trim();
  const bracketed = /^\[([^\]]*)\]/.exec(text);
  if (bracketed) return bracketed[1] ?? '';
  return /^[^:]+:\d*$/.test(text) ? text.slice(0, text.indexOf(':')) : text;
}

/** `::ffff:10.0.0.1` is 10.0.0.1 for the trust check, as the proxy list names IPv4 proxies in IPv4. */
const unmapped = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The trust check for Fastify's `trustProxy` option, built from addresses and CIDR blocks (config.ts checks them). */
export function trustProxyOf(proxies: readonly string[]): TrustProxy {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = unmapped(stripPort(address));
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The `for=` values of a `Forwarded` header, first hop first: `for=192.0.2.60`, `for="[2001:db8::1]:4711"`,
 * `For=unknown` (RFC 7239 section 4 and 6). Elements without `for` are left out.
 */
export function forwardedFor(header: string): string[] {
  const hops: string[] = [];
  for (const element of header.split(',')) {
    for (const pair of element.split(';')) {
      const match = /^\s*for\s*=\s*(?:"([^"]*)"|([^\s"]*))\s*$/i.exec(pair);
      if (match) hops.push(match[1] ?? match[2] ?? '');
    }
  }
  return hops;
}

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** The limiter key of a request; `request.ip` already honours `trustProxy` for `X-Forwarded-For`. */
export function clientKeyOf(request: FastifyRequest, trusted: TrustProxy): string {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = headerText(request.headers.forwarded);
  const usesForwarded =
    forwarded !== undefined && request.headers['x-forwarded-for'] === undefined && trusted(peer);
  if (!usesForwarded) return clientKey(request.ip);
  const hops = forwardedFor(forwarded);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (!trusted(hop)) return clientKey(hop);
  }
  return clientKey(hops[0] ?? peer);
}

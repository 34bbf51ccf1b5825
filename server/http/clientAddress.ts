/**
 * Which address a request is charged to: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most address of `X-Forwarded-For` that is not itself a trusted proxy (the left part of the header
 * is whatever the client wrote, so it is never believed).
 */
import { BlockList, isIP } from 'node:net';

export type ClientAddressOf = (socketAddress: string | undefined, forwardedFor: string | undefined) => string;

/** `::ffff:127.0.0.1` is 127.0.0.1. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed.toLowerCase();
}

function trustedList(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const normalized = normalizeAddress(address);
    const type = isIP(normalized) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(normalized, type);
    else list.addSubnet(normalized, Number(prefix), type);
  }
  return list;
}

export function clientAddressResolver(trustProxy: readonly string[]): ClientAddressOf {
  const trusted = trustedList(trustProxy);
  const isTrusted = (address: string): boolean => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (socketAddress, forwardedFor) => {
    const peer = normalizeAddress(socketAddress ?? 'unknown');
    if (trustProxy.length === 0 || !isTrusted(peer) || forwardedFor === undefined) return peer;
    const hops = forwardedFor
      .split(',')
      .map(normalizeAddress)
      .filter((hop) => hop !== '');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] ?? '';
      if (!isTrusted(hop)) return hop;
    }
    return hops[0] ?? peer;
  };
}

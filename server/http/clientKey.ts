/**
 * The rate limiter's key for a client address, so that one client is one bucket however its address is
 * written: ports and brackets stripped, IPv4 with leading zeros read as decimal (`10.20.30.041` is
 * 10.20.30.41), IPv4-mapped IPv6 as IPv4, and IPv6 grouped by its /64 (one subscriber's network, which
 * can hand out 2^64 addresses) in canonical form. Pure.
 */
import { isIP } from 'node:net';

/** Keys for strings that are not addresses are cut to this length, so a header cannot grow the map's keys. */
const MAX_OPAQUE_KEY = 64;

/** `1.2.3.4:80`, `[2001:db8::1]:443`, `[::1]` and `fe80::1%eth0` without port, brackets and zone. */
function stripDecoration(raw: string): string {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? '';
  else if (/^[^:]+:\d*$/.test(text)) text = text.slice(0, text.indexOf(':'));
  const zone = text.indexOf('%');
  return zone >= 0 ? text.slice(0, zone) : text;
}

/** Dotted IPv4 with 1–3 decimal digits a part (leading zeros allowed), as its canonical form. */
function ipv4(text: string): string | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets.join('.') : null;
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail counts as its two groups). */
function ipv6Groups(text: string): number[] | null {
  if (isIP(text) !== 6) return null;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  const [a = 0, b = 0, c = 0, d = 0] = dotted ? (dotted[2] ?? '').split('.').map(Number) : [];
  const hex = dotted
    ? `${dotted[1] ?? ''}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
    : text;
  const halves = hex.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const head = parse(halves[0] ?? '');
  const tail = parse(halves[1] ?? '');
  const missing = 8 - head.length - tail.length;
  return [...head, ...Array<number>(Math.max(0, missing)).fill(0), ...tail];
}

/** The canonical text of the /64 holding `groups`: `2001:db8:0:1::/64`. */
function prefix64(groups: readonly number[]): string {
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The limiter key of an address as a header or socket gives it. */
export function clientKey(raw: string): string {
  const text = stripDecoration(raw);
  const v4 = ipv4(text);
  if (v4 !== null) return v4;
  const groups = ipv6Groups(text);
  if (groups === null) return text.slice(0, MAX_OPAQUE_KEY) || 'unknown';
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  if (mapped) return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  return prefix64(groups);
}

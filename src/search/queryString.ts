/**
 * Reads `location.search` into name/value pairs the way URLSearchParams does (WHATWG form decoding), except that
 * a name or value whose percent-escapes are not valid UTF-8 is flagged instead of silently holding U+FFFD.
 */
export interface QueryPair {
  readonly name: string;
  readonly value: string;
  /** The pair as written, for the notice that says what was ignored. */
  readonly raw: { readonly name: string; readonly value: string };
  /** The name or the value has percent-escapes that are not UTF-8. */
  readonly badEncoding: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const HEX = /^[0-9A-Fa-f]{2}$/;

/** WHATWG percent-decode with `+` as space; `null` when the bytes are not UTF-8. */
export function decodeFormComponent(text: string): string | null {
  const bytes: number[] = [];
  const encoded = new TextEncoder().encode(text.replaceAll('+', ' '));
  for (let i = 0; i < encoded.length; i += 1) {
    const byte = encoded[i] ?? 0;
    const hex = String.fromCharCode(encoded[i + 1] ?? 0, encoded[i + 2] ?? 0);
    if (byte === 0x25 && HEX.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(byte);
    }
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

export function readQueryPairs(search: string): QueryPair[] {
  const body = search.startsWith('?') ? search.slice(1) : search;
  const pairs: QueryPair[] = [];
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    const name = decodeFormComponent(rawName);
    const value = decodeFormComponent(rawValue);
    pairs.push({
      name: name ?? rawName,
      value: value ?? rawValue,
      raw: { name: rawName, value: rawValue },
      badEncoding: name === null || value === null,
    });
  }
  return pairs;
}

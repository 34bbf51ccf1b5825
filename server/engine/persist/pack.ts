/**
 * A tree of plain values and typed arrays as bytes, and back, for the index cache. The tree's shape goes
 * into a JSON header, each typed array's bytes after it (8-byte aligned), so reading back makes the arrays
 * views of the read buffer instead of copies. A SHA-1 of everything before it ends the bytes: a file cut
 * short or changed on disk is refused (`PackError`), never half-trusted. Pure: no I/O.
 *
 * Layout: magic (8 bytes) · header length (uint32 LE) · 4 zero bytes · header JSON · padding · arrays ·
 * SHA-1 (20 bytes).
 */
import { createHash } from 'node:crypto';

export type Packable =
  | null
  | boolean
  | number
  | string
  | Int32Array
  | Float64Array
  | Uint8Array
  | readonly Packable[]
  | { readonly [key: string]: Packable };

export class PackError extends Error {
  override readonly name = 'PackError';
}

const MAGIC = Buffer.from('CSIDX\u0000\u0000\u0001', 'latin1');
const PREFIX = 16;
const DIGEST = 20;
/** The key that marks an array's place in the header: `{"$array": [kind, offset, length]}`. */
const ARRAY = '$array';
type Kind = 'i32' | 'f64' | 'u8';

const pad8 = (n: number): number => (8 - (n % 8)) % 8;

/** The bytes of `tree`, as chunks to write one after the other (the arrays' own memory, not copies). */
export function pack(tree: Packable): Uint8Array[] {
  const chunks = packWithoutDigest(tree);
  const hash = createHash('sha1');
  for (const chunk of chunks) hash.update(chunk);
  return [...chunks, hash.digest()];
}

/**
 * `pack` without its last chunk, the SHA-1 of all the others: for a caller that hashes a few megabytes at a
 * time (`digestInSteps`) so as not to hold the event loop.
 */
export function packWithoutDigest(tree: Packable): Uint8Array[] {
  const arrays: Uint8Array[] = [];
  let body = 0;
  const place = (bytes: Uint8Array, kind: Kind, length: number): Packable => {
    const at = body;
    arrays.push(bytes);
    body += bytes.byteLength + pad8(bytes.byteLength);
    return { [ARRAY]: [kind, at, length] };
  };
  const shape = (value: Packable): Packable => {
    if (value instanceof Int32Array) return place(bytesOf(value), 'i32', value.length);
    if (value instanceof Float64Array) return place(bytesOf(value), 'f64', value.length);
    if (value instanceof Uint8Array) return place(value, 'u8', value.length);
    if (Array.isArray(value)) return value.map(shape);
    if (value !== null && typeof value === 'object') {
      if (ARRAY in value) throw new PackError(`the key ${ARRAY} is reserved`);
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
    }
    return value;
  };
  const header = Buffer.from(JSON.stringify(shape(tree)), 'utf8');
  const prefix = Buffer.alloc(PREFIX);
  MAGIC.copy(prefix, 0);
  prefix.writeUInt32LE(header.length, 8);
  const chunks: Uint8Array[] = [prefix, header, Buffer.alloc(pad8(PREFIX + header.length))];
  for (const bytes of arrays) chunks.push(bytes, Buffer.alloc(pad8(bytes.byteLength)));
  return chunks;
}

/** The last chunk of `pack`, computed `STEP_BYTES` at a time, awaiting `pause` between steps. */
export async function digestInSteps(
  chunks: readonly Uint8Array[],
  pause: () => Promise<unknown>,
): Promise<Buffer> {
  const hash = createHash('sha1');
  for (const chunk of chunks) {
    for (let from = 0; from < chunk.byteLength; from += STEP_BYTES) {
      hash.update(chunk.subarray(from, from + STEP_BYTES));
      await pause();
    }
  }
  return hash.digest();
}

const STEP_BYTES = 8 << 20;

/** The tree `pack` wrote into `bytes`; its typed arrays are views of `bytes`. */
export function unpack(bytes: Buffer): Packable {
  if (bytes.length < PREFIX + DIGEST || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new PackError('not an index cache file of this format');
  }
  const end = bytes.length - DIGEST;
  const digest = createHash('sha1').update(bytes.subarray(0, end)).digest();
  if (!digest.equals(bytes.subarray(end))) throw new PackError('checksum mismatch (damaged file)');
  const headerLength = bytes.readUInt32LE(8);
  const bodyStart = PREFIX + headerLength + pad8(PREFIX + headerLength);
  if (bodyStart > end) throw new PackError('header longer than the file');
  // Typed-array views need aligned offsets; a buffer that is not 8-byte aligned is copied once.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : copyAligned(bytes);
  let shape: unknown;
  try {
    shape = JSON.parse(aligned.toString('utf8', PREFIX, PREFIX + headerLength));
  } catch {
    throw new PackError('unreadable header');
  }
  return restore(shape, aligned, bodyStart, end);
}

function restore(value: unknown, bytes: Buffer, bodyStart: number, end: number): Packable {
  if (Array.isArray(value)) return value.map((item) => restore(item, bytes, bodyStart, end));
  if (value === null || typeof value !== 'object') {
    if (['string', 'number', 'boolean'].includes(typeof value) || value === null) return value as Packable;
    throw new PackError('unexpected value in header');
  }
  const record = value as Record<string, unknown>;
  const ref = record[ARRAY];
  if (ref !== undefined) return arrayAt(ref, bytes, bodyStart, end);
  const out: Record<string, Packable> = {};
  for (const [key, item] of Object.entries(record)) {
    // JSON.parse makes `__proto__` an own key; assigning it would replace the object's prototype.
    if (key === '__proto__') throw new PackError('unexpected key __proto__ in header');
    out[key] = restore(item, bytes, bodyStart, end);
  }
  return out;
}

const WIDTH: Record<Kind, number> = { i32: 4, f64: 8, u8: 1 };

function arrayAt(ref: unknown, bytes: Buffer, bodyStart: number, end: number): Packable {
  if (!Array.isArray(ref) || ref.length !== 3) throw new PackError('bad array reference');
  const [kind, offset, length] = ref as unknown[];
  if (kind !== 'i32' && kind !== 'f64' && kind !== 'u8') throw new PackError('bad array kind');
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length)) throw new PackError('bad array bounds');
  const start = bodyStart + (offset as number);
  const count = length as number;
  if (start % 8 !== 0 || count < 0 || start + count * WIDTH[kind] > end) {
    throw new PackError('array outside the file');
  }
  const base = bytes.byteOffset + start;
  if (kind === 'i32') return new Int32Array(bytes.buffer, base, count);
  if (kind === 'f64') return new Float64Array(bytes.buffer, base, count);
  return new Uint8Array(bytes.buffer, base, count);
}

function bytesOf(array: Int32Array | Float64Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** A copy at offset 0 of fresh memory (`Buffer.alloc` never hands out a slice of the shared pool). */
function copyAligned(bytes: Buffer): Buffer {
  const copy = Buffer.alloc(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Field-by-field repair of a value against a wire schema, for answers of a service whose data we do not
 * control. Driven by the schema itself, so a field added to `SearchObject` is read tolerantly at once.
 *
 * The rules (each keeps only what the UI can use with a clear meaning):
 * - a required field (`id`, `searchType`, a relation's `uri`) is never repaired: it identifies the
 *   object, and the object is left out when it is missing or of another type;
 * - an optional field of an unexpected type is repaired when the meaning is clear, else dropped:
 *   - text: a number becomes its decimal string (`910244132` → `"910244132"`);
 *   - a localized text given as a bare string or number becomes `{no: "…"}` (`no`, "Norwegian",
 *     is the catalogue's own key for text without a stated written standard; every UI language
 *     falls back to it);
 *   - a boolean given as `"true"`/`"false"` becomes that boolean;
 *   - a number given as a decimal string becomes that number;
 *   - a list given as one value becomes a list of that value (`keyword: "x"` → `[{no: "x"}]`), and
 *     items of a list that cannot be repaired are dropped alone (`[null, "X"]` → `["X"]`);
 *   - a nested object is repaired the same way, field by field;
 * - unknown fields pass through untouched, as the strict schema lets them.
 */
import * as z from 'zod/mini';

import { LocalizedText } from '../searchObject';

export type Repaired = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

const DROPPED: Repaired = { ok: false };
const kept = (value: unknown): Repaired => ({ ok: true, value });

const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property, also one named `__proto__` (JSON.parse makes those, plain assignment would not). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `value` read against `schema`: as it is when valid, else repaired by the rules above, else dropped. */
export function repair(schema: z.core.$ZodType, value: unknown): Repaired {
  if (schema instanceof z.core.$ZodOptional) {
    return value === undefined ? kept(undefined) : repair(schema._zod.def.innerType, value);
  }
  if (schema instanceof z.core.$ZodNullable) {
    return value === null ? kept(null) : repair(schema._zod.def.innerType, value);
  }
  if (schema === LocalizedText && (typeof value === 'string' || isFiniteNumber(value))) {
    return kept({ no: String(value) });
  }
  if (schema instanceof z.core.$ZodObject) return repairObject(schema, value);
  if (schema instanceof z.core.$ZodArray) return repairArray(schema._zod.def.element, value);
  if (schema instanceof z.core.$ZodString) {
    if (typeof value === 'string') return kept(value);
    return isFiniteNumber(value) ? kept(String(value)) : DROPPED;
  }
  if (schema instanceof z.core.$ZodNumber) {
    if (isFiniteNumber(value)) return kept(value);
    return typeof value === 'string' && DECIMAL.test(value) ? kept(Number(value)) : DROPPED;
  }
  if (schema instanceof z.core.$ZodBoolean) {
    if (typeof value === 'boolean') return kept(value);
    const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return word === 'true' ? kept(true) : word === 'false' ? kept(false) : DROPPED;
  }
  // Anything else (a union, a literal): valid as it is, or dropped.
  const parsed = z.safeParse(schema, value);
  return parsed.success ? kept(parsed.data) : DROPPED;
}

function repairObject(schema: z.core.$ZodObject, value: unknown): Repaired {
  if (!isPlainObject(value)) return DROPPED;
  const { shape, catchall } = schema._zod.def;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const present = Object.hasOwn(value, key);
    const raw = present ? value[key] : undefined;
    if (!isOptional(field)) {
      // Required: valid as it is, or the whole object is left out.
      const parsed = z.safeParse(field, raw);
      if (!parsed.success) return DROPPED;
      setOwn(out, key, parsed.data);
      continue;
    }
    if (!present) continue;
    const repaired = repair(field, raw);
    if (repaired.ok) setOwn(out, key, repaired.value);
  }
  // A loose object keeps unknown fields as they are; a plain one strips them, as the strict schema does.
  if (catchall !== undefined) {
    for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) setOwn(out, key, value[key]);
  }
  return kept(out);
}

function repairArray(element: z.core.$ZodType, value: unknown): Repaired {
  if (!Array.isArray(value)) {
    const single = value === undefined || value === null ? DROPPED : repair(element, value);
    return single.ok ? kept([single.value]) : DROPPED;
  }
  const out: unknown[] = [];
  for (const item of value as readonly unknown[]) {
    const repaired = repair(element, item);
    if (repaired.ok) out.push(repaired.value);
  }
  return kept(out);
}

function isOptional(schema: z.core.$ZodType): boolean {
  return schema._zod.optin === 'optional';
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A plain predicate derived from a zod schema, for checking a whole catalogue quickly: `true` only when the
 * value certainly passes the schema. Zod builds a full copy of every hit it parses (most of loading's time and
 * garbage); the predicate copies nothing. A `false` proves nothing: the caller asks zod then, for the verdict
 * and its message. Schema parts the predicate does not know (refinements, unions, …) make it answer `false`,
 * so a schema that grows stays correct, only slower.
 */
import * as z from 'zod/mini';

export type Guard = (value: unknown) => boolean;

const never: Guard = () => false;

export function schemaGuard(schema: z.core.$ZodType): Guard {
  const def = schema._zod.def;
  if ((def.checks ?? []).length > 0) return never;
  if (schema instanceof z.core.$ZodString) return (value) => typeof value === 'string';
  if (schema instanceof z.core.$ZodBoolean) return (value) => typeof value === 'boolean';
  if (schema instanceof z.core.$ZodNumber)
    return (value) => typeof value === 'number' && Number.isFinite(value);
  if (schema instanceof z.core.$ZodUnknown) return () => true;
  if (schema instanceof z.core.$ZodOptional) {
    const inner = schemaGuard(schema._zod.def.innerType);
    return (value) => value === undefined || inner(value);
  }
  if (schema instanceof z.core.$ZodNullable) {
    const inner = schemaGuard(schema._zod.def.innerType);
    return (value) => value === null || inner(value);
  }
  if (schema instanceof z.core.$ZodArray) {
    const item = schemaGuard(schema._zod.def.element);
    return (value) => {
      if (!Array.isArray(value)) return false;
      for (const element of value) if (!item(element)) return false;
      return true;
    };
  }
  if (schema instanceof z.core.$ZodObject) return objectGuard(schema);
  return never;
}

function objectGuard(schema: z.core.$ZodObject): Guard {
  const { shape, catchall } = schema._zod.def;
  // Only objects that let unknown fields through (`looseObject`) are known here.
  if (catchall === undefined || !(catchall instanceof z.core.$ZodUnknown)) return never;
  const fields = Object.entries(shape).map(([key, field]) => ({ key, guard: schemaGuard(field) }));
  return (value) => {
    if (!isPlainObject(value)) return false;
    // Read as zod reads it (`value[key]`), so both see the same field.
    for (const { key, guard } of fields) if (!guard(value[key])) return false;
    return true;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

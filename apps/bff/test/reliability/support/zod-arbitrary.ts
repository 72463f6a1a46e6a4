// Values a zod schema accepts, as a fast-check arbitrary: the fuzzing test's "valid" inputs. It
// reads the schema's definition (zod 4) for the kinds the procedures' inputs use; refinements
// (e-mail, patterns) are not solved, so a share of the values fail the schema, as arbitrary
// input may. An unknown kind gives any JSON value.
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; value?: number; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const { check: kind, value } = check._zod.def;
    if (value === undefined) continue;
    if (kind === 'min_length' || kind === 'greater_than') out.min = value;
    if (kind === 'max_length' || kind === 'less_than') out.max = value;
  }
  return out;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const format = def.format ?? def.checks?.find((c) => c._zod.def.format)?._zod.def.format;
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid') return fc.uuid();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const { min = 0, max = 64 } = bounds(def);
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 64) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max } = bounds(def);
  const integer = def.format?.includes('int') ?? false;
  if (integer || def.checks?.some((c) => c._zod.def.format?.includes('int'))) {
    return fc.integer({ min: Math.ceil(min ?? -1_000_000), max: Math.floor(max ?? 1_000_000) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
}

export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  const inner = (next: z.ZodType | undefined) =>
    next === undefined ? fc.jsonValue() : arbitraryOf(next, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) record[key] = arbitraryOf(value, depth + 1);
      return fc.record(record, { requiredKeys: [] });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'array':
      return fc.array(inner(def.element), { maxLength: 5 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 4 });
    case 'pipe':
      return inner(def.in);
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

import type { z } from 'zod';

/**
 * One valid input for a contract's schema, derived from the schema itself so that new
 * contracts are covered without anyone writing their inputs (the authorization matrix needs
 * requests that pass validation and reach the authorization check).
 *
 * `known(field)` supplies candidate values the schema cannot tell (ids of the fixture
 * world's things, phones, passwords, the values of an enum behind a refinement): the first
 * the field's schema accepts is used. A field's `.meta({ examples: [...] })` comes next;
 * otherwise a value is built from the schema's type and checks. Optional fields and fields
 * with a default are left out unless `known` or an example gives them.
 */
export type Known = (field: string) => readonly unknown[] | undefined;

interface Check {
  check: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): Check[] =>
  (defOf(schema).checks ?? []).map((c) => c._zod.def);

function examplesOf(schema: z.ZodType): unknown[] | undefined {
  const meta = (schema as unknown as { meta(): { examples?: unknown[] } | undefined }).meta?.();
  return meta?.examples;
}

function numberFor(schema: z.ZodType): number {
  let min = 1;
  let max = Number.MAX_SAFE_INTEGER;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  return Math.max(min, Math.min(1, max));
}

function stringFor(schema: z.ZodType): string {
  let min = 0;
  let max = 64;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = c.maximum;
    if (c.check === 'string_format' && c.format === 'email') return 'someone@example.com';
    if (c.check === 'string_format' && c.format === 'url') return 'https://example.com/a.png';
  }
  const text = '授权矩阵测试内容abc';
  return text.repeat(Math.ceil(Math.max(min, 1) / text.length)).slice(0, Math.min(max, 64));
}

/** A value for `schema` (undefined: leave the field out). */
export function exampleFor(schema: z.ZodType, field: string, known: Known): unknown {
  const given = known(field)?.find((candidate) => schema.safeParse(candidate).success);
  if (given !== undefined) return given;
  const examples = examplesOf(schema);
  if (examples?.length) return examples[0];
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const value = exampleFor(child, key, known);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleFor(def.innerType as z.ZodType, field, known);
    case 'pipe':
      return exampleFor(def.in as z.ZodType, field, known);
    case 'union':
      for (const option of def.options ?? []) {
        const value = exampleFor(option, field, known);
        if (value !== undefined && option.safeParse(value).success) return value;
      }
      return undefined;
    case 'array': {
      const min = checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0;
      const one = exampleFor(def.element as z.ZodType, field, known);
      return Array.from({ length: min }, () => one);
    }
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
    case 'int':
    case 'bigint':
      return numberFor(schema);
    case 'string':
      return stringFor(schema);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

import type { z } from 'zod';
import { checksOf, defOf, numberLimits, stringLimits } from './zod-introspect';

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

function examplesOf(schema: z.ZodType): unknown[] | undefined {
  const meta = (schema as unknown as { meta(): { examples?: unknown[] } | undefined }).meta?.();
  return meta?.examples;
}

function numberFor(schema: z.ZodType): number {
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = numberLimits(schema);
  return Math.max(min, Math.min(1, max));
}

function stringFor(schema: z.ZodType): string {
  const { min = 0, max = 64, format } = stringLimits(schema);
  if (format === 'email') return 'someone@example.com';
  if (format === 'url') return 'https://example.com/a.png';
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
      for (const [key, child] of Object.entries((def.shape ?? {}) as Record<string, z.ZodType>)) {
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
      for (const option of (def.options ?? []) as z.ZodType[]) {
        const value = exampleFor(option, field, known);
        if (value !== undefined && option.safeParse(value).success) return value;
      }
      return undefined;
    case 'array': {
      const min = Number(checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0);
      const one = exampleFor(def.element as z.ZodType, field, known);
      return Array.from({ length: min }, () => one);
    }
    case 'enum':
      return Object.values((def.entries ?? {}) as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[] | undefined)?.[0];
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

import type { z } from 'zod';

/*
 * Reading a zod 4 schema's definition and checks, for the tests that build inputs from the
 * contracts themselves: the contract fuzzer (fuzz/zod-arbitrary.ts) and the authorization
 * matrix (valid-input.ts). zod has no public API for this; `_zod.def` is where it keeps it.
 */

export type Def = { type: string; [key: string]: unknown };
export type Check = { check: string; [key: string]: unknown };

export function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def;
}

export function checksOf(schema: z.ZodType): Check[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Check } }[];
  return checks.map((c) => c._zod.def);
}

/** A number schema's declared bounds (the strictest of its checks; absent where none). */
export function numberLimits(schema: z.ZodType): { min?: number; max?: number; int: boolean } {
  let min: number | undefined;
  let max: number | undefined;
  let int = defOf(schema).format === 'safeint' || defOf(schema).check === 'number_format';
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') {
      const bound = Number(c.value) + (c.inclusive ? 0 : 1);
      min = min === undefined ? bound : Math.max(min, bound);
    }
    if (c.check === 'less_than') {
      const bound = Number(c.value) - (c.inclusive ? 0 : 1);
      max = max === undefined ? bound : Math.min(max, bound);
    }
    if (c.check === 'number_format') int = true;
  }
  return { min, max, int };
}

/** A string schema's declared lengths, pattern and format (absent where none). */
export function stringLimits(schema: z.ZodType): {
  min?: number;
  max?: number;
  pattern?: RegExp;
  format?: string;
} {
  let min: number | undefined;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  let format = defOf(schema).format as string | undefined;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Number(c.minimum);
    if (c.check === 'max_length') max = Number(c.maximum);
    if (c.check === 'length_equals') min = max = Number(c.length);
    if (c.check === 'string_format') {
      if (c.pattern instanceof RegExp) pattern = c.pattern;
      format ??= c.format as string | undefined;
    }
  }
  return { min, max, pattern, format };
}

import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@xinke/shared';

/**
 * C0 controls except \t \n \r, DEL and C1 controls: PostgreSQL refuses NUL in text, and the
 * others forge or garble log lines and terminals. Lone surrogates cannot be stored as UTF-8.
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Path of the first string (value or key) with unsafe characters anywhere in `input`, or
 * null. Iterative: a body of deeply nested arrays must not overflow the stack.
 */
export function findUnsafeText(input: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Refuses unsafe text before the contract's own schema runs (and before it coerces). */
function guarded(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((data, ctx) => {
      const path = findUnsafeText(data);
      if (path) ctx.addIssue({ code: 'custom', path, message: MSG.textUnsafe });
    })
    .pipe(schema);
}

/**
 * The validator of every route with a zod schema (params, query, body), so every contract —
 * including ones written later — refuses NUL, control characters and lone surrogates with
 * a 422 naming the field, whatever its own string rules are.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) =>
  validatorCompiler({ ...routeSchema, schema: guarded(routeSchema.schema) });

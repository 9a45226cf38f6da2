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

/**
 * `schema`, preceded by a refusal of unsafe text anywhere in the input (before the schema's
 * own rules, and before it coerces): HTTP contracts and socket frames share it.
 */
export function guardUnsafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((data, ctx) => {
      const path = findUnsafeText(data);
      if (path) ctx.addIssue({ code: 'custom', path, message: MSG.textUnsafe });
    })
    .pipe(schema);
}

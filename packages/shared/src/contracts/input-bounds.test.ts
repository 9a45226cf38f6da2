import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';
import { DB_INT_MAX } from './fields';

/*
 * Issue 12: every number a client sends has an upper bound the database can hold (an int4
 * column: 2147483647) or is one of a fixed set (a refinement such as ItemType.has). Walks
 * the params, query and body schemas of every contract, including ones written later.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;
const checksOf = (s: z.ZodType) =>
  ((defOf(s).checks ?? []) as { _zod: { def: { check: string; value?: unknown } } }[]).map(
    (c) => c._zod.def,
  );

/** Paths of number schemas with neither a max ≤ DB_INT_MAX nor a refinement. */
function unboundedNumbers(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  const walk = (s: unknown, p = path) => unboundedNumbers(s as z.ZodType, p, seen);
  switch (def.type) {
    case 'number': {
      const checks = checksOf(schema);
      if (checks.some((c) => c.check === 'custom')) return [];
      const max = checks.some((c) => c.check === 'less_than' && Number(c.value) <= DB_INT_MAX);
      const min = checks.some((c) => c.check === 'greater_than' && Number(c.value) >= -DB_INT_MAX);
      return max && min ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
        walk(v, `${path}.${k}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe':
      // A transform after a number (zExpireTime) checks its own result: see item.ts.
      return defOf(def.out as z.ZodType).type === 'transform'
        ? []
        : [...walk(def.in), ...walk(def.out)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => walk(o));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((i, n) => walk(i, `${path}[${n}]`));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'lazy':
      // A recursive schema: walk it once.
      if (seen.has(def.getter)) return [];
      seen.add(def.getter);
      return walk((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

const all = Object.entries(contracts).filter(
  ([, v]) => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
) as [string, { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }][];

describe('contract inputs', () => {
  it('are found', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('bound every number to what the database holds', () => {
    const offenders = all.flatMap(([name, c]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        c[part] ? unboundedNumbers(c[part], `${name}.${part}`) : [],
      ),
    );
    expect(offenders).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forumList } from '@xinke/shared';
import { compileStringify, responseSerializerCompiler } from './response-serializer';

const card = z.object({
  id: z.number().int(),
  circle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  meta: z.unknown().optional(),
});

describe('compiled response serializer', () => {
  it('writes what the zod schema would keep: undeclared fields never leak, at any depth', () => {
    const stringify = compileStringify(card);
    const row = {
      id: 1,
      secret: 'x',
      circle: { id: 2, name: '树莓派', password: 'p' },
      note: null,
      tags: [{ name: 'a', hidden: true }],
    };
    expect(JSON.parse(stringify(row))).toEqual(card.parse(row));
    expect(stringify(row)).not.toContain('secret');
    expect(stringify(row)).not.toContain('password');
    expect(stringify(row)).not.toContain('hidden');
  });

  it('keeps null for nullable objects and strings and passes unknown values through', () => {
    const stringify = compileStringify(card);
    const row = { id: 1, circle: null, note: 'n', tags: [], meta: { total: 3 } };
    expect(JSON.parse(stringify(row))).toEqual(row);
  });

  it('compiles every shape of a real contract (forum list)', () => {
    const serialize = responseSerializerCompiler(false)({
      schema: forumList.response,
      method: 'GET',
      url: forumList.path,
      httpStatus: '200',
    });
    const out = serialize({
      data: [],
      paginate: { current_page: 1, last_page: 0, total: 0, per_page: 10 },
      x: 1,
    });
    expect(JSON.parse(out)).toEqual({
      data: [],
      paginate: { current_page: 1, last_page: 0, total: 0, per_page: 10 },
    });
  });

  it('outside production a response of the wrong type is refused, not coerced', () => {
    const serialize = responseSerializerCompiler(true)({
      schema: card,
      method: 'GET',
      url: '/t',
      httpStatus: '200',
    });
    expect(() => serialize({ id: 'one', circle: null, note: null, tags: [] })).toThrow();
  });
});

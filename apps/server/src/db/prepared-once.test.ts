import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Db } from './client';
import { preparedOnce, selectNamed } from './prepared-once';

describe('preparedOnce', () => {
  it('refuses a name already used: PostgreSQL would mix two statements up', () => {
    const one = (db: Db) => db.select({ one: sql<number>`1` }).from(sql`(select 1) t`);
    preparedOnce('prepared_once_test', one);
    expect(() => preparedOnce('prepared_once_test', one)).toThrow(
      'statement name prepared_once_test is used twice',
    );
  });

  it('builds the statement once per database handle', async () => {
    const test = await createTestDatabase({ migrate: false });
    try {
      let builds = 0;
      const statement = preparedOnce('prepared_once_builds', (db) => {
        builds += 1;
        return db.select({ one: sql<number>`1` }).from(sql`(select 1) t`);
      });
      const { db } = test.database;
      expect(await statement(db).execute()).toEqual([{ one: 1 }]);
      expect(await statement(db).execute()).toEqual([{ one: 1 }]);
      expect(builds).toBe(1);
    } finally {
      await test.dispose();
    }
  });
});

describe('selectNamed', () => {
  it('runs each shape of a statement under its own name, in a transaction too', async () => {
    const test = await createTestDatabase({ migrate: false });
    try {
      const { db } = test.database;
      // Two texts under one name: PostgreSQL refuses a second text for a prepared name on a
      // connection, so this passes only if each shape gets a name of its own.
      const shape = (n: number, twice: boolean) =>
        twice ? sql`select ${n}::int * 2 as v` : sql`select ${n}::int as v`;
      const rows = await db.transaction(async (tx) => [
        ...(await selectNamed<{ v: number }>(tx, 'select_named_test', shape(3, false))),
        ...(await selectNamed<{ v: number }>(tx, 'select_named_test', shape(3, true))),
        ...(await selectNamed<{ v: number }>(tx, 'select_named_test', shape(4, false))),
      ]);
      expect(rows).toEqual([{ v: 3 }, { v: 6 }, { v: 4 }]);
    } finally {
      await test.dispose();
    }
  });
});

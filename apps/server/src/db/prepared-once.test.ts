import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Db } from './client';
import { preparedOnce } from './prepared-once';

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

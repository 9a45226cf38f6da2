import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { buildComments, buildFans, buildItem, buildLikes, buildUser } from '../../test/factories';
import { findCounterDrift, recountCounters } from './consistency';
import { items, users } from './schema';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

describe('counter consistency check', () => {
  it('finds nothing when every counter moved with its rows, and names each one that did not', async () => {
    const db = t.database.db;
    const author = await buildUser(db, { ele: 120 });
    const post = await buildItem(db, { author });
    await buildLikes(db, post, 2);
    await buildComments(db, post, 3);
    await buildFans(db, author.id, 2);
    expect(await findCounterDrift(db)).toEqual([]);

    // A counter written by hand, not by its rows: the check names table, row, column, both values.
    await db.execute(
      sql`update users set fan_count = 213, praise_count = 0 where id = ${author.id}`,
    );
    await db.update(items).set({ collectCount: 5 }).where(eq(items.id, post.id));
    expect(await findCounterDrift(db)).toEqual([
      { table: 'users', id: String(author.id), column: 'fan_count', stored: 213, actual: 2 },
      { table: 'users', id: String(author.id), column: 'praise_count', stored: 0, actual: 2 },
      { table: 'items', id: String(post.id), column: 'collect_count', stored: 5, actual: 0 },
    ]);

    // A balance without its ledger row is drift too.
    await db.update(users).set({ ele: 121 }).where(eq(users.id, author.id));
    expect(await findCounterDrift(db)).toContainEqual({
      table: 'users',
      id: String(author.id),
      column: 'ele',
      stored: 121,
      actual: 120,
    });

    // recountCounters (the seed's last step) derives every counter but the balance.
    await recountCounters(db);
    expect(await findCounterDrift(db)).toEqual([
      { table: 'users', id: String(author.id), column: 'ele', stored: 121, actual: 120 },
    ]);
  });
});

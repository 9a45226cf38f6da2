import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { buildUser } from '../../test/factories';
import { afterCommit, commitRoot, withCommitHooks } from './commit-hooks';
import { selectRows, type Db } from './client';
import { users } from './schema';

let testDb: TestDatabase;
let db: Db;
const errors: unknown[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = withCommitHooks(testDb.database.db, (err) => errors.push(err));
});
afterAll(() => testDb.dispose());

/** What another connection (the plain handle) sees of a user's nickname right now. */
const nicknameSeenOutside = async (id: number) =>
  (await testDb.database.db.select().from(users).where(eq(users.id, id)))[0]?.nickname;

describe('afterCommit', () => {
  it('runs after the outermost transaction commits, when the row is visible outside it', async () => {
    const user = await buildUser(db);
    const seen: (string | undefined)[] = [];
    const result = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ nickname: `改名${user.id}` })
        .where(eq(users.id, user.id));
      afterCommit(tx, () => {
        void nicknameSeenOutside(user.id).then((n) => seen.push(n));
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    await expect.poll(() => seen).toEqual([`改名${user.id}`]);
  });

  it('drops the hooks of a rolled back transaction and of a rolled back savepoint', async () => {
    const ran: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('outer'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('kept'));
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, () => ran.push('savepoint'));
          throw new Error('inner');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => ran.push('released'));
        // A released savepoint's hooks wait for the outer commit.
        expect(ran).toEqual([]);
      });
    });
    expect(ran).toEqual(['kept', 'released']);
  });

  it('runs at once outside a transaction, passes throws to onError, ignores plain handles', async () => {
    const ran: string[] = [];
    expect(afterCommit(db, () => ran.push('now'))).toBe(true);
    expect(ran).toEqual(['now']);
    await db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('listener');
      });
      afterCommit(tx, () => ran.push('after the throw'));
    });
    expect(errors).toHaveLength(1);
    expect(ran).toEqual(['now', 'after the throw']);
    expect(afterCommit(testDb.database.db, () => ran.push('plain'))).toBe(false);
    expect(ran).not.toContain('plain');
    await db.transaction(async (tx) => {
      expect(commitRoot(tx)).toBe(db);
    });
    // The wrapper changes nothing else: queries and their results go through untouched.
    expect(await selectRows<{ one: number }>(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

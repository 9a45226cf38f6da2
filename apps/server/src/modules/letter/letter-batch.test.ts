import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { countingCalls } from '../../../test/counting-db';
import { buildUser } from '../../../test/factories';
import { expectExactUnread, nextNo } from '../../../test/letters';
import { blacks } from '../../db/schema';
import { LetterBatcher } from './letter-batcher';
import { insertLetters, type NewLetter } from './letter-insert.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const letter = (senderId: number, recipientId: number, no = nextNo()): NewLetter => ({
  senderId,
  recipientId,
  kind: 1,
  content: `${senderId}→${recipientId}`,
  no,
  createTime: new Date(),
});

describe('insertLetters (one statement for a batch)', () => {
  it('stores what it may, skips the rest, and gives each letter the counts right after it', async () => {
    const [a, b, c] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await t.db.insert(blacks).values({ userId: b.id, blackUserId: c.id });
    const dup = nextNo();
    const results = await insertLetters(t.db, [
      letter(a.id, b.id, dup),
      letter(a.id, b.id),
      letter(b.id, a.id),
      letter(a.id, b.id, dup), // the same no again, in the same batch
      letter(c.id, b.id), // b blocked c
      letter(a.id, 99_999_999), // nobody
      letter(a.id, b.id),
    ]);
    expect(results.map((r) => r && [r.recipientUnread, r.senderUnread])).toEqual([
      [1, 0],
      [2, 0],
      [1, 2],
      null,
      null,
      null,
      [3, 1],
    ]);
    const ids = results.flatMap((r) => (r ? [r.id] : []));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(results[0]).toMatchObject({ nickname: a.nickname, imageUrl: a.imageUrl });
    await expectExactUnread(t.db);
  });
});

describe('LetterBatcher', () => {
  it('writes the letters that arrive together in one statement, a lone one alone', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const counting = countingCalls(t.db, 'execute');
    const batcher = new LetterBatcher(counting.db, 1);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        batcher.insert(letter(i % 3 ? a.id : b.id, i % 3 ? b.id : a.id)),
      ),
    );
    expect(results.every((r) => r !== null)).toBe(true);
    expect(counting.calls()).toBe(1);
    expect(new Set(results.map((r) => r?.id)).size).toBe(12);
    expect(await batcher.insert(letter(a.id, b.id))).toMatchObject({ recipientUnread: 9 });
    expect(counting.calls()).toBe(2);
    await expectExactUnread(t.db);
  });

  it('one failing letter does not fail the others of its batch', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const batcher = new LetterBatcher(t.db, 1);
    // Out of the kind column's range: the statement fails (a missing sender or recipient
    // would only be skipped, by the joins that check blocks and mutes).
    const bad = { ...letter(a.id, b.id), kind: 99_999 };
    const outcomes = await Promise.allSettled([
      batcher.insert(letter(a.id, b.id)),
      batcher.insert(letter(a.id, b.id)),
      batcher.insert(bad),
      batcher.insert(letter(b.id, a.id)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    await expectExactUnread(t.db);
  });
});

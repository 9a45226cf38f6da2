import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGE_CATEGORY } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { findCounterDrift } from '../../db/consistency';
import { selectRows } from '../../db/client';
import { messageTotals, messages, users } from '../../db/schema';
import { countMessages, FOLD_MESSAGE_TOTALS_FROM, foldMessageTotals } from './message-totals';
import { writeMessage } from './message.writer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { commentReply, like, system } = MESSAGE_CATEGORY;

/** `n` messages of `category` for `userId`, one statement each, as the site writes them. */
async function tell(userId: number, fromUserId: number, category: number, n: number) {
  for (let i = 0; i < n; i++) {
    await writeMessage(t.db, {
      userId,
      category,
      fromUserId,
      targetType: 0,
      targetId: 0,
      title: `评论了你的帖子《ESP32-S3 低功耗实测 第${i + 1}篇》`,
      content: '供电那一段写得很细，收藏了',
    });
  }
}

async function deltaRows(userId: number, category: number): Promise<number> {
  const rows = await t.db
    .select({ n: messageTotals.n })
    .from(messageTotals)
    .where(and(eq(messageTotals.userId, userId), eq(messageTotals.category, category)));
  return rows.length;
}

async function listTotal(token: string, category: number): Promise<number> {
  const res = await callAs(t.app, token)('GET', `/web/message/list/${category}?page=1`);
  expect(res.statusCode).toBe(200);
  return res.json().data.paginate.total as number;
}

describe('message totals (the message list paginator)', () => {
  it('counts every written message per category, and the list folds its delta rows into one', async () => {
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    const token = await loginAs(t.db, alice);
    const many = FOLD_MESSAGE_TOTALS_FROM + 4;
    await tell(alice.id, bob.id, commentReply, many);
    await tell(alice.id, bob.id, like, 3);

    // One delta row per statement that wrote a message: nothing folded yet.
    expect(await deltaRows(alice.id, commentReply)).toBe(many);
    expect(await listTotal(token, commentReply)).toBe(many);
    // Past FOLD_MESSAGE_TOTALS_FROM rows, opening the category folded them.
    expect(await deltaRows(alice.id, commentReply)).toBe(1);
    expect(await listTotal(token, commentReply)).toBe(many);
    // Few rows are left as they are; every category keeps its own total.
    expect(await listTotal(token, like)).toBe(3);
    expect(await deltaRows(alice.id, like)).toBe(3);
    expect(await countMessages(t.db, alice.id)).toEqual({ total: many + 3, totalRows: 4 });

    await tell(alice.id, bob.id, commentReply, 1);
    expect(await listTotal(token, commentReply)).toBe(many + 1);
    expect(await findCounterDrift(t.db)).toEqual([]);
  });

  it('adds one row per recipient for a statement that writes many, and subtracts deletions', async () => {
    const people = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
    const ids = people.map((p) => p.id);
    // A broadcast: one insert statement, three messages each.
    await t.db.execute(
      sql`insert into messages (user_id, category, title, content)
        select u, ${system}, '系统通知', '芯客周年庆电量翻倍活动今晚开始'
        from unnest(${`{${ids.join(',')}}`}::int[]) u cross join generate_series(1, 3)`,
    );
    for (const id of ids) {
      expect(await deltaRows(id, system)).toBe(1);
      expect((await countMessages(t.db, id)).total).toBe(3);
    }
    const [first, second] = ids as [number, number];
    const [oldest] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, first))
      .limit(1);
    await t.db.delete(messages).where(eq(messages.id, oldest!.id));
    expect((await countMessages(t.db, first)).total).toBe(2);

    // A deleted account takes its messages and its totals with it, without a stray row.
    await t.db.delete(users).where(eq(users.id, second));
    const left = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from message_totals where user_id = ${second}`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await findCounterDrift(t.db)).toEqual([]);
  });

  it('loses no message when folds and writes run at the same time', async () => {
    const carol = await buildUser(t.db);
    const dave = await buildUser(t.db);
    const rounds = 6;
    await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        await Promise.all([
          tell(carol.id, dave.id, commentReply, 3),
          foldMessageTotals(t.db, carol.id, commentReply),
          foldMessageTotals(t.db, carol.id),
          i % 2 === 0 ? tell(carol.id, dave.id, like, 1) : foldMessageTotals(t.db, carol.id, like),
        ]);
      }),
    );
    const [stored] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where user_id = ${carol.id}`,
    );
    expect(stored?.n).toBe(rounds * 3 + rounds / 2);
    expect((await countMessages(t.db, carol.id)).total).toBe(rounds * 3 + rounds / 2);
    await foldMessageTotals(t.db, carol.id);
    expect(await countMessages(t.db, carol.id)).toEqual({
      total: rounds * 3 + rounds / 2,
      totalRows: 2,
    });
    expect(await findCounterDrift(t.db)).toEqual([]);
  });
});

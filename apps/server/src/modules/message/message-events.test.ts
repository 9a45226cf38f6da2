import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGE_CATEGORY } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { messages } from '../../db/schema';
import type { MessageEvents } from './message-events';

let t: TestApp;
/** What the listener heard, with how many messages the user had when it heard it. */
let heard: { kind: keyof MessageEvents; userId: number; stored: Promise<number> }[] = [];
let throwing = false;
/** Unread letters per user, as the chat module's counter would report them. */
const letters = new Map<number, number>();

beforeAll(async () => {
  const record = (kind: keyof MessageEvents) => (userId: number) => {
    // Read with the plain handle, outside any transaction: only committed rows count.
    const stored = t.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, userId))
      .then(([row]) => row?.n ?? 0);
    heard.push({ kind, userId, stored });
    if (throwing) throw new Error('listener down');
  };
  t = await createTestApp({
    deps: {
      messageEvents: {
        onMessageWritten: record('onMessageWritten'),
        onMessagesRead: record('onMessagesRead'),
      },
      letters: { unread: async (userId) => letters.get(userId) ?? 0 },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  heard = [];
  throwing = false;
});

async function person() {
  const user = await buildUser(t.db);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}

describe('MessageEvents', () => {
  it('hears onMessageWritten for the recipient once the row is committed', async () => {
    const alice = await person();
    const bob = await person();
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    expect(heard.map((h) => [h.kind, h.userId])).toEqual([['onMessageWritten', alice.user.id]]);
    expect(await heard[0]?.stored).toBe(1);

    const post = await buildItem(t.db, { author: alice.user });
    await bob.as('POST', '/web/common/comment', { type: 1, type_id: post.id, content: '好文' });
    expect(heard.map((h) => h.userId)).toEqual([alice.user.id, alice.user.id]);
    expect(await heard[1]?.stored).toBe(2);
  });

  it('is silent when nothing was written: refused, switched off or a repeat', async () => {
    const alice = await person();
    const bob = await person();
    await alice.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    await alice.as('GET', '/web/system/message_set/2?status=0');
    const post = await buildItem(t.db, { author: alice.user });
    await bob.as('POST', '/web/common/thumb', { type: 1, type_id: post.id });
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 0 });
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    expect(heard.map((h) => h.kind)).toEqual(['onMessageWritten']);
  });

  it('hears onMessagesRead when reading changed something, not otherwise', async () => {
    const alice = await person();
    const bob = await person();
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    heard = [];
    await alice.as('GET', '/web/message/list/3');
    await alice.as('GET', '/web/message/list/3');
    await alice.as('GET', '/web/message/read');
    expect(heard.map((h) => [h.kind, h.userId])).toEqual([['onMessagesRead', alice.user.id]]);
  });

  it('a listener that throws fails nothing: the follow and its message stand', async () => {
    const alice = await person();
    const bob = await person();
    throwing = true;
    const res = await bob.as('POST', '/web/user/follow', {
      follow_id: alice.user.id,
      follow_status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(heard).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, alice.user.id), eq(messages.category, MESSAGE_CATEGORY.fans)));
    expect(rows).toHaveLength(1);
  });
});

describe('LetterCounter', () => {
  it('unread letters count in letter, allMessage, the tip and the user info tab', async () => {
    const me = await person();
    expect((await me.as('GET', '/web/user/info')).json().data.tab).toBe(0);
    letters.set(me.user.id, 7);
    expect((await me.as('GET', '/web/message/count')).json().data).toMatchObject({
      letter: 7,
      user: 0,
      allMessage: 7,
    });
    expect((await me.as('GET', '/xgo/v1/web/message/tip')).json().data.unread).toBe(7);
    expect((await me.as('GET', '/web/user/info')).json().data.tab).toBe(1);
    letters.delete(me.user.id);
    expect((await me.as('GET', '/web/user/info')).json().data.tab).toBe(0);
  });
});

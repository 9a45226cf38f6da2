import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MESSAGE_REPEAT_WINDOW_SECONDS,
  MSG,
  ZMessageSwitch,
  type MessageSwitch,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { messages } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}

const inbox = (userId: number, category: number) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.category, category)));

const comment = (as: ReturnType<typeof callAs>, itemId: number) =>
  as('POST', '/web/common/comment', { type: 1, type_id: itemId, content: '学习了，感谢分享' });
const like = (as: ReturnType<typeof callAs>, itemId: number) =>
  as('POST', '/web/common/thumb', { type: 1, type_id: itemId });
const follow = (as: ReturnType<typeof callAs>, id: number, status: number) =>
  as('POST', '/web/user/follow', { follow_id: id, follow_status: status });

describe('GET /web/system/message_list and message_set/{id}', () => {
  it('lists one switch per SPEC §9 category with Chinese labels, all on by default', async () => {
    const me = await person();
    const list: MessageSwitch[] = (await me.as('GET', '/web/system/message_list')).json().data;
    for (const s of list) expect(ZMessageSwitch.strict().parse(s)).toEqual(s);
    expect(list.map((s) => [s.id, s.type, s.name, s.status, s.editable])).toEqual([
      [1, 1, '评论和回复', 1, 1],
      [2, 2, '点赞', 1, 1],
      [3, 3, '粉丝', 1, 1],
      [4, 4, '系统通知', 1, 0],
      [5, 5, '活动派送', 1, 1],
    ]);
  });

  it('a switched-off category produces no rows; switching it on again does', async () => {
    const alice = await person();
    const bob = await person();
    const off = await alice.as('GET', '/web/system/message_set/1?status=0');
    expect(off.json()).toMatchObject({ code: 0, msg: '已关闭', data: { id: 1, status: 0 } });
    await alice.as('GET', '/web/system/message_set/2?status=0');
    await alice.as('GET', '/web/system/message_set/3?status=0');
    const post = await buildItem(t.db, { author: alice.user });
    expect((await comment(bob.as, post.id)).statusCode).toBe(200);
    await like(bob.as, post.id);
    await follow(bob.as, alice.user.id, 1);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.commentReply)).toEqual([]);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.like)).toEqual([]);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.fans)).toEqual([]);
    // The facts themselves happened: only the notification is skipped.
    expect((await alice.as('GET', '/web/user/object')).json().data.fan_count).toBe(1);
    const counts = (await alice.as('GET', '/web/message/count')).json().data;
    expect(counts.allMessage).toBe(0);

    const list = (await alice.as('GET', '/web/system/message_list')).json().data;
    expect(list.map((s: MessageSwitch) => s.status)).toEqual([0, 0, 0, 1, 1]);
    // Someone else's switches are their own.
    const bobs = (await bob.as('GET', '/web/system/message_list')).json().data;
    expect(bobs.map((s: MessageSwitch) => s.status)).toEqual([1, 1, 1, 1, 1]);

    const on = await alice.as('GET', '/web/system/message_set/1?status=1');
    expect(on.json()).toMatchObject({ msg: '已开启', data: { status: 1 } });
    await comment(bob.as, post.id);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.commentReply)).toHaveLength(1);
    // Setting, not toggling: a repeated request leaves it where it is.
    await alice.as('GET', '/web/system/message_set/1?status=1');
    expect((await alice.as('GET', '/web/system/message_list')).json().data[0].status).toBe(1);
  });

  it('system notices cannot be switched off; moderation decisions always arrive', async () => {
    const alice = await person();
    const refused = await alice.as('GET', '/web/system/message_set/4?status=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(MSG.systemMessageLocked);
    expect((await alice.as('GET', '/web/system/message_set/4?status=1')).statusCode).toBe(200);
    const moderator = await person({ role: 'moderator' });
    const post = await buildItem(t.db, { author: alice.user, itemStatus: ITEM_STATUS.reviewing });
    const review = await moderator.as('POST', `/web/item/review/${post.id}`, { action: 'publish' });
    expect(review.statusCode).toBe(200);
    const [notice] = await inbox(alice.user.id, MESSAGE_CATEGORY.system);
    expect(notice).toMatchObject({ title: '帖子审核通过', targetId: post.id, fromUserId: null });
  });
});

describe('fans messages on follow', () => {
  it('one fans message per follower a day: unfollow/refollow spam adds none', async () => {
    const alice = await person();
    const bob = await person();
    await follow(bob.as, alice.user.id, 1);
    for (let i = 0; i < 3; i++) {
      await follow(bob.as, alice.user.id, 0);
      await follow(bob.as, alice.user.id, 1);
    }
    const rows = await inbox(alice.user.id, MESSAGE_CATEGORY.fans);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fromUserId: bob.user.id, title: '关注了你', isRead: 0 });
    const listed = (await alice.as('GET', '/web/message/list/3')).json().data.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].from_user.id).toBe(bob.user.id);

    // After the window a refollow is news again.
    await t.db
      .update(messages)
      .set({
        createTime: sql`now() - make_interval(secs => ${MESSAGE_REPEAT_WINDOW_SECONDS + 60})`,
      })
      .where(eq(messages.userId, alice.user.id));
    await follow(bob.as, alice.user.id, 0);
    await follow(bob.as, alice.user.id, 1);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.fans)).toHaveLength(2);
    // A different follower is a different message.
    const carol = await person();
    await follow(carol.as, alice.user.id, 1);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.fans)).toHaveLength(3);
  });

  it('a like and a collect of one post by one person are two messages', async () => {
    const alice = await person();
    const bob = await person();
    const post = await buildItem(t.db, { author: alice.user });
    await like(bob.as, post.id);
    await bob.as('POST', '/web/common/collect', { source_id: post.id, source_type: 1 });
    await like(bob.as, post.id);
    await like(bob.as, post.id);
    const rows = await inbox(alice.user.id, MESSAGE_CATEGORY.like);
    expect(rows.map((r) => r.title).sort()).toEqual(
      [`收藏了你的帖子《${post.title}》`, `赞了你的帖子《${post.title}》`].sort(),
    );
  });

  it('people I blocked cause no messages for me', async () => {
    const alice = await person();
    const bob = await person();
    const post = await buildItem(t.db, { author: alice.user });
    await alice.as('POST', '/web/user/black', { black_user_id: bob.user.id });
    // Likes and collections are not refused by a block; their messages are dropped.
    expect((await like(bob.as, post.id)).statusCode).toBe(200);
    await bob.as('POST', '/web/common/collect', { source_id: post.id, source_type: 1 });
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.like)).toEqual([]);
    await alice.as('POST', '/web/user/black_cancel', { black_user_id: bob.user.id });
    const other = await buildItem(t.db, { author: alice.user });
    await like(bob.as, other.id);
    expect(await inbox(alice.user.id, MESSAGE_CATEGORY.like)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FOLLOW_STATUS,
  ITEM_TYPE,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminFestival,
  type AdminFestivalModule,
  type FestivalComment,
  type FestivalFooter,
  type FestivalPage,
  type Reply,
  type VoteBlock,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUser,
  callAs,
  loginAs,
} from '../../../test/factories';
import { activities, festivalFineComments, messages, staffAuditLog, thumbs } from '../../db/schema';

/*
 * Festival pages (docs/festival.md): staff compose the modules; anyone reads the page,
 * members comment, like, follow and vote; staff mark 精选 and delete. Every call of the
 * Xgo set and its authorization.
 */

type Call = ReturnType<typeof callAs>;
type Res = { statusCode: number; json: <U>() => U };
let t: TestApp;
let admin: Call;
let moderator: Call;
let visitor: Call;
let adminId = 0;
const people: { id: number; call: Call }[] = [];
let festivalId = 0;
let voteItemId = 0;
let postIds: number[] = [];

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return r.json<{ data: T }>().data;
}
async function status(res: Promise<Res>, code: number, msg?: string) {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(code);
  if (msg) expect(r.json<{ msg: string }>().msg).toMatch(new RegExp(`(^|: )${msg}$`));
}
const person = (i: number) => {
  const p = people[i];
  if (!p) throw new Error(`no member ${i}`);
  return p;
};

async function newFestival(status = 1, kind = 'festival'): Promise<number> {
  const [row] = await t.db
    .insert(activities)
    .values({ type: 'activity', kind, title: '2026 芯客创客节', status, createdBy: adminId })
    .returning({ id: activities.id });
  return row?.id ?? 0;
}

const addModule = (activeId: number, title: string, config: object) =>
  ok<AdminFestivalModule>(
    admin('POST', '/web/admin/festival/module/create', { active_id: activeId, title, config }),
  );
const page = (id: number, as: Call = visitor) =>
  ok<FestivalPage>(as('GET', `/xgo/v1/web/module/list?active_id=${id}`));
const wall = (id: number, as: Call = visitor, fine = 0) =>
  ok<{ data: FestivalComment[]; paginate: { total: number } }>(
    as('GET', `/xgo/v1/web/comment/list?active_id=${id}&fine=${fine}`),
  );
const comment = (as: Call, content: string, activeId = festivalId) =>
  ok<FestivalComment>(as('POST', '/xgo/v1/web/common/comment', { active_id: activeId, content }));
const audits = (action: string) =>
  t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  adminId = a.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  const m = await buildUser(t.db, { role: USER_ROLE.moderator });
  moderator = callAs(t.app, await loginAs(t.db, m));
  visitor = callAs(t.app);
  for (let i = 0; i < 5; i++) {
    const u = await buildUser(t.db);
    people.push({ id: u.id, call: callAs(t.app, await loginAs(t.db, u)) });
  }
  // A real vote post, written through the site (its subjects and options).
  const circle = await buildCircle(t.db);
  const tag = await buildTag(t.db);
  const vote = await ok<{ id: number }>(
    person(4).call('POST', '/web/item/post', {
      title: '创客节最想要的开发板',
      tag: [tag.id],
      circle_id: circle.id,
      item_type: ITEM_TYPE.vote,
      expire_time: Math.floor(Date.now() / 1000) + 7 * 86400,
      voteArr: [
        { subject: '选一块', select_type: 1, options: [{ text: 'ESP32-S3' }, { text: 'RP2040' }] },
      ],
    }),
  );
  voteItemId = vote.id;
  postIds = [(await buildItem(t.db)).id, (await buildItem(t.db)).id];
  festivalId = await newFestival();
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the console composes the page', () => {
  it('adds every kind of module in order, sanitizes text, writes an audit row each', async () => {
    await addModule(festivalId, '', {
      kind: 'banner',
      images: [{ image: '/uploads/site/festival-banner.png', link: '/app/new-version/activity' }],
    });
    const text = await addModule(festivalId, '活动介绍', {
      kind: 'text',
      html: '<p>一起来造<script>alert(1)</script><b>好玩的东西</b></p>',
    });
    if (text.config.kind !== 'text') throw new Error('text module');
    expect(text.config.html).toContain('好玩的东西');
    expect(text.config.html).not.toContain('script');
    await addModule(festivalId, '大家来投票', { kind: 'vote', item_id: voteItemId });
    await addModule(festivalId, '精彩作品', { kind: 'posts', item_ids: postIds });
    await addModule(festivalId, '推荐创客', {
      kind: 'members',
      user_ids: [person(0).id, person(1).id, person(2).id],
    });
    await addModule(festivalId, '评论墙', { kind: 'comments' });
    const got = await ok<AdminFestival>(admin('GET', `/web/admin/festival/${festivalId}`));
    expect(got.modules.map((m) => m.config.kind)).toEqual([
      'banner',
      'text',
      'vote',
      'posts',
      'members',
      'comments',
    ]);
    expect(await audits(STAFF_ACTION.festivalModuleCreate)).toHaveLength(6);
  });

  it('refuses what does not exist or cannot be there, in Chinese', async () => {
    const create = (config: object) =>
      admin('POST', '/web/admin/festival/module/create', {
        active_id: festivalId,
        title: '',
        config,
      });
    await status(create({ kind: 'comments' }), 409, MSG.festivalCommentsModuleTwice);
    await status(create({ kind: 'vote', item_id: postIds[0] }), 400, MSG.festivalVoteItemInvalid);
    await status(create({ kind: 'posts', item_ids: [999_999] }), 400, MSG.festivalPostInvalid);
    await status(create({ kind: 'members', user_ids: [999_999] }), 400, MSG.festivalMemberInvalid);
    await status(create({ kind: 'banner', images: [] }), 422, MSG.festivalBannerImagesRequired);
    await status(
      create({ kind: 'banner', images: [{ image: 'https://evil.example/x.png' }] }),
      422,
      MSG.siteImageInvalid,
    );
    await status(
      create({
        kind: 'banner',
        images: [{ image: '/uploads/a.png', link: 'javascript:alert(1)' }],
      }),
      422,
      MSG.festivalLinkInvalid,
    );
    const general = await newFestival(1, 'general');
    await status(
      admin('POST', '/web/admin/festival/module/create', {
        active_id: general,
        title: '',
        config: { kind: 'comments' },
      }),
      404,
      MSG.festivalNotFound,
    );
  });

  it('reorders (all modules, once each), edits, deletes and saves the footer; members may not', async () => {
    const scratch = await newFestival();
    const a = await addModule(scratch, 'A', { kind: 'text', html: '<p>a</p>' });
    const b = await addModule(scratch, 'B', { kind: 'text', html: '<p>b</p>' });
    await status(
      admin('POST', '/web/admin/festival/module/sort', { active_id: scratch, ids: [b.id] }),
      400,
      MSG.festivalSortInvalid,
    );
    const sorted = await ok<AdminFestivalModule[]>(
      admin('POST', '/web/admin/festival/module/sort', { active_id: scratch, ids: [b.id, a.id] }),
    );
    expect(sorted.map((m) => m.title)).toEqual(['B', 'A']);
    const edited = await ok<AdminFestivalModule>(
      admin('POST', `/web/admin/festival/module/update/${a.id}`, {
        title: 'A2',
        config: { kind: 'text', html: '<p>a2</p>' },
      }),
    );
    expect(edited.title).toBe('A2');
    await ok(admin('POST', `/web/admin/festival/module/delete/${b.id}`));
    expect((await page(scratch)).modules.map((m) => m.title)).toEqual(['A2']);
    const footer = await ok<FestivalFooter>(
      admin('POST', '/web/admin/festival/footer', {
        active_id: scratch,
        organiser: '芯客社区',
        sponsors: ['乐鑫', '立创'],
        links: [{ label: '活动规则', url: '/app/new-version/activity' }],
      }),
    );
    expect(footer).toEqual({
      organiser: '芯客社区',
      sponsors: ['乐鑫', '立创'],
      links: [{ label: '活动规则', url: '/app/new-version/activity' }],
      note: '',
    });
    expect(await ok(visitor('GET', `/xgo/v1/web/footer/data?active_id=${scratch}`))).toEqual(
      footer,
    );
    for (const action of [
      STAFF_ACTION.festivalModuleSort,
      STAFF_ACTION.festivalModuleUpdate,
      STAFF_ACTION.festivalModuleDelete,
      STAFF_ACTION.festivalFooter,
    ])
      expect((await audits(action)).length, action).toBeGreaterThanOrEqual(1);
    await status(person(0).call('GET', `/web/admin/festival/${scratch}`), 403);
    await status(moderator('POST', `/web/admin/festival/module/delete/${a.id}`), 403);
  });
});

describe('the page', () => {
  it('resolves every module for a visitor; votes hidden until voted', async () => {
    const p = await page(festivalId);
    expect(p.activity).toMatchObject({ id: festivalId, title: '2026 芯客创客节', is_draft: false });
    const [banner, text, vote, posts, members, wallModule] = p.modules;
    expect(banner).toMatchObject({
      kind: 'banner',
      images: [{ link: '/app/new-version/activity' }],
    });
    expect(text).toMatchObject({ kind: 'text' });
    expect(vote).toMatchObject({ kind: 'vote', item: { id: voteItemId } });
    if (vote?.kind !== 'vote') throw new Error('vote module');
    expect(vote.vote?.subjects[0]?.options[0]?.num).toBeNull();
    expect(posts?.kind === 'posts' && posts.items.map((i) => i.id)).toEqual(postIds);
    expect(members?.kind === 'members' && members.users.map((u) => u.id)).toEqual([
      person(0).id,
      person(1).id,
      person(2).id,
    ]);
    expect(wallModule).toMatchObject({ kind: 'comments', comment_count: 0 });
  });

  it('is 404 for an unknown id, another kind, and a draft unless staff preview it', async () => {
    await status(
      visitor('GET', '/xgo/v1/web/module/list?active_id=999999'),
      404,
      MSG.festivalNotFound,
    );
    const general = await newFestival(1, 'general');
    await status(visitor('GET', `/xgo/v1/web/module/list?active_id=${general}`), 404);
    const draft = await newFestival(0);
    await status(visitor('GET', `/xgo/v1/web/module/list?active_id=${draft}`), 404);
    await status(person(0).call('GET', `/xgo/v1/web/module/list?active_id=${draft}`), 404);
    await status(person(0).call('GET', `/xgo/v1/web/footer/data?active_id=${draft}`), 404);
    expect((await page(draft, moderator)).activity.is_draft).toBe(true);
    expect((await wall(draft, admin)).data).toEqual([]);
    // Nobody comments on a draft, not even staff.
    await status(
      admin('POST', '/xgo/v1/web/common/comment', { active_id: draft, content: '预览' }),
      404,
    );
  });

  it('gift_vote casts on the page vote post through the vote service, once', async () => {
    const p = await page(festivalId);
    const mod = p.modules.find((m) => m.kind === 'vote');
    if (mod?.kind !== 'vote' || !mod.vote) throw new Error('vote module');
    const subject = mod.vote.subjects[0];
    const option = subject?.options[0];
    if (!subject || !option) throw new Error('vote subject');
    const ballot = {
      active_id: festivalId,
      item_id: voteItemId,
      vote: [{ subject_id: subject.id, option_ids: [option.id] }],
    };
    await status(visitor('POST', '/xgo/v1/web/common/gift_vote', ballot), 401);
    const block = await ok<VoteBlock>(
      person(0).call('POST', '/xgo/v1/web/common/gift_vote', ballot),
    );
    expect(block.subjects[0]?.options[0]).toMatchObject({ num: 1, is_chosen: true });
    await status(
      person(0).call('POST', '/xgo/v1/web/common/gift_vote', ballot),
      409,
      MSG.voteAlreadyCast,
    );
    // The same post's own page sees the ballot: one vote engine.
    const mine = await page(festivalId, person(0).call);
    const again = mine.modules.find((m) => m.kind === 'vote');
    expect(again?.kind === 'vote' && again.vote?.subjects[0]?.voter_count).toBe(1);
    // A vote post that is not on this page is refused.
    const elsewhere = await newFestival();
    await status(
      person(1).call('POST', '/xgo/v1/web/common/gift_vote', { ...ballot, active_id: elsewhere }),
      404,
      MSG.festivalVoteNotHere,
    );
  });

  it('follow delegates to the social follow; follow_btn tells each featured member', async () => {
    const btn = () =>
      ok<{ user_id: number; follow_flag: number }[]>(
        person(3).call('GET', `/xgo/v1/web/check/follow_btn?active_id=${festivalId}`),
      );
    expect((await btn()).map((b) => b.follow_flag)).toEqual([0, 0, 0]);
    const state = await ok<{ follow_flag: number; fan_count: number }>(
      person(3).call('POST', '/xgo/v1/web/common/follow', {
        follow_id: person(1).id,
        follow_status: 1,
      }),
    );
    expect(state).toEqual({ follow_flag: FOLLOW_STATUS.followed, fan_count: 1 });
    expect(await btn()).toContainEqual({ user_id: person(1).id, follow_flag: 1 });
    const visitorFlags = await ok<{ follow_flag: number }[]>(
      visitor('GET', `/xgo/v1/web/check/follow_btn?active_id=${festivalId}`),
    );
    expect(visitorFlags.every((f) => f.follow_flag === 0)).toBe(true);
    await status(
      visitor('POST', '/xgo/v1/web/common/follow', { follow_id: person(1).id, follow_status: 1 }),
      401,
    );
  });
});

describe('the comment wall', () => {
  it('visitors read only; members comment and reply; counts are the rows', async () => {
    await status(
      visitor('POST', '/xgo/v1/web/common/comment', { active_id: festivalId, content: 'hi' }),
      401,
      MSG.loginToComment,
    );
    await status(
      person(0).call('POST', '/xgo/v1/web/common/comment', { active_id: festivalId, content: ' ' }),
      422,
      MSG.commentRequired,
    );
    const c = await comment(person(0).call, '创客节快乐！今年做了一个桌面机器人');
    expect(c).toMatchObject({ type: 10, type_id: festivalId, is_fine: 0, status: 1 });
    const r = await ok<Reply>(
      person(1).call('POST', '/xgo/v1/web/common/reply', { comment_id: c.id, content: '求开源！' }),
    );
    expect(r.to_user?.id).toBe(person(0).id);
    const list = await wall(festivalId);
    expect(list.paginate.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: c.id, reply_count: 1, is_fine: 0 });
    const replies = await ok<{ data: Reply[] }>(
      visitor('GET', `/xgo/v1/web/reply/list?comment_id=${c.id}`),
    );
    expect(replies.data.map((x) => x.content)).toEqual(['求开源！']);
    const p = await page(festivalId);
    expect(p.modules.find((m) => m.kind === 'comments')).toMatchObject({ comment_count: 1 });
    // The organiser (who created the activity) hears of it, like a post's author.
    const told = await t.db.select().from(messages).where(eq(messages.userId, adminId));
    expect(told.some((m) => m.title.includes('2026 芯客创客节'))).toBe(true);
  });

  it('a post comment is not a wall comment', async () => {
    const post = await buildItem(t.db);
    const pc = await ok<{ id: number }>(
      person(0).call('POST', '/web/item/comment', { type_id: post.id, content: '普通评论' }),
    );
    await status(visitor('GET', `/xgo/v1/web/reply/list?comment_id=${pc.id}`), 404);
    await status(
      person(1).call('POST', '/xgo/v1/web/common/gift_thumb', { comment_id: pc.id }),
      404,
      MSG.festivalCommentNotFound,
    );
    await status(person(0).call('GET', `/xgo/v1/web/comment/del?id=${pc.id}`), 404);
  });

  it('gift_thumb: one like per member, counted from the rows; again takes it back', async () => {
    const c = await comment(person(2).call, '给大家点赞');
    const like = (i: number) =>
      ok<{ is_thumb: number; thumb_count: number }>(
        person(i).call('POST', '/xgo/v1/web/common/gift_thumb', { comment_id: c.id }),
      );
    await status(visitor('POST', '/xgo/v1/web/common/gift_thumb', { comment_id: c.id }), 401);
    // Two racing likes of one member count once.
    const [a, b] = await Promise.all([like(0), like(0)]);
    expect([a.thumb_count, b.thumb_count].sort()).toEqual([0, 1]);
    await like(0);
    expect(await like(1)).toEqual({ is_thumb: 1, thumb_count: 2 });
    const rows = await t.db
      .select()
      .from(thumbs)
      .where(and(eq(thumbs.type, 2), eq(thumbs.typeId, c.id)));
    expect(rows).toHaveLength(2);
    const listed = (await wall(festivalId, person(1).call)).data.find((x) => x.id === c.id);
    expect(listed).toMatchObject({ thumb_count: 2, is_thumb: 1 });
  });

  it('精选: staff only, audited, the author told; the fine filter lists them first-marked last', async () => {
    const c1 = await comment(person(0).call, '第一条要被精选的评论');
    const c2 = await comment(person(1).call, '第二条要被精选的评论');
    const fine = (as: Call, id: number, v = 1) =>
      as('POST', '/xgo/v1/web/comment_user/fine', { comment_id: id, fine: v });
    await status(fine(visitor, c1.id), 401);
    await status(fine(person(2).call, c1.id), 403, MSG.festivalFineStaffOnly);
    expect(
      await ok(person(2).call('GET', `/xgo/v1/web/check/fine_btn?active_id=${festivalId}`)),
    ).toEqual({ show: false });
    expect(await ok(visitor('GET', `/xgo/v1/web/check/fine_btn?active_id=${festivalId}`))).toEqual({
      show: false,
    });
    expect(
      await ok(moderator('GET', `/xgo/v1/web/check/fine_btn?active_id=${festivalId}`)),
    ).toEqual({ show: true });
    const before = (await audits(STAFF_ACTION.festivalFine)).length;
    expect(await ok(fine(moderator, c1.id))).toEqual({ comment_id: c1.id, is_fine: 1 });
    await ok(fine(moderator, c1.id)); // again: nothing changes, nothing written
    await ok(fine(admin, c2.id));
    expect((await audits(STAFF_ACTION.festivalFine)).length).toBe(before + 2);
    const told = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, person(0).id));
    expect(told.some((m) => m.title.includes('被设为精选'))).toBe(true);
    const fines = await wall(festivalId, visitor, 1);
    expect(fines.data.map((x) => x.id)).toEqual([c2.id, c1.id]);
    expect(fines.data.every((x) => x.is_fine === 1)).toBe(true);
    expect((await wall(festivalId)).data.find((x) => x.id === c1.id)?.is_fine).toBe(1);
    await ok(fine(moderator, c2.id, 0));
    expect((await audits(STAFF_ACTION.festivalUnfine)).length).toBe(1);
    expect((await wall(festivalId, visitor, 1)).data.map((x) => x.id)).toEqual([c1.id]);
  });

  it('del: the author or staff (audited, author told); another member gets 403', async () => {
    const c = await comment(person(0).call, '一条会被删除的评论');
    const r = await ok<Reply>(
      person(1).call('POST', '/xgo/v1/web/common/reply', { comment_id: c.id, content: '回复一下' }),
    );
    await status(visitor('GET', `/xgo/v1/web/comment/del?id=${c.id}`), 401);
    await status(
      person(2).call('GET', `/xgo/v1/web/comment/del?id=${c.id}`),
      403,
      MSG.festivalNotYourComment,
    );
    await status(
      person(2).call('GET', `/xgo/v1/web/reply/del?id=${r.id}`),
      403,
      MSG.festivalNotYourReply,
    );
    expect(await ok(person(1).call('GET', `/xgo/v1/web/reply/del?id=${r.id}`))).toMatchObject({
      reply_count: 0,
    });
    await ok(moderator('POST', '/xgo/v1/web/comment_user/fine', { comment_id: c.id }));
    const total = (await wall(festivalId)).paginate.total;
    await ok(moderator('GET', `/xgo/v1/web/comment/del?id=${c.id}`));
    expect((await wall(festivalId)).paginate.total).toBe(total - 1);
    expect(await audits(STAFF_ACTION.festivalCommentDelete)).toHaveLength(1);
    // The 精选 row went with the comment.
    const left = await t.db
      .select()
      .from(festivalFineComments)
      .where(eq(festivalFineComments.commentId, c.id));
    expect(left).toHaveLength(0);
    const own = await comment(person(3).call, '自己删掉');
    expect(await ok(person(3).call('GET', `/xgo/v1/web/comment/del?id=${own.id}`))).toMatchObject({
      reply_count: 0,
    });
  });
});

describe('page guides (common/get_guide, set_guide with a key)', () => {
  it('are per member per key and leave is_old alone', async () => {
    const me = person(4).call;
    const get = () =>
      ok<{ is_old: number; show_guide: boolean }>(
        me('GET', '/xgo/v1/web/common/get_guide?key=festival'),
      );
    expect(await get()).toEqual({ is_old: 0, show_guide: true });
    expect(await ok(me('POST', '/xgo/v1/web/common/set_guide', { key: 'festival' }))).toEqual({
      is_old: 0,
      show_guide: false,
    });
    expect(await get()).toEqual({ is_old: 0, show_guide: false });
    // The new-user guide is untouched; another member still sees the page guide.
    expect(await ok(me('GET', '/xgo/v1/web/common/get_guide'))).toEqual({
      is_old: 0,
      show_guide: true,
    });
    expect(
      (
        await ok<{ show_guide: boolean }>(
          person(3).call('GET', '/xgo/v1/web/common/get_guide?key=festival'),
        )
      ).show_guide,
    ).toBe(true);
    await status(
      me('POST', '/xgo/v1/web/common/set_guide', { key: 'Bad Key!' }),
      422,
      MSG.guideKeyInvalid,
    );
  });
});

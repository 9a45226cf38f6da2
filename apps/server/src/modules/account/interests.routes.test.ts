import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTEREST, MESSAGE_CATEGORY, USER_ROLE } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildFans,
  buildItem,
  buildUser,
  callAs,
  follow,
  joinCircle,
  loginAs,
} from '../../../test/factories';
import { messageSwitches, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (user: { id: number }) => callAs(t.app, await loginAs(t.db, user));
const update = (call: ReturnType<typeof callAs>, body: object) =>
  call('POST', '/web/user/update', {
    nickname: `兴趣${Date.now() % 1e6}${Math.random().toString(36).slice(2, 6)}`,
    ...body,
  });

describe('SPEC §9 sign-up interests: "19 values from -1 (confidential) to 17"', () => {
  it('are chosen in the profile, stored sorted and shown in my user info', async () => {
    const me = await buildUser(t.db);
    const call = await as(me);
    const res = await update(call, {
      interests: [INTEREST.robot, INTEREST.desktop, INTEREST.robot],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.interests).toEqual([0, 8]);
    const [row] = await t.db.select({ i: users.interests }).from(users).where(eq(users.id, me.id));
    expect(row?.i).toEqual([0, 8]);
    // Not sending them leaves them as they are; 保密 (-1) on its own is a choice too.
    expect((await update(call, {})).json().data.interests).toEqual([0, 8]);
    expect((await update(call, { interests: [-1] })).json().data.interests).toEqual([-1]);
  });

  it('refuses unknown values, 保密 with topics and more than 8, in Chinese', async () => {
    const call = await as(await buildUser(t.db));
    const cases: [unknown, string][] = [
      [[18], '兴趣选项不存在'],
      [[-2], '兴趣选项不存在'],
      [['x'], '兴趣选项不存在'],
      [[-1, 3], '选择保密后不能再选其他兴趣'],
      [[0, 1, 2, 3, 4, 5, 6, 7, 8], '兴趣最多选择8个'],
    ];
    for (const [interests, msg] of cases) {
      const res = await update(call, { interests });
      expect(res.statusCode, JSON.stringify(interests)).toBe(422);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('others do not see them', async () => {
    const someone = await buildUser(t.db, { interests: [INTEREST.gaming] });
    const res = await (
      await as(await buildUser(t.db))
    )('GET', `/web/user/info?user_id=${someone.id}`);
    expect(res.json().data).not.toHaveProperty('interests');
  });

  it('choosing interests changes who is recommended: shared topics first, then most fans', async () => {
    const me = await buildUser(t.db);
    const call = await as(me);
    // Fans as rows (the counters follow them; the test app checks that at close).
    const star = await buildUser(t.db, { interests: [INTEREST.gaming] });
    await buildFans(t.db, star.id, 4);
    const oneShared = await buildUser(t.db, { interests: [INTEREST.robot, INTEREST.vr] });
    await buildFans(t.db, oneShared.id, 2);
    const twoShared = await buildUser(t.db, { interests: [INTEREST.robot, INTEREST.arm] });
    await buildFans(t.db, twoShared.id, 1);
    const secret = await buildUser(t.db, { interests: [INTEREST.secret] });
    await buildFans(t.db, secret.id, 3);
    const ours = [star.id, oneShared.id, twoShared.id, secret.id];
    const order = async () =>
      (
        (await call('GET', '/web/user/follow_recommend_list?page=1&page_size=50')).json().data
          .data as { id: number }[]
      )
        .map((u) => u.id)
        .filter((id) => ours.includes(id));

    // No interests yet: most fans first.
    expect(await order()).toEqual([star.id, secret.id, oneShared.id, twoShared.id]);
    await update(call, { interests: [INTEREST.robot, INTEREST.arm] });
    expect(await order()).toEqual([twoShared.id, oneShared.id, star.id, secret.id]);
    // 保密 shares nothing, so it is the fan order again.
    await update(call, { interests: [INTEREST.secret] });
    expect(await order()).toEqual([star.id, secret.id, oneShared.id, twoShared.id]);
  });

  it('can be given at sign-up, and are refused there the same way', async () => {
    const bad = await callAs(t.app)('POST', '/web/register', {
      phone: '13912345678',
      code: '123456',
      password: 'Passw0rd!',
      interests: [99],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('兴趣选项不存在');
  });
});

describe('user-info fields SPEC §3 only names (docs/user-center.md)', () => {
  it('a new member: default avatar, every task open, no badge, subscribed', async () => {
    const me = await buildUser(t.db, { imageUrl: '', phone: null });
    const info = (await (await as(me))('GET', '/web/user/info')).json().data;
    expect(info).toMatchObject({
      user_image_status: 0,
      task: 6,
      symbol: '',
      dingFlag: 1,
      object_count: 0,
    });
  });

  it('each follows its rows: tasks done, projects published, role badge, a switched-off category', async () => {
    const me = await buildUser(t.db, {
      phone: `137${String(Date.now()).slice(-8)}`,
      userSign: '爱折腾',
      interests: [INTEREST.geek],
      role: USER_ROLE.moderator,
    });
    await follow(t.db, me.id, (await buildUser(t.db)).id);
    await buildItem(t.db, { author: me, itemType: 1 });
    await buildItem(t.db, { author: me, itemType: 3 });
    await buildItem(t.db, { author: me, itemType: 1, itemStatus: 0 });
    await t.db
      .insert(messageSwitches)
      .values({ userId: me.id, category: MESSAGE_CATEGORY.like, status: 0 });
    const call = await as(me);
    const info = (await call('GET', '/web/user/info')).json().data;
    expect(info).toMatchObject({
      user_image_status: 1,
      task: 0,
      object_count: 1,
      symbol: '版主',
      dingFlag: 0,
    });
    const other = (
      await (
        await as(await buildUser(t.db))
      )('GET', `/web/user/info?user_id=${me.id}`)
    ).json().data;
    expect(other).toMatchObject({ object_count: 1, symbol: '版主', user_image_status: 1 });
    const master = await buildUser(t.db, { xUp: 1 });
    expect((await (await as(master))('GET', '/web/user/info')).json().data.symbol).toBe('创作达人');
  });
});

describe('GET /web/user/community: the newest posts of the circles I joined', () => {
  it('lists only my circles’ published posts, newest first; visitors 401', async () => {
    const me = await buildUser(t.db);
    const [joined, elsewhere] = [await buildCircle(t.db), await buildCircle(t.db)];
    await joinCircle(t.db, joined.id, me.id);
    const old = await buildItem(t.db, {
      circleId: joined.id,
      createTime: new Date(Date.now() - 60_000),
    });
    const fresh = await buildItem(t.db, { circleId: joined.id, createTime: new Date() });
    await buildItem(t.db, { circleId: joined.id, itemStatus: 0 });
    await buildItem(t.db, { circleId: elsewhere.id });
    const res = await (await as(me))('GET', '/web/user/community?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((i: { id: number }) => i.id)).toEqual([fresh.id, old.id]);
    expect(res.json().data.paginate).toMatchObject({ total: 2, current_page: 1 });
    expect((await callAs(t.app)('GET', '/web/user/community')).statusCode).toBe(401);
    const bad = await (await as(me))('GET', '/web/user/community?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('页码最小为 1');
  });
});

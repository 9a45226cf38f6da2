import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITEM_STATUS, LOGIN_ACCOUNT_MAX_FAILURES, MSG, USER_ROLE, ZUserInfo } from '@xinke/shared';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildItem,
  buildLikes,
  buildUser,
  buildUserWithPassword,
  loginAs,
  setItemStatus,
} from '../../../test/factories';
import { messages, users } from '../../db/schema';
import { verifyPassword } from '../../lib/secrets';

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = authClient(t);
});
afterAll(async () => {
  c.assertNoSecretsLeaked();
  await t.close();
});

const AUTH_ENDPOINTS: ['GET' | 'POST', string][] = [
  ['GET', '/web/user/info'],
  ['GET', '/web/system/account'],
  ['GET', '/web/system/secret'],
  ['POST', '/web/system/secret'],
  ['GET', '/web/v2/user/phone'],
  ['POST', '/web/system/password'],
  ['POST', '/web/user/update'],
  ['POST', '/web/user/send_phone'],
  ['POST', '/web/user/send_email'],
  ['POST', '/web/system/send_phone'],
  ['POST', '/web/system/send_email'],
  ['POST', '/web/system/bind_phone'],
  ['POST', '/web/system/bind_email'],
  ['POST', '/web/system/change_phone'],
  ['POST', '/web/system/change_email'],
  ['POST', '/web/user/head_pic'],
];

describe('account endpoints', () => {
  it.each(AUTH_ENDPOINTS)('%s %s needs a login (401 请先登录)', async (method, url) => {
    const res = await c.call(method, url, method === 'POST' ? { body: {} } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, data: null, msg: '请先登录' });
  });

  it('GET /web/user/info: every SPEC §3 field, masked contacts, real counts', async () => {
    const me = await buildUserWithPassword(t.db, 'secret123', {
      phone: '13855550001',
      email: 'maker@xinke.dev',
      profession: '工程师',
      ele: 250,
      levelName: 'Lv2 电子学徒',
    });
    await buildLikes(t.db, await buildItem(t.db, { author: me }), 3);
    await buildLikes(t.db, await buildItem(t.db, { author: me }), 4);
    const token = await loginAs(t.db, me);
    const res = await c.call('GET', '/web/user/info', { token });
    const data = res.json().data;
    expect(ZUserInfo.strict().parse(data)).toEqual(data);
    expect(data).toMatchObject({
      id: me.id,
      phone: '138****0001',
      email: 'ma***@xinke.dev',
      profession: '工程师',
      praise_count: 7,
      contribute_count: 2,
      ele: 250,
      next_level_ele: 800,
      is_old: 0,
    });
    const other = await buildUser(t.db, { phone: '13855550002' });
    const theirs = (await c.call('GET', `/web/user/info?user_id=${other.id}`, { token })).json();
    // Someone else's info is the other-person profile: no contacts at all.
    expect(theirs.data).toMatchObject({ id: other.id });
    expect(theirs.data).not.toHaveProperty('phone');
    expect(theirs.data).not.toHaveProperty('email');
    const missing = await c.call('GET', '/web/user/info?user_id=999999', { token });
    expect(missing.statusCode).toBe(404);
  });

  it('GET /web/user/info: collection_count as /web/user/collect counts; tab 1 while a message is unread', async () => {
    const me = await buildUser(t.db);
    const token = await loginAs(t.db, me);
    const author = await buildUser(t.db);
    const authorToken = await loginAs(t.db, author);
    const posts = [
      await buildItem(t.db, { author }),
      await buildItem(t.db, { author }),
      await buildItem(t.db, { author }),
    ];
    const info = async (as = token, userId?: number) =>
      (
        await c.call('GET', `/web/user/info${userId ? `?user_id=${userId}` : ''}`, { token: as })
      ).json().data as { collection_count: number; tab: number };
    expect(await info()).toMatchObject({ collection_count: 0, tab: 0 });

    for (const post of posts) {
      const res = await c.call('POST', '/web/common/collect', {
        token,
        body: { source_id: post.id, source_type: 1 },
      });
      expect(res.json().data.is_collect).toBe(1);
    }
    await c.call('POST', '/web/common/collect', {
      token: authorToken,
      body: { source_id: posts[0]!.id, source_type: 1 },
    });
    expect((await info()).collection_count).toBe(3);
    // A post sent back to review drops out, as it does from the list of collections.
    await setItemStatus(t.db, posts[1]!.id, ITEM_STATUS.reviewing);
    expect((await info()).collection_count).toBe(2);
    const list = await c.call('GET', '/web/user/collect', { token });
    expect(list.json().data.paginate.total).toBe(2);

    // tab: read messages and other people's unread ones do not count.
    await t.db.insert(messages).values({ userId: me.id, category: 1, isRead: 1, title: 'old' });
    await t.db.insert(messages).values({ userId: author.id, category: 2, isRead: 0 });
    expect((await info()).tab).toBe(0);
    const [unread] = await t.db
      .insert(messages)
      .values({ userId: me.id, category: 2, isRead: 0 })
      .returning({ id: messages.id });
    expect((await info()).tab).toBe(1);

    // Seen by someone else: collections while public, never the unread mark.
    const seen = await info(authorToken, me.id);
    expect(seen.collection_count).toBe(2);
    expect(seen).not.toHaveProperty('tab');
    await c.call('POST', '/web/system/secret', { token, body: { show_collect: 0 } });
    expect((await info(authorToken, me.id)).collection_count).toBe(0);
    expect((await info()).collection_count).toBe(2);

    await t.db.update(messages).set({ isRead: 1 }).where(eq(messages.id, unread!.id));
    expect((await info()).tab).toBe(0);
  });

  it('GET /web/system/account and /web/v2/user/phone', async () => {
    const withPassword = await buildUserWithPassword(t.db, 'secret123', { phone: '13855550003' });
    const bare = await buildUser(t.db);
    const a = await c.call('GET', '/web/system/account', {
      token: await loginAs(t.db, withPassword),
    });
    expect(a.json().data).toEqual({
      phone: '138****0003',
      email: '',
      has_password: true,
      wechat_bound: false,
    });
    const b = await c.call('GET', '/web/system/account', { token: await loginAs(t.db, bare) });
    expect(b.json().data).toMatchObject({ phone: '', has_password: false });
    const phone = await c.call('GET', '/web/v2/user/phone', {
      token: await loginAs(t.db, withPassword),
    });
    expect(phone.json().data).toEqual({ phone: '138****0003', bound: true });
  });

  it('privacy switches: read, change some, keep the rest', async () => {
    const token = await loginAs(t.db, await buildUser(t.db));
    const before = await c.call('GET', '/web/system/secret', { token });
    expect(before.json().data).toEqual({
      show_follow: 1,
      show_fans: 1,
      show_collect: 1,
      show_dynamic: 1,
    });
    const after = await c.call('POST', '/web/system/secret', { token, body: { show_fans: 0 } });
    expect(after.json().data).toEqual({
      show_follow: 1,
      show_fans: 0,
      show_collect: 1,
      show_dynamic: 1,
    });
    const bad = await c.call('POST', '/web/system/secret', { token, body: { show_fans: 2 } });
    expect(bad.statusCode).toBe(422);
  });

  describe('POST /web/user/update', () => {
    it.each([
      [{}, '昵称不能为空'],
      [{ nickname: '我' }, '昵称长度为2-16个字'],
      [{ nickname: '一二三四五六七八九十一二三四五六七' }, '昵称长度为2-16个字'],
      [{ nickname: '小芯', user_sign: '字'.repeat(61) }, '个性签名不能超过60个字'],
      [{ nickname: '小芯', district: '省'.repeat(33) }, '地区不能超过32个字'],
      [{ nickname: '小芯', profession: '宇航员' }, '职业不存在'],
      [{ nickname: '小芯', sex: 5 }, '性别不存在'],
    ])('refuses %j with %s', async (body, message) => {
      const token = await loginAs(t.db, await buildUser(t.db));
      const res = await c.call('POST', '/web/user/update', { token, body });
      expect(res.statusCode).toBe(422);
      expect(fieldMessage(res)).toBe(message);
    });

    it('saves the profile (profession by label or value) and answers the new info', async () => {
      const me = await buildUser(t.db);
      const token = await loginAs(t.db, me);
      const res = await c.call('POST', '/web/user/update', {
        token,
        body: {
          nickname: ' 焊武帝 ',
          sex: 1,
          user_sign: '一天不焊就手痒',
          district: '广东 深圳',
          profession: 3,
        },
      });
      expect(res.json()).toMatchObject({
        code: 0,
        msg: '保存成功',
        data: {
          nickname: '焊武帝',
          sex: 1,
          user_sign: '一天不焊就手痒',
          district: '广东 深圳',
          profession: '工程师',
        },
      });
      const again = await c.call('POST', '/web/user/update', {
        token,
        body: { nickname: '焊武帝', profession: '设计师' },
      });
      expect(again.json().data).toMatchObject({ profession: '设计师', sex: 1 });
    });

    it('站务官方 is for staff: a member is refused and keeps their profession, a moderator may', async () => {
      const member = await loginAs(t.db, await buildUser(t.db, { profession: '工程师' }));
      const refused = await c.call('POST', '/web/user/update', {
        token: member,
        body: { nickname: '路过的芯友', profession: '站务官方' },
      });
      expect([refused.statusCode, refused.json().msg]).toEqual([
        403,
        MSG.projectOccupationStaffOnly,
      ]);
      const info = await c.call('GET', '/web/user/info', { token: member });
      expect(info.json().data).toMatchObject({ profession: '工程师' });
      const moderator = await loginAs(t.db, await buildUser(t.db, { role: USER_ROLE.moderator }));
      const saved = await c.call('POST', '/web/user/update', {
        token: moderator,
        body: { nickname: '站务小芯', profession: '站务官方' },
      });
      expect(saved.json().data).toMatchObject({ profession: '站务官方' });
    });

    it('nicknames are unique; a second user only ever changes themself', async () => {
      const a = await buildUser(t.db, { nickname: '树莓派玩家' });
      const b = await buildUser(t.db);
      const tb = await loginAs(t.db, b);
      const taken = await c.call('POST', '/web/user/update', {
        token: tb,
        body: { nickname: '树莓派玩家' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toBe('该昵称已被使用');
      // Writes take the user from the token; a smuggled id changes nothing of A's.
      const res = await c.call('POST', '/web/user/update', {
        token: tb,
        body: { nickname: '第二个人', user_id: a.id, id: a.id },
      });
      expect(res.json().data.id).toBe(b.id);
      await c.call('POST', '/web/system/secret', {
        token: tb,
        body: { show_follow: 0, user_id: a.id },
      });
      const [rowA] = await t.db.select().from(users).where(eq(users.id, a.id));
      expect(rowA).toMatchObject({ nickname: '树莓派玩家', showFollow: 1 });
      const [rowB] = await t.db.select().from(users).where(eq(users.id, b.id));
      expect(rowB).toMatchObject({ nickname: '第二个人', showFollow: 0 });
    });
  });

  describe('POST /web/system/password', () => {
    it.each([
      [{ password_confirm: 'abc12345' }, '密码不能为空'],
      [{ password: '        ', password_confirm: '        ' }, '密码不能为空'],
      [{ password: 'abc', password_confirm: 'abc' }, '密码为8-32位，需同时包含字母和数字'],
      [{ password: 'abc12345' }, '请再次输入密码'],
    ])('refuses %j with %s', async (body, message) => {
      const token = await loginAs(t.db, await buildUser(t.db));
      const res = await c.call('POST', '/web/system/password', { token, body });
      expect(res.statusCode).toBe(422);
      expect(fieldMessage(res)).toBe(message);
    });

    it('sets a first password without an old one', async () => {
      const me = await buildUser(t.db, { phone: '13855550010' });
      const token = await loginAs(t.db, me);
      const mismatch = await c.call('POST', '/web/system/password', {
        token,
        body: { password: 'first1234', password_confirm: 'first12345' },
      });
      expect(mismatch.json().msg).toBe('两次输入的密码不一致');
      const res = await c.call('POST', '/web/system/password', {
        token,
        body: { password: 'first1234', password_confirm: 'first1234' },
      });
      expect(res.json()).toEqual({ code: 0, data: null, msg: '密码修改成功' });
      const login = await c.call('POST', '/web/login', {
        body: { login: '13855550010', password: 'first1234' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('changing needs the right old password; other sessions end, this one stays', async () => {
      const me = await buildUserWithPassword(t.db, 'oldpass123', { phone: '13855550011' });
      const token = await loginAs(t.db, me);
      const elsewhere = await loginAs(t.db, me);
      const body = { password: 'newpass123', password_confirm: 'newpass123' };
      expect((await c.call('POST', '/web/system/password', { token, body })).json().msg).toBe(
        '请输入原密码',
      );
      const wrong = await c.call('POST', '/web/system/password', {
        token,
        body: { ...body, old_password: 'nope12345' },
      });
      expect(wrong.json().msg).toBe('原密码错误');
      const ok = await c.call('POST', '/web/system/password', {
        token,
        body: { ...body, old_password: 'oldpass123' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await c.call('GET', '/web/system/account', { token })).statusCode).toBe(200);
      expect((await c.call('GET', '/web/system/account', { token: elsewhere })).statusCode).toBe(
        401,
      );
    });

    it(`wrong old passwords lock the change like logins (${LOGIN_ACCOUNT_MAX_FAILURES} per account)`, async () => {
      const me = await buildUserWithPassword(t.db, 'oldpass123');
      const token = await loginAs(t.db, me);
      const other = await buildUserWithPassword(t.db, 'theirs123');
      const change = (auth: string, old_password: string) =>
        c.call('POST', '/web/system/password', {
          token: auth,
          body: { password: 'newpass123', password_confirm: 'newpass123', old_password },
        });
      // Fired at once, as a script would: no more than the cap are checked.
      const answers = await Promise.all(
        Array.from({ length: LOGIN_ACCOUNT_MAX_FAILURES + 5 }, (_, i) =>
          change(token, `guess${i}pass`),
        ),
      );
      const msgs = answers.map((r) => r.json().msg as string);
      expect(msgs.filter((m) => m === '原密码错误')).toHaveLength(LOGIN_ACCOUNT_MAX_FAILURES);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]?.json().msg).toMatch(/^原密码错误次数过多，请\d+分钟后再试$/);
      // Even the right old password waits; another account is not affected.
      expect((await change(token, 'oldpass123')).statusCode).toBe(429);
      expect((await change(await loginAs(t.db, other), 'theirs123')).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect(await verifyPassword('oldpass123', row?.passwordHash ?? '')).toBe(true);
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_CATEGORY,
  MSG,
  OPINION_STATUS,
  STAFF_ACTION,
  UPLOAD_PURPOSE,
  USER_ROLE,
  type AdminOpinion,
  type Opinion,
  type Paginate,
  type SitePage,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { messages, staffAuditLog, userImages } from '../../db/schema';

/*
 * 意见反馈 and the 关于我们 site pages (docs/feedback.md): members send and read their own
 * feedback, staff answer it (one audit row, a system message), admins write about/contact.
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let adminToken: string;
let moderatorToken: string;
let memberToken: string;
let otherToken: string;
let memberId: number;
let otherId: number;

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
): Promise<{ status: number; body: Answer<T> }> {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<Answer<T>>() };
}

async function ownImage(userId: number, purpose: number = UPLOAD_PURPOSE.feedback) {
  const hash = `${userId}${Math.random().toString(16).slice(2)}`.padEnd(16, '0');
  const url = `/uploads/images/${hash}.webp`;
  await t.db.insert(userImages).values({ userId, purpose, url, tokenId: `t-${hash}` });
  return url;
}

const commit = (token: string | undefined, body: object) =>
  call<Opinion>('POST', '/web/opinion/commit', token, body);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  const moderator = await buildUser(t.db, { role: USER_ROLE.moderator });
  const member = await buildUser(t.db);
  const other = await buildUser(t.db);
  memberId = member.id;
  otherId = other.id;
  adminToken = await loginAs(t.db, admin);
  moderatorToken = await loginAs(t.db, moderator);
  memberToken = await loginAs(t.db, member);
  otherToken = await loginAs(t.db, other);
});
afterAll(async () => t?.close());

describe('POST /web/opinion/commit', () => {
  it('refuses a visitor', async () => {
    const res = await commit(undefined, { type: 1, content: '希望帖子支持 Markdown 表格' });
    expect(res.status).toBe(401);
  });

  it('refuses bad input with Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ type: 9, content: '希望帖子支持 Markdown 表格' }, MSG.opinionTypeInvalid],
      [{ type: 1, content: '   ' }, MSG.opinionContentRequired],
      [{ type: 1, content: '太卡了' }, MSG.opinionContentTooShort],
      [{ type: 1, content: '长'.repeat(1001) }, MSG.opinionContentTooLong],
      [
        { type: 1, content: '希望帖子支持 Markdown 表格', contact: 'x'.repeat(51) },
        MSG.opinionContactTooLong,
      ],
      [
        { type: 1, content: '希望帖子支持 Markdown 表格', images: ['javascript:alert(1)'] },
        MSG.opinionImageInvalid,
      ],
      [
        {
          type: 1,
          content: '希望帖子支持 Markdown 表格',
          images: Array(5).fill('/uploads/images/a.webp'),
        },
        MSG.opinionImagesTooMany,
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await commit(memberToken, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.msg).toContain(msg);
    }
  });

  it('takes only the member’s own feedback uploads', async () => {
    const others = await ownImage(otherId);
    const general = await ownImage(memberId, UPLOAD_PURPOSE.common);
    for (const url of [others, general, '/uploads/images/never-uploaded.webp']) {
      const res = await commit(memberToken, {
        type: 2,
        content: 'ESP32 固件上传页面一直转圈，换浏览器也一样',
        images: [url],
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(MSG.opinionImageInvalid);
    }
  });

  it('stores feedback with images and lists only one’s own', async () => {
    const image = await ownImage(memberId);
    const res = await commit(memberToken, {
      type: 2,
      content: '  发帖时上传示波器截图总是失败，提示图片过大，但图片只有 800KB  ',
      images: [image],
      contact: 'wx: maker_lee',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 2,
      content: '发帖时上传示波器截图总是失败，提示图片过大，但图片只有 800KB',
      images: [image],
      contact: 'wx: maker_lee',
      status: OPINION_STATUS.pending,
      answer: '',
      answer_time: null,
    });
    const mine = await call<{ data: Opinion[]; paginate: Paginate }>(
      'GET',
      '/web/opinion/list',
      memberToken,
    );
    expect(mine.body.data.data.map((o) => o.id)).toContain(res.body.data.id);
    const theirs = await call<{ data: Opinion[] }>('GET', '/web/opinion/list', otherToken);
    expect(theirs.body.data.data.map((o) => o.id)).not.toContain(res.body.data.id);
    expect((await call('GET', '/web/opinion/list')).status).toBe(401);
  });

  it('refuses the same pending text twice and a sixth pending one', async () => {
    const text = '希望 RISC-V 圈子能置顶一份开发板选购指南';
    expect((await commit(otherToken, { type: 1, content: text })).status).toBe(200);
    const again = await commit(otherToken, { type: 1, content: text });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MSG.opinionDuplicate);
    for (let i = 2; i <= 5; i++)
      expect(
        (await commit(otherToken, { type: 5, content: `第${i}条建议：增加更多 PCB 打样教程` }))
          .status,
      ).toBe(200);
    const sixth = await commit(otherToken, {
      type: 5,
      content: '第6条建议：增加更多 PCB 打样教程',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body.msg).toBe(MSG.opinionTooManyPending);
  });
});

describe('console: list and answer', () => {
  let id: number;
  beforeAll(async () => {
    const res = await commit(memberToken, {
      type: 3,
      content: '有人在 3D 打印圈子里反复发广告，请处理',
    });
    id = res.body.data.id;
  });

  it('refuses visitors and members', async () => {
    expect((await call('GET', '/web/admin/opinions')).status).toBe(401);
    const member = await call('GET', '/web/admin/opinions', memberToken);
    expect(member.status).toBe(403);
    expect(member.body.msg).toBe(MSG.staffOnly);
    const answer = await call('POST', `/web/admin/opinion/${id}/answer`, memberToken, {
      status: 1,
      answer: '好的',
    });
    expect(answer.status).toBe(403);
  });

  it('filters by status, type and keyword', async () => {
    const list = await call<{ data: AdminOpinion[] }>(
      'GET',
      `/web/admin/opinions?status=0&type=3&keyword=${encodeURIComponent('3D 打印')}`,
      moderatorToken,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((o) => o.id)).toEqual([id]);
    expect(list.body.data.data[0]?.user.id).toBe(memberId);
    const none = await call<{ data: AdminOpinion[] }>(
      'GET',
      '/web/admin/opinions?status=1&type=3',
      moderatorToken,
    );
    expect(none.body.data.data.map((o) => o.id)).not.toContain(id);
    const bad = await call('GET', '/web/admin/opinions?status=7', moderatorToken);
    expect(bad.status).toBe(422);
  });

  it('needs an answer to mark 已回复; 404 for an unknown id', async () => {
    const empty = await call('POST', `/web/admin/opinion/${id}/answer`, moderatorToken, {
      status: 1,
      answer: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(MSG.opinionAnswerRequired);
    const missing = await call('POST', '/web/admin/opinion/999999/answer', moderatorToken, {
      status: 1,
      answer: '已处理',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(MSG.opinionNotFound);
  });

  it('answers: the member sees it, gets a system message, one audit row', async () => {
    const answer = '感谢反馈，相关广告帖已删除，发布者已被禁言 7 天。';
    const res = await call<AdminOpinion>(
      'POST',
      `/web/admin/opinion/${id}/answer`,
      moderatorToken,
      {
        status: 1,
        answer,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 1, answer });
    expect(res.body.data.answer_by).not.toBe('');
    const mine = await call<{ data: Opinion[] }>('GET', '/web/opinion/list', memberToken);
    const seen = mine.body.data.data.find((o) => o.id === id);
    expect(seen).toMatchObject({ status: 1, answer, answer_time: Math.floor(clock() / 1000) });
    const notes = await t.db.select().from(messages).where(eq(messages.userId, memberId));
    const note = notes.find(
      (m) => m.category === MESSAGE_CATEGORY.system && m.content.includes(answer),
    );
    expect(note?.title).toBe('意见反馈有了回复');
    const rows = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `opinion:${id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe(STAFF_ACTION.opinionAnswer);
    expect(rows[0]?.after).toMatchObject({ status: 1, answer });

    // Closing without a new answer: no second message.
    const close = await call('POST', `/web/admin/opinion/${id}/answer`, adminToken, {
      status: OPINION_STATUS.closed,
      answer,
    });
    expect(close.status).toBe(200);
    const after = await t.db.select().from(messages).where(eq(messages.userId, memberId));
    expect(after.filter((m) => m.content.includes(answer))).toHaveLength(1);
  });
});

describe('site pages (关于我们 about / contact)', () => {
  it('answers a built-in title until an admin writes it', async () => {
    const res = await call<SitePage>('GET', '/web/site/page/contact');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: 'contact', title: '联系我们', content: '' });
    const bad = await call('GET', '/web/site/page/secret');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain(MSG.sitePageInvalid);
  });

  it('admins only; sanitized; audited', async () => {
    const body = {
      title: '联系我们',
      content: '<p>商务合作：bd@xinke.example</p><script>alert(1)</script>',
    };
    expect((await call('POST', '/web/admin/site_page/contact', undefined, body)).status).toBe(401);
    const mod = await call('POST', '/web/admin/site_page/contact', moderatorToken, body);
    expect(mod.status).toBe(403);
    expect(mod.body.msg).toBe(MSG.adminOnly);
    const empty = await call('POST', '/web/admin/site_page/contact', adminToken, {
      title: '联系我们',
      content: '<script>x</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(MSG.sitePageContentRequired);
    const ok = await call<SitePage>('POST', '/web/admin/site_page/contact', adminToken, body);
    expect(ok.status).toBe(200);
    expect(ok.body.data.content).toBe('<p>商务合作：bd@xinke.example</p>');
    const shown = await call<SitePage>('GET', '/web/site/page/contact');
    expect(shown.body.data.content).toBe('<p>商务合作：bd@xinke.example</p>');
    const all = await call<SitePage[]>('GET', '/web/admin/site_pages', adminToken);
    expect(all.body.data.map((p) => p.key)).toEqual(['about', 'contact']);
    const rows = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, 'site_page:contact'));
    expect(rows.map((r) => r.action)).toEqual([STAFF_ACTION.sitePageUpdate]);
  });
});

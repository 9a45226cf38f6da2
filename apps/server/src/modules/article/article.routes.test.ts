import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TYPE,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminArticle,
  type AdminArticleCategory,
  type ArticleDetail,
  type Comment,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { findCounterDrift } from '../../db/consistency';
import { comments, messages, sensitiveWords, staffAuditLog } from '../../db/schema';

/*
 * News and official articles (docs/content.md): staff write them, readers see only what is
 * published and due, and comments, likes and collections on them follow the post rules
 * through the one content-target registry.
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let moderator: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let adminId = 0;
let memberId = 0;
let otherId = 0;
let newsCat = 0;
let officialCat = 0;
let activityCat = 0;

const body = <T>(res: { json: <U>() => U }) => res.json<{ code: number; msg: string; data: T }>();

async function ok<T>(res: Promise<{ statusCode: number; json: <U>() => U }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

async function category(section: string, name: string, isActivity = 0) {
  const c = await ok<AdminArticleCategory>(
    admin('POST', '/web/admin/article_category/create', { section, name, is_activity: isActivity }),
  );
  return c.id;
}

async function write(
  section: 'news' | 'official',
  title: string,
  extra: Record<string, unknown> = {},
): Promise<AdminArticle> {
  return ok<AdminArticle>(
    admin('POST', '/web/admin/article/create', {
      section,
      category_id: section === 'news' ? newsCat : officialCat,
      title,
      content: '<p>正文<script>alert(1)</script></p>',
      action: 'publish',
      ...extra,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  const m = await buildUser(t.db);
  const o = await buildUser(t.db);
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator });
  adminId = a.id;
  memberId = m.id;
  otherId = o.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, o));
  moderator = callAs(t.app, await loginAs(t.db, mod));
  visitor = callAs(t.app);
  await t.db.insert(sensitiveWords).values({ word: '违禁词' });
  newsCat = await category('news', '芯片动态');
  officialCat = await category('official', '教程');
  activityCat = await category('official', '活动', 1);
}, 120_000);

afterAll(async () => {
  expect(await findCounterDrift(t.db)).toEqual([]);
  await t.close();
});

describe('authoring', () => {
  it('only admins write; every write is audited; the body is sanitized', async () => {
    const payload = {
      section: 'news',
      category_id: newsCat,
      title: 'x',
      content: '<p>x</p>',
      action: 'draft',
    };
    expect((await visitor('POST', '/web/admin/article/create', payload)).statusCode).toBe(401);
    const byMember = await member('POST', '/web/admin/article/create', payload);
    expect(byMember.statusCode).toBe(403);
    expect((await moderator('POST', '/web/admin/article/create', payload)).statusCode).toBe(403);
    const a = await write('news', '国产 MCU 新品发布');
    expect(a.content).not.toContain('script');
    expect(a.state).toBe(1);
    expect(a.summary).toBe('正文');
    const logged = await t.db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, STAFF_ACTION.articleCreate),
          eq(staffAuditLog.target, `article:${a.id}`),
        ),
      );
    expect(logged[0]?.n).toBe(1);
  });

  it('refuses bad input in Chinese', async () => {
    const base = { section: 'news', category_id: newsCat, title: '标题', content: '<p>x</p>' };
    const bad = async (p: object) =>
      body<unknown>(await admin('POST', '/web/admin/article/create', p)).msg.replace(/^\w+: /, '');
    expect(await bad({ ...base, action: 'publish', title: '' })).toBe(MSG.articleTitleRequired);
    expect(await bad({ ...base, action: 'fly' })).toBe(MSG.articleActionInvalid);
    expect(await bad({ ...base, action: 'schedule' })).toBe(MSG.articleScheduleRequired);
    expect(await bad({ ...base, action: 'schedule', publish_at: 1 })).toBe(MSG.articleSchedulePast);
    expect(await bad({ ...base, action: 'publish', category_id: officialCat })).toBe(
      MSG.articleCategoryWrongSection,
    );
    expect(await bad({ ...base, action: 'publish', content: '<script>x</script>' })).toBe(
      MSG.articleContentRequired,
    );
    expect(await bad({ ...base, action: 'publish', section: 'blog' })).toBe(
      MSG.articleSectionInvalid,
    );
  });

  it('drafts, scheduled and unpublished articles are not visible; a schedule comes due by itself', async () => {
    const draft = await write('news', '草稿资讯', { action: 'draft' });
    const later = Math.floor(clock() / 1000) + 3600;
    const scheduled = await write('news', '定时资讯', { action: 'schedule', publish_at: later });
    expect(scheduled.state).toBe(3);
    const live = await write('official', '将被撤回的文章');
    await ok(
      admin('POST', `/web/admin/article/update/${live.id}`, {
        section: 'official',
        category_id: officialCat,
        title: live.title,
        content: live.content,
        action: 'unpublish',
      }),
    );
    for (const [url, msg] of [
      [`/web/news/detail/${draft.id}`, MSG.newsNotFound],
      [`/web/news/detail/${scheduled.id}`, MSG.newsNotFound],
      [`/web/official/content/${live.id}`, MSG.articleNotFound],
      [`/web/official/content/${draft.id}`, MSG.articleNotFound],
      ['/web/news/detail/999999', MSG.newsNotFound],
    ] as const) {
      const res = await visitor('GET', url);
      expect(res.statusCode).toBe(404);
      expect(body(res).msg).toBe(msg);
    }
    const titles = (
      await ok<{ data: { title: string }[] }>(visitor('GET', '/web/news/list/0'))
    ).data.map((a) => a.title);
    expect(titles).not.toContain('草稿资讯');
    expect(titles).not.toContain('定时资讯');
    clock.advance(3601_000);
    expect((await visitor('GET', `/web/news/detail/${scheduled.id}`)).statusCode).toBe(200);
    const listed = await ok<{ data: AdminArticle[] }>(
      admin('GET', '/web/admin/articles?state=0&section=news'),
    );
    expect(listed.data.map((a) => a.id)).toContain(draft.id);
    expect(listed.data.every((a) => a.state === 0)).toBe(true);
  });

  it('categories: wrong ids are Chinese 404s; a used one cannot be deleted', async () => {
    expect(body(await visitor('GET', '/web/news/list/999999')).msg).toBe(
      MSG.articleCategoryNotFound,
    );
    expect(body(await visitor('GET', '/web/news/detail/abc')).msg).toContain(MSG.idInvalid);
    const used = await admin('POST', `/web/admin/article_category/delete/${newsCat}`);
    expect(used.statusCode).toBe(409);
    expect(body(used).msg).toBe(MSG.articleCategoryInUse);
    const spare = await category('news', '临时分类');
    await ok(admin('POST', `/web/admin/article_category/delete/${spare}`));
  });
});

describe('reading', () => {
  it('every public endpoint answers', async () => {
    const news = await write('news', '开发板新品', { cover: '/uploads/images/abc.webp' });
    await write('official', '活动：征文', { category_id: activityCat, is_top: 1 });
    const index = await ok<{ top: unknown[]; latest: { id: number }[] }>(
      visitor('GET', '/web/news/index'),
    );
    expect(index.latest.map((a) => a.id)).toContain(news.id);
    const detail = await ok<ArticleDetail>(visitor('GET', `/web/news/detail/${news.id}`));
    expect(detail.visit_count).toBe(1);
    expect(detail.content).toContain('正文');
    const today = await ok<{ date: string; data: { id: number }[] }>(
      visitor('GET', '/web/today_event/index'),
    );
    expect(today.data.map((a) => a.id)).toContain(news.id);
    expect(body(await visitor('GET', '/web/today_event/index?date=2026-13')).msg).toContain(
      MSG.articleDateInvalid,
    );
    expect((await ok<unknown[]>(visitor('GET', '/web/pbook/list'))).length).toBeGreaterThan(0);
    expect(Array.isArray(await ok(visitor('GET', '/web/forum/roll')))).toBe(true);
    const official = await ok<{ sections: unknown[] }>(visitor('GET', '/web/official/index'));
    expect(official.sections.length).toBe(2);
    expect((await ok<unknown[]>(visitor('GET', '/web/official/category_image'))).length).toBe(2);
    expect((await ok<unknown[]>(visitor('GET', '/web/official/project'))).length).toBe(1);
    expect(
      (await ok<{ data: unknown[] }>(visitor('GET', '/web/official/active_list'))).data.length,
    ).toBe(1);
    expect((await ok<unknown[]>(visitor('GET', '/web/official/active_index'))).length).toBe(1);
    expect(
      (await ok<{ data: unknown[] }>(visitor('GET', `/web/official/list/${activityCat}`))).data
        .length,
    ).toBe(1);
    const found = await ok<{ data: { title: string }[] }>(
      visitor('GET', `/xgo/v1/web/official/article?query=${encodeURIComponent('征文')}`),
    );
    expect(found.data.map((a) => a.title)).toEqual(['活动：征文']);
    expect(
      body(await visitor('GET', `/xgo/v1/web/official/article?query=${'长'.repeat(41)}`)).msg,
    ).toContain(MSG.articleQueryTooLong);
  });
});

describe('comments, likes, collections on articles and news', () => {
  it('visitors cannot write; members comment, held comments reach the review queue', async () => {
    const news = await write('news', '可评论的资讯');
    const payload = { type: COMMENT_TYPE.news, type_id: news.id, content: '写得好' };
    expect((await visitor('POST', '/web/common/comment', payload)).statusCode).toBe(401);
    const c = await ok<Comment>(member('POST', '/web/common/comment', payload));
    expect(c.status).toBe(1);
    const held = await member('POST', '/web/common/comment', { ...payload, content: '含违禁词' });
    expect(body(held).msg).toBe(MSG.commentPending);
    const heldId = body<Comment>(held).data.id;
    const page = await ok<{ data: Comment[] }>(visitor('GET', `/web/news/comment/${news.id}`));
    expect(page.data.map((x) => x.id)).toEqual([c.id]);
    expect(
      (await ok<ArticleDetail>(visitor('GET', `/web/news/detail/${news.id}`))).comment_count,
    ).toBe(1);
    // The admin (author) heard of it: 评论了你的资讯《…》.
    const told = await t.db.select().from(messages).where(eq(messages.userId, adminId));
    expect(told.some((m) => m.title === `评论了你的资讯《${news.title}》`)).toBe(true);
    const queue = await admin('GET', '/web/moderation/queue');
    expect(JSON.stringify(queue.json())).toContain('含违禁词');
    await ok(
      moderator('POST', `/web/moderation/comment/${heldId}`, {
        kind: 'comment',
        action: 'publish',
      }),
    );
    expect(
      (await ok<ArticleDetail>(visitor('GET', `/web/news/detail/${news.id}`))).comment_count,
    ).toBe(2);
    // A reply to the member's comment notifies the member.
    await ok(
      other('POST', '/web/common/reply', {
        type: COMMENT_TYPE.news,
        type_id: news.id,
        comment_id: c.id,
        content: '同意',
      }),
    );
    const replyMsg = await t.db.select().from(messages).where(eq(messages.userId, memberId));
    expect(replyMsg.some((m) => m.title === '回复了你的评论')).toBe(true);
    // Wrong type for the id: the article is not news.
    const off = await write('official', '官方文章');
    const wrong = await member('POST', '/web/common/comment', { ...payload, type_id: off.id });
    expect(wrong.statusCode).toBe(404);
    expect(body(wrong).msg).toBe(MSG.newsNotFound);
  });

  it("the author's blacklist refuses; unpublished articles take no comments", async () => {
    const a = await write('official', '拉黑测试');
    await ok(admin('POST', '/web/user/black', { black_user_id: otherId }));
    const refused = await other('POST', '/web/common/comment', {
      type: COMMENT_TYPE.article,
      type_id: a.id,
      content: '你好',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe(MSG.commentBlocked);
    await ok(admin('POST', '/web/user/black_cancel', { black_user_id: otherId }));
    const draft = await write('official', '未发布', { action: 'draft' });
    const res = await member('POST', '/web/common/comment', {
      type: COMMENT_TYPE.article,
      type_id: draft.id,
      content: '你好',
    });
    expect(res.statusCode).toBe(404);
    expect(body(res).msg).toBe(MSG.articleNotFound);
  });

  it('likes and collections toggle; counts agree with rows; collected articles are listed', async () => {
    const a = await write('official', '收藏测试');
    const liked = await ok<{ is_thumb: number; thumb_count: number }>(
      member('POST', '/web/common/thumb', { type: COMMENT_TYPE.article, type_id: a.id }),
    );
    expect(liked).toEqual({ is_thumb: 1, thumb_count: 1 });
    const col = await ok<{ is_collect: number; collect_count: number }>(
      member('POST', '/web/common/collect', {
        source_type: COLLECT_SOURCE_TYPE.officialArticle,
        source_id: a.id,
      }),
    );
    expect(col).toEqual({ is_collect: 1, collect_count: 1 });
    const detail = await ok<ArticleDetail>(member('GET', `/web/official/content/${a.id}`));
    expect([detail.is_thumb, detail.is_collect, detail.thumb_count, detail.collect_count]).toEqual([
      1, 1, 1, 1,
    ]);
    const mine = await ok<{ data: { id: number }[] }>(member('GET', '/web/user/collect_article'));
    expect(mine.data.map((x) => x.id)).toEqual([a.id]);
    expect((await visitor('GET', '/web/user/collect_article')).statusCode).toBe(401);
    const again = await ok<{ is_thumb: number; thumb_count: number }>(
      member('POST', '/web/common/thumb', { type: COMMENT_TYPE.article, type_id: a.id }),
    );
    expect(again).toEqual({ is_thumb: 0, thumb_count: 0 });
    // News has no collect source (SPEC §9); a like of a comment under an article works.
    const c = await ok<Comment>(
      other('POST', '/web/common/comment', {
        type: COMMENT_TYPE.article,
        type_id: a.id,
        content: '收藏了',
      }),
    );
    const cl = await ok<{ thumb_count: number }>(
      member('POST', '/web/common/thumb', { type: COMMENT_TYPE.comment, type_id: c.id }),
    );
    expect(cl.thumb_count).toBe(1);
    const stored = await t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(stored[0]?.thumbCount).toBe(1);
    expect(await findCounterDrift(t.db)).toEqual([]);
  });
});

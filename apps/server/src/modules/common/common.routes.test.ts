import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, testRedisUrl, type TestApp } from '../../../test/create-test-app';
import { pageViews } from '../../db/schema';
import { buildUser, loginAs, testClock } from '../../../test/factories';

const LIMIT = 5;
let t: TestApp;
beforeAll(async () => {
  // The limiter's windows are slots of the app's clock: a clock held still keeps the five
  // visits and the refused sixth in one slot, however slowly a loaded machine runs them.
  t = await createTestApp({
    env: { PAGE_VIEW_RATE_LIMIT: String(LIMIT) },
    deps: { clock: testClock() },
  });
});
afterAll(() => t.close());

const visit = (ip: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/web/common/page_view',
    remoteAddress: ip,
    payload: body,
    headers: { 'user-agent': 'vitest' },
  });

describe('POST /web/common/page_view', () => {
  it(`uses the ${testRedisUrl ? 'Redis' : 'in-memory'} rate limiter in this run`, () => {
    expect(t.rateLimiter.store).toBe(testRedisUrl ? 'redis' : 'memory');
  });

  it('records the visit with path, source, channel and ip', async () => {
    const res = await visit('10.0.0.1', {
      page_path: '/app/new-version/featured',
      page_source: 2,
      channel_code: 'bd01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'ok' });
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, '10.0.0.1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/app/new-version/featured',
      source: 2,
      channel: 'bd01',
      userId: null,
      userAgent: 'vitest',
    });
  });

  it('channel_code is optional; unknown source is refused', async () => {
    expect((await visit('10.0.0.2', { page_path: '/app/x', page_source: 1 })).statusCode).toBe(200);
    const bad = await visit('10.0.0.2', { page_path: '/app/x', page_source: 9 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('page_source: 来源不存在');
  });

  it(`allows ${LIMIT} a minute per IP, then 429, without affecting other IPs`, async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await visit('10.0.0.9', { page_path: `/p/${i}`, page_source: 1 })).statusCode).toBe(
        200,
      );
    }
    const refused = await visit('10.0.0.9', { page_path: '/p/x', page_source: 1 });
    expect(refused.statusCode).toBe(429);
    // Within the current minute: the answer says when, in the body and in Retry-After.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ code: 429, data: null, msg: `操作太频繁，请${wait}秒后再试` });
    expect(await t.db.select().from(pageViews).where(eq(pageViews.ip, '10.0.0.9'))).toHaveLength(
      LIMIT,
    );
    expect((await visit('10.0.0.10', { page_path: '/p/y', page_source: 1 })).statusCode).toBe(200);
  });
});

describe('GET /web/common/page_view', () => {
  it('counts the visits of one page, in all and today (Beijing); a member’s visit is theirs', async () => {
    const member = await buildUser(t.db);
    const auth = await loginAs(t.db, member);
    const path = '/app/new-version/postDetail/4242';
    await t.app.inject({
      method: 'POST',
      url: '/web/common/page_view',
      remoteAddress: '10.1.0.1',
      headers: { authorization: auth },
      payload: { page_path: path, page_source: 1 },
    });
    await visit('10.1.0.2', { page_path: path, page_source: 3 });
    await visit('10.1.0.3', { page_path: '/app/other', page_source: 1 });
    await t.db.insert(pageViews).values({
      path,
      source: 1,
      createTime: new Date(Date.now() - 3 * 86_400_000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/web/common/page_view?page_path=${encodeURIComponent(path)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ page_path: path, total: 3, today: 2 });
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.ip, '10.1.0.1'));
    expect(rows[0]?.userId).toBe(member.id);
  });

  it('needs a page path, in Chinese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/common/page_view' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('页面路径不能为空');
  });
});

import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  DASHBOARD_DAYS,
  DASHBOARD_METRIC,
  ELE_REASON,
  ITEM_STATUS,
  MSG,
  USER_ROLE,
  type AdminDashboard,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildComments, buildItem, buildUser, loginAs, testClock } from '../../../test/factories';
import {
  comments as commentTable,
  dashboardDaily,
  letters,
  memberActiveDays,
  pageViews,
  replies,
} from '../../db/schema';
import { chinaDay, previousDay } from '../growth/china-day';
import { applyEle } from '../growth/ledger';
import { signIn } from '../growth/sign-in.service';
import { ACTIVITY_RETENTION_DAYS, closeDays, pruneOldActivity } from './dashboard-job';
import { dashboardDays, dayRange } from './dashboard-days';

/*
 * 概览 (docs/admin-dashboard.md): closed days come from the daily aggregate the job fills,
 * today is counted live; both must agree with the rows. Admins only.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Noon in China, so "an hour ago" and "an hour from now" stay on the same China day.
const clock = testClock(dayRange(chinaDay(Date.now())).start.getTime() + 12 * HOUR);
let t: TestApp;
let adminToken: string;
let memberToken: string;
let moderatorToken: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  const moderator = await buildUser(t.db, { role: USER_ROLE.moderator });
  const member = await buildUser(t.db);
  adminToken = await loginAs(t.db, admin);
  moderatorToken = await loginAs(t.db, moderator);
  memberToken = await loginAs(t.db, member);
});

afterAll(async () => {
  await t.close();
});

async function dashboard(): Promise<AdminDashboard> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/web/admin/dashboard',
    headers: { authorization: adminToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminDashboard }>().data;
}

/** The value of a metric on the day at `index` of the answer (-1 today, -2 yesterday). */
function valueOf(d: AdminDashboard, metric: string, index = -1): number {
  const series = d.metrics.find((m) => m.key === metric);
  if (!series) throw new Error(`no metric ${metric}`);
  return series.values.at(index) ?? NaN;
}

/**
 * One of each counted thing at `at`: 2 new users, 1 post (+ a draft, not counted), 3
 * comments, 2 replies, 1 letter, 1 sign-in (its ledger row is issued ele), 4 ele spent,
 * 3 page views (2 PC from channel 'wx', 1 mini program without a channel).
 */
async function makeActivity(at: number) {
  const createTime = new Date(at);
  const author = await buildUser(t.db, { createTime });
  const other = await buildUser(t.db, { createTime });
  const item = await buildItem(t.db, { author, createTime });
  await buildItem(t.db, { author, createTime, itemStatus: ITEM_STATUS.draft });
  const comments = await buildComments(t.db, item, 3, other.id);
  await t.db
    .update(commentTable)
    .set({ createTime })
    .where(
      inArray(
        commentTable.id,
        comments.map((c) => c.id),
      ),
    );
  // Held replies: counted as written, and no visible reply_count to keep in step.
  await t.db.insert(replies).values(
    [1, 2].map((k) => ({
      commentId: comments[0]!.id,
      type: COMMENT_TYPE.post,
      typeId: item.id,
      userId: author.id,
      content: `回复${k}`,
      status: COMMENT_STATUS.pending,
      createTime,
    })),
  );
  await t.db.insert(letters).values({
    senderId: author.id,
    recipientId: other.id,
    pairLow: Math.min(author.id, other.id),
    pairHigh: Math.max(author.id, other.id),
    kind: 1,
    content: '你好',
    no: `dash-${at}-${author.id}`,
    isRead: true,
    createTime,
  });
  const signed = await signIn(t.db, () => at, author.id);
  await t.db.transaction((tx) =>
    applyEle(tx, {
      userId: author.id,
      amount: -4,
      reason: ELE_REASON.revoked,
      source: `dash:${at}`,
      now: at,
    }),
  );
  await t.db.insert(pageViews).values([
    { path: '/app/new-version/featured', source: 1, channel: 'wx', createTime },
    { path: '/app/new-version/featured', source: 1, channel: 'wx', createTime },
    { path: '/app/new-version/home', source: 3, channel: '', createTime },
  ]);
  return { issued: signed.ele };
}

const EXPECTED = {
  [DASHBOARD_METRIC.newUsers]: 2,
  [DASHBOARD_METRIC.posts]: 1,
  [DASHBOARD_METRIC.comments]: 3,
  [DASHBOARD_METRIC.replies]: 2,
  [DASHBOARD_METRIC.letters]: 1,
  [DASHBOARD_METRIC.signIns]: 1,
  [DASHBOARD_METRIC.eleSpent]: 4,
  [DASHBOARD_METRIC.pageViews]: 3,
};

const storedRows = () =>
  t.db
    .select()
    .from(dashboardDaily)
    .orderBy(asc(dashboardDaily.day), asc(dashboardDaily.metric), asc(dashboardDaily.dimension));

describe('GET /web/admin/dashboard', () => {
  it('refuses visitors (401), members and moderators (403)', async () => {
    const as = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/web/admin/dashboard',
        headers: token ? { authorization: token } : {},
      });
    expect((await as()).statusCode).toBe(401);
    for (const token of [memberToken, moderatorToken]) {
      const res = await as(token);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ msg: string }>().msg).toBe(MSG.adminOnly);
    }
    // Nothing was aggregated for a refused caller.
    expect(await storedRows()).toEqual([]);
  });

  it('closed days: the job stores yesterday as the rows were; twice (even at once) stores nothing more', async () => {
    const yesterdayNoon = clock() - DAY;
    const { issued } = await makeActivity(yesterdayNoon);

    const [a, b] = await Promise.all([closeDays(t.db, clock()), closeDays(t.db, clock())]);
    // The first run fills the whole window (never more), each day once between the two.
    const { closed } = dashboardDays(clock());
    expect([...a, ...b].sort()).toEqual(closed);
    expect(closed).toHaveLength(DASHBOARD_DAYS);
    const rows = await storedRows();
    expect(await closeDays(t.db, clock())).toEqual([]);
    expect(await storedRows()).toEqual(rows);

    const yesterday = previousDay(chinaDay(clock()));
    const stored = (metric: string, dimension = '') =>
      rows.find((r) => r.day === yesterday && r.metric === metric && r.dimension === dimension)
        ?.value;
    expect(stored(DASHBOARD_METRIC.posts)).toBe(1);
    expect(stored('page_views_source', '1')).toBe(2);
    expect(stored('page_views_channel', 'wx')).toBe(2);

    const d = await dashboard();
    expect(d.days).toHaveLength(DASHBOARD_DAYS + 1);
    expect(d.days.at(-2)).toBe(yesterday);
    for (const [metric, n] of Object.entries(EXPECTED)) expect(valueOf(d, metric, -2)).toBe(n);
    expect(valueOf(d, DASHBOARD_METRIC.eleIssued, -2)).toBe(issued);
    // Two days ago nothing happened (days without rows are zeros, not gaps).
    for (const metric of Object.keys(EXPECTED)) expect(valueOf(d, metric, -3)).toBe(0);
    const pc = d.page_views_by_source.find((s) => s.key === '1');
    const mini = d.page_views_by_source.find((s) => s.key === '3');
    expect([pc?.label, pc?.values.at(-2), mini?.values.at(-2)]).toEqual(['PC', 2, 1]);
    const wx = d.page_views_by_channel.find((s) => s.key === 'wx');
    const none = d.page_views_by_channel.find((s) => s.key === '');
    expect([wx?.values.at(-2), none?.label, none?.values.at(-2)]).toEqual([2, '无渠道码', 1]);
  });

  it('today is counted live: each new row shows at once, yesterday stays as stored', async () => {
    const before = await dashboard();
    const { issued } = await makeActivity(clock() - HOUR);
    const after = await dashboard();
    for (const [metric, n] of Object.entries(EXPECTED))
      expect(valueOf(after, metric) - valueOf(before, metric), metric).toBe(n);
    expect(
      valueOf(after, DASHBOARD_METRIC.eleIssued) - valueOf(before, DASHBOARD_METRIC.eleIssued),
    ).toBe(issued);
    for (const m of before.metrics) expect(valueOf(after, m.key, -2)).toBe(m.values.at(-2));
    const wx = (d: AdminDashboard) => d.page_views_by_channel.find((s) => s.key === 'wx');
    expect((wx(after)?.values.at(-1) ?? 0) - (wx(before)?.values.at(-1) ?? 0)).toBe(2);
  });

  it('active users: a member counts once a day, at their first logged-in call', async () => {
    const before = valueOf(await dashboard(), DASHBOARD_METRIC.activeUsers);
    const member = await buildUser(t.db);
    const token = await loginAs(t.db, member);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/web/user/info',
        headers: { authorization: token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(valueOf(await dashboard(), DASHBOARD_METRIC.activeUsers)).toBe(before + 1);
  });

  it('at midnight today becomes a closed day with the same figures', async () => {
    const lastToday = await dashboard();
    clock.advance(DAY);
    const next = await dashboard();
    expect(next.days.at(-2)).toBe(lastToday.days.at(-1));
    for (const m of lastToday.metrics)
      expect(valueOf(next, m.key, -2), m.key).toBe(m.values.at(-1));
    // Today so far: only the admin reading this.
    expect(valueOf(next, DASHBOARD_METRIC.activeUsers)).toBe(1);
    expect(valueOf(next, DASHBOARD_METRIC.posts)).toBe(0);
  });

  it('the job keeps ACTIVITY_RETENTION_DAYS of activity rows', async () => {
    const member = await buildUser(t.db);
    const daysAgo = (n: number) => chinaDay(clock() - n * DAY);
    const kept = daysAgo(ACTIVITY_RETENTION_DAYS - 1);
    await t.db.insert(memberActiveDays).values([
      { day: daysAgo(ACTIVITY_RETENTION_DAYS + 1), userId: member.id },
      { day: kept, userId: member.id },
    ]);
    await pruneOldActivity(t.db, clock());
    const rows = await t.db
      .select()
      .from(memberActiveDays)
      .where(eq(memberActiveDays.userId, member.id));
    expect(rows.map((r) => r.day)).toEqual([kept]);
  });
});

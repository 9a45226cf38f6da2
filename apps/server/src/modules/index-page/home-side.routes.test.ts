import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_STATUS,
  ITEM_TYPE,
  PROJECT_STATUS,
  type HomeCause,
  type HomeUser,
  type ProjectWeek,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildItem, buildUser, testClock } from '../../../test/factories';
import { projects, projectWeeks } from '../../db/schema';

/* The home page's side lists (docs/feedback.md "Home"): /web/index/user, cause, project_week. */

const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const DAY = 86_400_000;
let t: TestApp;

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock: testClock(NOW) } });
});
afterAll(async () => t?.close());

describe('home side lists', () => {
  let busy: number;
  let quiet: number;
  let banned: number;
  let hotCircle: number;
  const pool: Record<'fresh' | 'reported' | 'stale' | 'draft', number> = {
    fresh: 0,
    reported: 0,
    stale: 0,
    draft: 0,
  };
  beforeAll(async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const c = await buildUser(t.db, { banUntil: new Date(NOW + 10 * DAY) });
    busy = a.id;
    quiet = b.id;
    banned = c.id;
    const circle = await buildCircle(t.db, { name: 'ESP32 玩家' });
    hotCircle = circle.id;
    const recent = new Date(NOW - 2 * DAY);
    for (let i = 0; i < 3; i++)
      await buildItem(t.db, { author: a, circle, createTime: recent, hotScore: i });
    await buildItem(t.db, { author: b, createTime: recent, hotScore: 50 });
    for (let i = 0; i < 5; i++) await buildItem(t.db, { author: c, createTime: recent });
    // A draft counts for nothing; an old post is outside every window.
    await buildItem(t.db, { author: b, createTime: recent, itemStatus: ITEM_STATUS.draft });
    await buildItem(t.db, { author: b, createTime: new Date(NOW - 40 * DAY), hotScore: 99 });
    await buildItem(t.db, { author: b, createTime: recent, itemType: ITEM_TYPE.project });
    // The pool: started this week; started long ago with a weekly report this week; started
    // long ago and quiet since; a draft started this week.
    const project = async (
      title: string,
      daysAgo: number,
      status: number = PROJECT_STATUS.published,
    ) => {
      const at = new Date(NOW - daysAgo * DAY);
      const [row] = await t.db
        .insert(projects)
        .values({
          ownerId: b.id,
          title,
          body: `<p>${title}</p>`,
          status,
          createTime: at,
          updateTime: at,
        })
        .returning({ id: projects.id });
      return row!.id;
    };
    pool.fresh = await project('桌面气象站', 3);
    pool.reported = await project('开源示波器', 60);
    pool.stale = await project('机械键盘', 50);
    pool.draft = await project('未完成的草稿', 1, PROJECT_STATUS.draft);
    const week = (projectId: number, daysAgo: number) =>
      t.db.insert(projectWeeks).values({
        projectId,
        title: '第 N 周',
        body: '<p>进展</p>',
        createTime: new Date(NOW - daysAgo * DAY),
        updateTime: new Date(NOW - daysAgo * DAY),
      });
    await week(pool.reported, 1);
    await week(pool.stale, 20);
  });

  it('/web/index/user: most recent posts first, banned members left out', async () => {
    const list = await get<HomeUser[]>('/web/index/user');
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(busy)).toBeLessThan(ids.indexOf(quiet));
    expect(ids).not.toContain(banned);
    expect(list.find((u) => u.id === busy)?.recent_count).toBe(3);
  });

  it('/web/index/cause: the circle with this week’s posts first', async () => {
    const list = await get<HomeCause[]>('/web/index/cause');
    expect(list[0]).toMatchObject({ id: hotCircle, name: 'ESP32 玩家', week_count: 3 });
  });

  it('/web/index/project_week: pool projects started or reported on this week, latest first', async () => {
    const week = await get<ProjectWeek>('/web/index/project_week');
    expect(week.from).toBe(Math.floor((NOW - 7 * DAY) / 1000));
    expect(week.items.map((p) => p.id)).toEqual([pool.reported, pool.fresh]);
    expect(week.items[0]).toMatchObject({ title: '开源示波器', week_count: 1 });
  });
});

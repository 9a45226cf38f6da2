import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type ActivityBtn,
  type ActivityCard,
  type ActivityDetail,
  type ActivityStageInput,
  type ActivityUserStatus,
  type AdminActivity,
  type Paginate,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { activityEnrolments, activityStages, staffAuditLog } from '../../db/schema';

/*
 * Activities (docs/activities.md): staff create and publish them with their stages; the
 * public sees only published ones, with a status, flags and a button derived at the
 * clock's now.
 */

const DAY = 86_400;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const now = () => Math.floor(clock() / 1000);
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let moderator: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let memberId = 0;

const ids: Record<string, number> = {};

type Res = { statusCode: number; json: <U>() => U };
const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

const stage = (code: string, fromDays: number, toDays: number): ActivityStageInput => ({
  code,
  start_time: now() + Math.round(fromDays * DAY),
  end_time: now() + Math.round(toDays * DAY),
});

const input = (title: string, stages: ActivityStageInput[]) => ({
  type: 'activity',
  kind: 'diy_computer',
  title,
  summary: `${title}简介`,
  rules: '<p>规则<script>alert(1)</script></p>',
  stages,
});

async function create(title: string, stages: ActivityStageInput[]): Promise<AdminActivity> {
  return ok<AdminActivity>(admin('POST', '/web/admin/activity/create', input(title, stages)));
}

async function published(title: string, stages: ActivityStageInput[]): Promise<number> {
  const a = await create(title, stages);
  await ok(admin('POST', `/web/admin/activity/publish/${a.id}`));
  return a.id;
}

const audits = async (action: string, id: number) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.target, `activity:${id}`)));
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  const m = await buildUser(t.db);
  const o = await buildUser(t.db);
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator });
  memberId = m.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, o));
  moderator = callAs(t.app, await loginAs(t.db, mod));
  visitor = callAs(t.app);

  ids.voting = await published('投票中的装机大赛', [
    stage('submission', -10, -3),
    stage('voting', -1, 2),
    stage('final_review', 2, 5),
  ]);
  ids.uploading = await published('征集中的壁纸大赛', [
    stage('submission', -1, 5),
    stage('voting', 6, 8),
  ]);
  ids.awaitingVote = await published('等待投票的摄影大赛', [
    stage('submission', -5, -1),
    stage('voting', 1, 3),
  ]);
  ids.review = await published('评审中的公开投票', [stage('voting', -4, -1)]);
  ids.upcomingLate = await published('下月的活动', [stage('submission', 7, 10)]);
  ids.upcomingSoon = await published('后天的活动', [stage('submission', 2, 3)]);
  ids.ended = await published('已结束的活动', [
    stage('submission', -30, -20),
    stage('voting', -19, -15),
  ]);
  await ok(admin('POST', `/web/admin/activity/results/${ids.ended}`));
  ids.draft = (await create('草稿活动', [stage('submission', -1, 5)])).id;
  await t.db.insert(activityEnrolments).values(
    [ids.uploading, ids.voting].map((activeId) => ({
      activeId,
      userId: memberId,
      userName: '张三',
      phone: '13800000000',
    })),
  );
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('public list and page', () => {
  it('lists ongoing first (latest started first), then upcoming (soonest first), then ended; 12 a page', async () => {
    const page = await ok<{ data: ActivityCard[]; paginate: Paginate }>(
      visitor('GET', '/web/activity/v2/progress/list'),
    );
    expect(page.paginate).toMatchObject({ total: 7, per_page: 12, current_page: 1, last_page: 1 });
    expect(page.data.map((a) => a.id)).toEqual([
      ids.uploading,
      ids.review,
      ids.awaitingVote,
      ids.voting,
      ids.upcomingSoon,
      ids.upcomingLate,
      ids.ended,
    ]);
    expect(page.data.map((a) => a.status)).toEqual([1, 4, 2, 3, 0, 0, 5]);
    const voting = page.data.find((a) => a.id === ids.voting);
    expect(voting).toMatchObject({
      kind: 'diy_computer',
      type: 'activity',
      status_text: '投票中',
      enrol_count: 1,
      start_time: now() - 10 * DAY,
      end_time: now() + 5 * DAY,
    });
    expect(voting?.stages.map((s) => s.section_name)).toEqual(['作品征集', '投票', '终审']);

    const third = await ok<{ data: ActivityCard[]; paginate: Paginate }>(
      visitor('GET', '/web/activity/v2/progress/list?page=3&page_size=3'),
    );
    expect(third.paginate).toMatchObject({ total: 7, last_page: 3, current_page: 3 });
    expect(third.data.map((a) => a.id)).toEqual([ids.ended]);
  });

  it('shows a published activity with sanitized rules; a draft is 活动不存在', async () => {
    const page = await ok<ActivityDetail>(
      visitor('GET', `/web/active/index?active_id=${ids.voting}`),
    );
    expect(page.rules).toContain('规则');
    expect(page.rules).not.toContain('script');
    expect(page.status).toBe(3);
    for (const path of ['index', 'status', 'btn']) {
      const res = await member('GET', `/web/active/${path}?active_id=${ids.draft}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).msg).toBe(MSG.activityNotFound);
    }
  });

  it('gives this user’s flags: the enrolled member 1, another member and a visitor 0', async () => {
    const url = `/web/active/status?active_id=${ids.uploading}`;
    expect(await ok<ActivityUserStatus>(member('GET', url))).toEqual({
      active_id: ids.uploading,
      status: 1,
      join_status: 1,
      upload_status: 0,
      vote_status: 0,
    });
    expect(await ok<ActivityUserStatus>(other('GET', url))).toMatchObject({ join_status: 0 });
    expect(await ok<ActivityUserStatus>(visitor('GET', url))).toMatchObject({
      status: 1,
      join_status: 0,
      upload_status: 0,
      vote_status: 0,
    });
  });

  it('the main button says what this user can do now', async () => {
    const btn = async (who: typeof visitor, id: number | undefined) =>
      ok<ActivityBtn>(who('GET', `/web/active/btn?active_id=${id}`));
    expect(await btn(visitor, ids.upcomingSoon)).toEqual({
      text: '未开始',
      action: 'none',
      disabled: true,
      start_time: now() + 2 * DAY,
    });
    expect(await btn(visitor, ids.uploading)).toMatchObject({ text: '立即报名', action: 'login' });
    expect(await btn(other, ids.uploading)).toMatchObject({ text: '立即报名', action: 'join' });
    expect(await btn(member, ids.uploading)).toMatchObject({ text: '上传作品', action: 'upload' });
    expect(await btn(member, ids.awaitingVote)).toMatchObject({
      text: '等待投票开始',
      disabled: true,
    });
    expect(await btn(visitor, ids.voting)).toMatchObject({ text: '去投票', action: 'vote' });
    expect(await btn(member, ids.review)).toMatchObject({ text: '评审中', disabled: true });
    expect(await btn(visitor, ids.ended)).toMatchObject({
      text: '查看结果',
      action: 'result',
      disabled: false,
    });
  });
});

describe('console', () => {
  it('only admins; every write audited', async () => {
    const payload = input('权限测试', []);
    expect((await visitor('POST', '/web/admin/activity/create', payload)).statusCode).toBe(401);
    expect((await member('POST', '/web/admin/activity/create', payload)).statusCode).toBe(403);
    expect((await moderator('POST', '/web/admin/activity/create', payload)).statusCode).toBe(403);
    expect((await moderator('GET', '/web/admin/activities')).statusCode).toBe(403);
    const a = await create('审计测试', [stage('submission', 1, 2)]);
    expect(a.publish_status).toBe(0);
    await ok(admin('POST', `/web/admin/activity/publish/${a.id}`));
    await ok(admin('POST', `/web/admin/activity/unpublish/${a.id}`));
    expect(await audits(STAFF_ACTION.activityCreate, a.id)).toBe(1);
    expect(await audits(STAFF_ACTION.activityPublish, a.id)).toBe(1);
    expect(await audits(STAFF_ACTION.activityUnpublish, a.id)).toBe(1);
    expect(await audits(STAFF_ACTION.activityResults, ids.ended as number)).toBe(1);
  });

  it('refuses bad stages in Chinese and keeps the old ones', async () => {
    const a = await create('阶段校验', [stage('submission', 1, 2), stage('voting', 3, 4)]);
    const bad = async (stages: ActivityStageInput[]) => {
      const res = await admin('POST', `/web/admin/activity/update/${a.id}`, input('改', stages));
      expect(res.statusCode).toBe(400);
      return body(res).msg;
    };
    expect(await bad([stage('submission', 1, 3), stage('voting', 2, 4)])).toBe(
      MSG.activityStageOrder,
    );
    expect(await bad([stage('voting', 2, 2)])).toBe(MSG.activityStageEndBeforeStart);
    expect(await bad([stage('voting', 1, 2), stage('voting', 3, 4)])).toBe(
      MSG.activityStageDuplicate,
    );
    const missing = await admin('POST', '/web/admin/activity/create', {
      ...input('', []),
      kind: 'chess',
    });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).msg).toMatch(/请填写活动标题|活动页面应为/);
    const kept = await ok<AdminActivity>(admin('GET', `/web/admin/activity/${a.id}`));
    expect(kept.title).toBe('阶段校验');
    expect(kept.stages.map((s) => s.code)).toEqual(['submission', 'voting']);
    expect(await audits(STAFF_ACTION.activityUpdate, a.id)).toBe(0);
  });

  it('an update replaces every stage at once', async () => {
    const a = await create('替换阶段', [stage('submission', 1, 2), stage('voting', 3, 4)]);
    const after = await ok<AdminActivity>(
      admin(
        'POST',
        `/web/admin/activity/update/${a.id}`,
        input('替换阶段（改）', [stage('voting', 5, 6), stage('final_review', 6, 9)]),
      ),
    );
    expect(after.stages.map((s) => s.code)).toEqual(['voting', 'final_review']);
    const [rows] = await t.db
      .select({ n: count() })
      .from(activityStages)
      .where(eq(activityStages.activeId, a.id));
    expect(rows?.n).toBe(2);
    expect(await audits(STAFF_ACTION.activityUpdate, a.id)).toBe(1);
  });

  it('filters and pages on the server', async () => {
    const drafts = await ok<{ data: AdminActivity[]; paginate: Paginate }>(
      admin('GET', '/web/admin/activities?publish_status=0&keyword=%E8%8D%89%E7%A8%BF'),
    );
    expect(drafts.data.map((a) => a.id)).toEqual([ids.draft]);
    const page = await ok<{ data: AdminActivity[]; paginate: Paginate }>(
      admin('GET', '/web/admin/activities?kind=diy_computer&page_size=2'),
    );
    expect(page.data).toHaveLength(2);
    expect(page.paginate.total).toBeGreaterThan(7);
  });

  it('refuses to publish results before voting ended, or of a draft', async () => {
    const early = await admin('POST', `/web/admin/activity/results/${ids.voting}`);
    expect(early.statusCode).toBe(409);
    expect(body(early).msg).toBe('投票结束后才能公布结果');
    const draft = await admin('POST', `/web/admin/activity/results/${ids.draft}`);
    expect(body(draft).msg).toBe(MSG.activityResultsNeedPublished);
    const again = await admin('POST', `/web/admin/activity/results/${ids.ended}`);
    expect(body(again).msg).toBe(MSG.activityResultsAlready);
    const unpublish = await admin('POST', `/web/admin/activity/unpublish/${ids.ended}`);
    expect(body(unpublish).msg).toBe(MSG.activityUnpublishEnded);
  });

  it('deletes only a draft nobody enrolled in', async () => {
    const live = await admin('POST', `/web/admin/activity/delete/${ids.voting}`);
    expect(live.statusCode).toBe(409);
    expect(body(live).msg).toBe(MSG.activityDeleteNotDraft);
    const enrolled = await create('有人报名的草稿', []);
    await t.db
      .insert(activityEnrolments)
      .values({ activeId: enrolled.id, userId: memberId, userName: '张三' });
    const refused = await admin('POST', `/web/admin/activity/delete/${enrolled.id}`);
    expect(body(refused).msg).toBe(MSG.activityDeleteHasEnrolments);
    const empty = await create('空草稿', [stage('voting', 1, 2)]);
    await ok(admin('POST', `/web/admin/activity/delete/${empty.id}`));
    expect((await admin('GET', `/web/admin/activity/${empty.id}`)).statusCode).toBe(404);
    expect(await audits(STAFF_ACTION.activityDelete, empty.id)).toBe(1);
  });
});

describe('time moves the status, with no staff action', () => {
  it('waiting for the vote becomes voting when the clock passes the voting start', async () => {
    const url = `/web/active/status?active_id=${ids.awaitingVote}`;
    expect((await ok<ActivityUserStatus>(visitor('GET', url))).status).toBe(2);
    clock.advance(1 * DAY * 1000 + 1000);
    expect((await ok<ActivityUserStatus>(visitor('GET', url))).status).toBe(3);
    expect(
      await ok<ActivityBtn>(visitor('GET', `/web/active/btn?active_id=${ids.awaitingVote}`)),
    ).toMatchObject({ text: '去投票' });
  });
});

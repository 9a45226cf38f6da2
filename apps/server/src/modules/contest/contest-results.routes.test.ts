import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type JudgeWork,
  type Paginate,
  type Ranking,
} from '@xinke/shared';
import { ok, refused, invalid, envelopeOf } from '../../../test/answers';
import { auditsOf } from '../../../test/audit-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import {
  buildContest,
  buildWork,
  castVote,
  voteCountDrift,
  type WorkInput,
} from '../../../test/contest-console-fixtures';
import { activityWorkScores } from '../../db/schema';

/*
 * Judges, the ranking, the public award list, the export, and the lock once the results are
 * out (docs/contest-console.md).
 */

const DAY = 86_400_000;
const clock = testClock(Date.parse('2026-11-28T04:00:00Z'));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let admin: Caller;
let moderator: Caller;
let visitor: Caller;
let activeId = 0;
const work: Record<string, { id: number; serial: number }> = {};

const all = (n: number) => ({ creativity: n, craft: n, config: n, looks: n, story: n });
const score = (who: Caller, id: number, scores: object, comment?: string) =>
  who('POST', `/web/admin/activity/work/score/${id}`, { scores, comment });
const audits = (action: string) => auditsOf(t.db, action);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator });
  admin = callAs(t.app, await loginAs(t.db, a));
  moderator = callAs(t.app, await loginAs(t.db, mod));
  visitor = callAs(t.app);
  activeId = await buildContest(t.db, a.id, clock(), '芯客装机大赛');
  const entrant = async (key: string, extra: Partial<WorkInput>) =>
    (work[key] = await buildWork(t.db, { activeId, userId: (await buildUser(t.db)).id, ...extra }));
  await entrant('white', { name: '纯白海景房', userName: '王小明', phone: '13700001111' });
  await entrant('green', { name: '=HYPERLINK("http://x")', userName: '+李四' });
  await entrant('pending', { name: '待审作品', reviewStatus: 0 });
  const voters = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
  for (const v of voters)
    await castVote(t.db, { activeId, workId: work.white?.id ?? 0, userId: v.id });
  await castVote(t.db, { activeId, workId: work.green?.id ?? 0, userId: voters[0]?.id ?? 0 });
}, 120_000);

afterAll(async () => {
  expect(await voteCountDrift(t.db)).toEqual([]);
  await t.close();
});

describe('judges', () => {
  it('refuses incomplete, out-of-range and fractional scores', async () => {
    const id = work.white?.id ?? 0;
    const { story: _story, ...missing } = all(8);
    await invalid(score(moderator, id, missing), MSG.contestScoreInvalid);
    await invalid(score(moderator, id, { ...all(8), craft: 11 }), MSG.contestScoreInvalid);
    await invalid(score(moderator, id, { ...all(8), looks: 1.5 }), MSG.contestScoreInvalid);
    await invalid(score(moderator, id, { ...all(8), looks: -1 }), MSG.contestScoreInvalid);
    await invalid(
      moderator('POST', `/web/admin/activity/work/score/${id}`, {}),
      MSG.contestScoreIncomplete,
    );
    await refused(
      score(moderator, work.pending?.id ?? 0, all(8)),
      409,
      MSG.contestScoreNeedsApproved,
    );
    await refused(score(moderator, 999_999, all(8)), 404, MSG.contestWorkNotFound);
  });

  it('scores, and scoring again replaces the judge’s scores; the average is over judges', async () => {
    const id = work.white?.id ?? 0;
    const first = await score(moderator, id, all(6), '做工不错');
    expect(envelopeOf(first).msg).toBe(MSG.contestScored);
    expect(envelopeOf<JudgeWork>(first).data).toMatchObject({
      my_total: 60,
      judge_count: 1,
      judge_score: 60,
    });
    const again = await ok<JudgeWork>(
      score(moderator, id, { creativity: 8, craft: 9, config: 7, looks: 6, story: 10 }, '改一下'),
    );
    expect(again).toMatchObject({ my_total: 80.5, my_comment: '改一下', judge_count: 1 });
    const rows = await t.db
      .select({ n: count() })
      .from(activityWorkScores)
      .where(eq(activityWorkScores.workId, id));
    expect(rows[0]?.n).toBe(1);
    await ok(score(admin, id, all(6)));
    await ok(score(admin, work.green?.id ?? 0, all(9)));

    const mine = await ok<{ data: JudgeWork[]; paginate: Paginate }>(
      moderator('GET', `/web/admin/activity/scores?active_id=${activeId}`),
    );
    expect(mine.data.map((w) => [w.serial_num, w.my_total, w.judge_count, w.judge_score])).toEqual([
      [work.white?.serial, 80.5, 2, 70.3],
      [work.green?.serial, null, 1, 90],
    ]);
    expect(mine.data[0]?.my_scores).toEqual({
      creativity: 8,
      craft: 9,
      config: 7,
      looks: 6,
      story: 10,
    });
    expect(await audits(STAFF_ACTION.contestScore)).toBe(4);
  });
});

describe('ranking and the award list', () => {
  it('staff preview the ranking; the public sees nothing before the results', async () => {
    const preview = await ok<Ranking>(
      admin('GET', `/web/admin/activity/ranking?active_id=${activeId}`),
    );
    // white: 3 of 3 votes → 100 × 0.3 + 70.25 × 0.7 = 79.175 → 79.2
    // green: 1 of 3 → 33.3 × 0.3 + 90 × 0.7 = 73
    expect(
      preview.works.map((w) => [w.id, w.rank, w.award, w.vote_score, w.judge_score, w.final_score]),
    ).toEqual([
      [work.white?.id, 1, 'first', 100, 70.3, 79.2],
      [work.green?.id, 2, 'second', 33.3, 90, 73],
    ]);
    expect(preview.published).toBe(false);
    expect(preview.weights).toEqual({ votes: 30, judges: 70 });
    const before = await ok<Ranking>(visitor('GET', `/api/active/excellent?active_id=${activeId}`));
    expect(before).toMatchObject({
      active_id: activeId,
      published: false,
      results_published_at: null,
      works: [],
    });
    expect(before.criteria.map((c) => c.label)).toContain('做工与理线');
    await refused(
      visitor('GET', '/api/active/excellent?active_id=999999'),
      404,
      MSG.activityNotFound,
    );
  });
});

describe('export', () => {
  it('entrants as CSV with a BOM, Chinese, quoting and the formula guard; audited', async () => {
    const res = await admin(
      'GET',
      `/web/admin/activity/export?active_id=${activeId}&what=entrants`,
    );
    const out = envelopeOf<{ filename: string; csv: string; rows: number; truncated: boolean }>(
      res,
    ).data;
    expect(out.rows).toBe(3);
    expect(out.truncated).toBe(false);
    expect(out.filename).toMatch(/^activity-\d+-entrants-2026-11-28\.csv$/);
    expect(
      out.csv.startsWith(
        '\uFEFF用户 ID,昵称,姓名,手机,邮箱,报名时间,作品编号,作品名称,审核状态,有效票数\r\n',
      ),
    ).toBe(true);
    const lines = out.csv.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toContain(',王小明,13700001111,zhang@example.com,');
    expect(lines[1]).toContain(`,${work.white?.serial},纯白海景房,审核通过,3`);
    expect(lines[2]).toContain(`,'+李四,`);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://x"")",审核通过,1`);
    expect(lines[3]).toContain(',待审作品,未审核,0');
    await invalid(
      admin('GET', `/web/admin/activity/export?active_id=${activeId}&what=all`),
      MSG.contestExportInvalid,
    );
    expect(await audits(STAFF_ACTION.contestExport)).toBe(1);
  });

  it('results with award, scores and the winners’ contacts', async () => {
    const out = await ok<{ csv: string; rows: number }>(
      admin('GET', `/web/admin/activity/export?active_id=${activeId}&what=results`),
    );
    const lines = out.csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '名次,奖项,作品编号,作品名称,最终得分,人气分,评委分,有效票数,评委人数,用户 ID,昵称,姓名,手机,邮箱',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^1,一等奖,${work.white?.serial},纯白海景房,79.2,100,70.3,3,2,\\d+,[^,]+,王小明,13700001111,zhang@example.com$`,
      ),
    );
    expect(lines[2]).toMatch(/^2,二等奖,/);
    expect(out.rows).toBe(2);
  });
});

describe('after the results', () => {
  it('shows the award list to everyone and refuses reviews, voids and scores', async () => {
    clock.advance(2 * DAY);
    await ok(admin('POST', `/web/admin/activity/results/${activeId}`));
    const list = await ok<Ranking>(visitor('GET', `/api/active/excellent?active_id=${activeId}`));
    expect(list.published).toBe(true);
    expect(list.results_published_at).toBe(Math.floor(clock() / 1000));
    expect(list.works.map((w) => [w.id, w.award_label])).toEqual([
      [work.white?.id, '一等奖'],
      [work.green?.id, '二等奖'],
    ]);
    expect(list.works[0]?.criteria.map((c) => c.average)).toEqual([7, 7.5, 6.5, 6, 8]);
    const locked = MSG.contestLockedAfterResults;
    await refused(
      moderator('POST', `/web/admin/activity/work/review/${work.pending?.id}`, {
        review_status: 1,
      }),
      409,
      locked,
    );
    await refused(score(moderator, work.green?.id ?? 0, all(1)), 409, locked);
    await refused(
      moderator('POST', '/web/admin/activity/votes/void', {
        active_id: activeId,
        ids: [1],
        reason: '刷票',
      }),
      409,
      locked,
    );
    const [after] = await t.db
      .select({ n: count() })
      .from(activityWorkScores)
      .where(and(eq(activityWorkScores.workId, work.green?.id ?? 0)));
    expect(after?.n).toBe(1);
  });
});

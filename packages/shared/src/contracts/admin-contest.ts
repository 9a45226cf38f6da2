import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZRanking, ZContestWorkDetail } from './contest';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { JUDGE_CRITERIA, JUDGE_SCORE_MAX, WORK_LIMITS, WorkReview } from '../constants/activity';
import { MSG } from '../messages';

/*
 * 活动运营 › 作品 / 投票 / 评审 (docs/contest.md "Console"): moderators review works, see
 * and void suspicious votes, and score works as judges; admins export entrants and results.
 * Every write is one staff audit row in the transaction of the change. After an activity's
 * results are published, reviews, voids and scores are refused (409): the award list is
 * final.
 */

const moderator = policy.staff('moderator', MSG.moderatorOnly);
const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zActiveId = zDbInt(MSG.idInvalid).describe('活动 id');
const zWorkId = z.object({ id: zDbInt(MSG.idInvalid).describe('作品 id') });
const zFlag = z.coerce
  .number({ error: MSG.contestVoteFilterInvalid })
  .int(MSG.contestVoteFilterInvalid)
  .min(0, MSG.contestVoteFilterInvalid)
  .max(1, MSG.contestVoteFilterInvalid)
  .optional();

export const ZAdminContestWork = ZContestWorkDetail.extend({
  reviewed_by: z.object({ id: int(), nickname: z.string() }).nullable(),
  review_time: zUnixSeconds.nullable(),
  flagged_votes: int().describe('其中被标记为可疑、尚未作废的票数'),
  voided_votes: int().describe('已作废的票数'),
  enrolment: z.object({ user_name: z.string(), phone: z.string(), email: z.string() }),
});
export type AdminContestWork = z.infer<typeof ZAdminContestWork>;

export const adminContestWorks = defineContract({
  method: 'GET',
  path: '/web/admin/activity/works',
  authz: moderator,
  summary: '（审核员）一个活动的作品，按审核状态、名称或编号筛选；待审核的最早提交在前',
  auth: true,
  query: z.object({
    active_id: zActiveId,
    review_status: z.coerce
      .number({ error: MSG.contestReviewInvalid })
      .int(MSG.contestReviewInvalid)
      .refine((v) => WorkReview.has(v), MSG.contestReviewInvalid)
      .optional()
      .describe('0 未审核，1 审核通过，2 审核未通过'),
    keyword: z.string().trim().max(40, MSG.activityKeywordTooLong).optional(),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminContestWork),
});

export const adminContestWorkReview = defineContract({
  method: 'POST',
  path: '/web/admin/activity/work/review/:id',
  authz: moderator,
  summary: '（审核员）通过或不通过一个作品（不通过要写原因，作者会收到通知）；写入操作日志',
  auth: true,
  params: zWorkId,
  body: z
    .object({
      review_status: z
        .number({ error: MSG.contestReviewInvalid })
        .int(MSG.contestReviewInvalid)
        .refine((v) => v === WorkReview.values.approved || v === WorkReview.values.rejected, {
          message: MSG.contestReviewInvalid,
        })
        .describe('1 通过，2 不通过'),
      reason: z
        .string()
        .trim()
        .max(WORK_LIMITS.rejectReason, MSG.contestRejectReasonTooLong)
        .default('')
        .describe('不通过的原因（作者可见）'),
    })
    .refine((b) => b.review_status !== WorkReview.values.rejected || b.reason.length > 0, {
      message: MSG.contestRejectReasonRequired,
      path: ['reason'],
    }),
  response: ZAdminContestWork,
});

export const ZAdminVote = z.object({
  id: int(),
  work: z.object({ id: int(), serial_num: int(), name: z.string() }),
  user: z.object({ id: int(), nickname: z.string(), create_time: zUnixSeconds }),
  ip: z.string(),
  vote_day: z.string().describe('计票日（北京时间），如 2026-11-28'),
  flags: z.array(z.string()).describe('可疑原因：new_account、shared_ip、burst'),
  create_time: zUnixSeconds,
  voided_at: zUnixSeconds.nullable(),
  void_reason: z.string(),
});
export type AdminVote = z.infer<typeof ZAdminVote>;

export const adminContestVotes = defineContract({
  method: 'GET',
  path: '/web/admin/activity/votes',
  authz: moderator,
  summary: '（审核员）投票记录（新→旧），可只看可疑票、某个作品、某个 IP、已作废或有效票',
  auth: true,
  query: z.object({
    active_id: zActiveId,
    work_id: zDbInt(MSG.idInvalid).optional(),
    flagged: zFlag.describe('1 只看可疑票'),
    voided: zFlag.describe('1 只看已作废，0 只看有效票'),
    ip: z.string().trim().max(64, MSG.activityKeywordTooLong).optional(),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE, 200),
  }),
  response: zPage(ZAdminVote).extend({
    summary: z.object({
      total: int().describe('有效票'),
      flagged: int().describe('可疑且未作废'),
      voided: int().describe('已作废'),
    }),
  }),
});

export const adminContestVotesVoid = defineContract({
  method: 'POST',
  path: '/web/admin/activity/votes/void',
  authz: moderator,
  summary: '（审核员）作废投票：票数同步扣除，投票人收到通知；写入操作日志',
  auth: true,
  body: z.object({
    active_id: zActiveId,
    ids: z
      .array(zDbInt(MSG.idInvalid, { coerce: false }), { error: MSG.contestVoidIdsRequired })
      .min(1, MSG.contestVoidIdsRequired)
      .max(WORK_LIMITS.voidBatch, MSG.contestVoidTooMany),
    reason: z
      .string({ error: MSG.contestVoidReasonRequired })
      .trim()
      .min(1, MSG.contestVoidReasonRequired)
      .max(WORK_LIMITS.voidReason, MSG.contestVoidReasonTooLong),
  }),
  response: z.object({
    voided: int().describe('本次作废的票数（已作废的不重复计）'),
    works: z.array(z.object({ id: int(), vote_count: int() })),
  }),
});

const zScore = z
  .number({ error: MSG.contestScoreInvalid })
  .int(MSG.contestScoreInvalid)
  .min(0, MSG.contestScoreInvalid)
  .max(JUDGE_SCORE_MAX, MSG.contestScoreInvalid);

export const ZJudgeScores = z.object(
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c.key, zScore.describe(c.label)])) as Record<
    (typeof JUDGE_CRITERIA)[number]['key'],
    typeof zScore
  >,
  { error: MSG.contestScoreIncomplete },
);
export type JudgeScores = z.infer<typeof ZJudgeScores>;

export const ZJudgeWork = z.object({
  id: int(),
  serial_num: int(),
  name: z.string(),
  cover: z.string(),
  computer_model: z.string(),
  vote_count: int(),
  my_scores: ZJudgeScores.nullable().describe('我的评分；未评为 null'),
  my_comment: z.string(),
  my_total: z.number().nullable().describe('我的加权分 0–100'),
  judge_count: int(),
  judge_score: z.number().describe('全部评委的平均加权分 0–100'),
});
export type JudgeWork = z.infer<typeof ZJudgeWork>;

export const adminContestScores = defineContract({
  method: 'GET',
  path: '/web/admin/activity/scores',
  authz: moderator,
  summary: '（评委）审核通过的作品与我的评分、评委平均分；按编号',
  auth: true,
  query: z.object({
    active_id: zActiveId,
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZJudgeWork),
});

export const adminContestScore = defineContract({
  method: 'POST',
  path: '/web/admin/activity/work/score/:id',
  authz: moderator,
  summary: '（评委）给一个审核通过的作品按评分细则打分（再次提交为修改）；写入操作日志',
  auth: true,
  params: zWorkId,
  body: z.object({
    scores: ZJudgeScores,
    comment: z
      .string()
      .trim()
      .max(WORK_LIMITS.judgeComment, MSG.contestJudgeCommentTooLong)
      .default(''),
  }),
  response: ZJudgeWork,
});

export const adminContestRanking = defineContract({
  method: 'GET',
  path: '/web/admin/activity/ranking',
  authz: moderator,
  summary: '（审核员）当前的最终排名与奖项（公布前预览，公布后即获奖名单）',
  auth: true,
  query: z.object({ active_id: zActiveId }),
  response: ZRanking,
});

export const ContestExport = { entrants: 'entrants', results: 'results' } as const;

export const adminContestExport = defineContract({
  method: 'GET',
  path: '/web/admin/activity/export',
  authz: admin,
  summary:
    '（管理员）导出报名名单或评选结果 CSV（UTF-8 带 BOM，含联系方式，最多 10000 行）；记入操作日志',
  auth: true,
  query: z.object({
    active_id: zActiveId,
    what: z
      .string({ error: MSG.contestExportInvalid })
      .refine((v) => v === ContestExport.entrants || v === ContestExport.results, {
        message: MSG.contestExportInvalid,
      }),
  }),
  response: z.object({
    filename: z.string(),
    csv: z.string().describe('CSV 文本'),
    rows: int(),
    truncated: z.boolean(),
  }),
});

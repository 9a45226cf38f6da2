import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zEmail, zPhone } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZAuthor } from './forum';
import {
  ACTIVITY_WORK_PAGE_SIZE,
  ActivityKind,
  WORK_LIMITS,
  WorkOrder,
} from '../constants/activity';
import { isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * Contests on the stage engine (SPEC §7 "Activities", docs/contest.md): enrolment, a
 * member's work (SPEC's "opu"), the works wall, fair voting and the award list. The
 * desktop-build contest's PC and H5 pages, and later the wallpaper and photo contests, all
 * read these. A work is public once staff approved it; its entrant sees it at every step.
 */

const int = () => z.number().int();
const zActiveId = zDbInt(MSG.idInvalid).describe('活动 id');
const zActiveQuery = z.object({ active_id: zActiveId });
const zUpload = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((v) => isOwnUploadPath(v), message);

/* ——— enrolment (SPEC §3 join) ——— */

export const ZEnrolment = z.object({
  active_id: int(),
  if_join: int().describe('1 已报名，0 未报名'),
  user_name: z.string().describe('报名姓名；未报名为空串'),
  email: z.string(),
  phone: z.string(),
  create_time: zUnixSeconds.nullable().describe('报名时间；未报名为 null'),
});
export type Enrolment = z.infer<typeof ZEnrolment>;

export const ZJoinBody = z.object({
  active_id: zActiveId,
  user_name: z
    .string({ error: MSG.contestUserNameRequired })
    .trim()
    .min(1, MSG.contestUserNameRequired)
    .max(WORK_LIMITS.userName, MSG.contestUserNameTooLong)
    .describe('姓名（用于领奖联系）'),
  phone: zPhone.describe('手机号（SPEC §5 大陆手机号）'),
  email: zEmail.describe('邮箱'),
});
export type JoinBody = z.input<typeof ZJoinBody>;

export const activeIfJoin = defineContract({
  method: 'POST',
  path: '/web/active/if_join',
  authz: policy.member,
  summary: '是否已报名；已报名时带回报名信息（报名页回填用）',
  auth: true,
  body: zActiveQuery,
  response: ZEnrolment,
});

export const activeJoin = defineContract({
  method: 'POST',
  path: '/web/active/join',
  authz: policy.member,
  summary: '报名（作品征集阶段）；已报名再提交为修改报名信息',
  auth: true,
  body: ZJoinBody,
  response: ZEnrolment,
});

/* ——— works (SPEC §3 work submission) ——— */

export const ZContestWork = z.object({
  id: int(),
  active_id: int(),
  serial_num: int().describe('作品编号（活动内从 1 起）'),
  name: z.string(),
  cover: z.string(),
  desc: z.string(),
  computer_model: z.string().describe('主机配置或型号'),
  vote_count: int().describe('有效票数（与投票记录一致）'),
  comment_count: int(),
  thumb_count: int(),
  user: ZAuthor,
  vote_status: int().describe('当前用户今天是否已给它投票：1 是，0 否（访客 0）'),
  create_time: zUnixSeconds,
});
export type ContestWork = z.infer<typeof ZContestWork>;

export const ZContestWorkDetail = ZContestWork.extend({
  image: z.array(z.string()).describe('作品图片'),
  content: z.string().describe('作品介绍（净化后的 HTML）'),
  is_thumb: int().describe('1 已点赞，0 未点赞'),
  review_status: int().describe('SPEC §4：0 未审核，1 审核通过，2 审核未通过'),
  reject_reason: z.string().describe('未通过的原因（只有作者本人看得到，其他人为空串）'),
  update_time: zUnixSeconds,
});
export type ContestWorkDetail = z.infer<typeof ZContestWorkDetail>;

export const ZSubmitBody = z.object({
  active_id: zActiveId,
  name: z
    .string({ error: MSG.contestWorkNameRequired })
    .trim()
    .min(1, MSG.contestWorkNameRequired)
    .max(WORK_LIMITS.name, MSG.contestWorkNameTooLong),
  cover: zUpload(MSG.contestWorkCoverRequired).describe('封面（/web/common/image 上传所得路径）'),
  image: z
    .array(zUpload(MSG.contestWorkImageInvalid), { error: MSG.contestWorkImagesTooFew })
    .max(WORK_LIMITS.imagesMax, MSG.contestWorkImagesTooMany)
    .default([])
    .describe(
      '作品图片（fix=2 活动作品上传所得路径）；张数按活动类型（WORK_RULES_BY_KIND）：装机、摄影 1–9 张，壁纸不填（封面即壁纸）',
    ),
  desc: z
    .string({ error: MSG.contestWorkDescRequired })
    .trim()
    .min(1, MSG.contestWorkDescRequired)
    .max(WORK_LIMITS.desc, MSG.contestWorkDescTooLong)
    .describe('一句话简介'),
  content: z
    .string()
    .trim()
    .max(WORK_LIMITS.content, MSG.contestWorkContentTooLong)
    .default('')
    .describe('作品介绍 HTML（装机思路、配件清单、过程），保存前净化'),
  computer_model: z
    .string({ error: MSG.contestWorkModelRequired })
    .trim()
    .max(WORK_LIMITS.computerModel, MSG.contestWorkModelTooLong)
    .default('')
    .describe('主机配置或型号，如 7800X3D + RTX 4070 Ti SUPER（装机大赛必填，其他类型不填）'),
});
export type SubmitBody = z.input<typeof ZSubmitBody>;

export const activeSubmit = defineContract({
  method: 'POST',
  path: '/web/active/submit',
  authz: policy.member,
  summary: '提交或修改自己的作品（已报名、作品征集阶段）；修改后重新审核',
  auth: true,
  body: ZSubmitBody,
  response: ZContestWorkDetail,
});

export const activeScan = defineContract({
  method: 'GET',
  path: '/web/user/active_scan/:active_id',
  authz: policy.member,
  summary: '我在该活动的报名与作品（含审核状态与未通过原因）',
  auth: true,
  params: zActiveQuery,
  response: z.object({
    enrolment: ZEnrolment,
    work: ZContestWorkDetail.nullable().describe('还没有上传作品为 null'),
  }),
});

export const opuDelete = defineContract({
  method: 'GET',
  path: '/web/user/opu_delete/:active_id',
  authz: policy.member,
  summary: '删除自己在该活动的作品（作品征集阶段内）',
  auth: true,
  params: zActiveQuery,
  response: z.object({ active_id: int() }),
});

export const opuList = defineContract({
  method: 'GET',
  path: '/web/active/opu_list',
  authz: policy.public,
  summary: '作品墙：审核通过的作品，每页 12 个，可按编号查找',
  query: z.object({
    active_id: zActiveId,
    page: zPageNumber,
    page_size: zPageSize(ACTIVITY_WORK_PAGE_SIZE),
    serial_num: zDbInt(MSG.contestSerialInvalid).optional().describe('作品编号'),
    order: z
      .string()
      .refine((v) => WorkOrder.has(v), MSG.contestOrderInvalid)
      .default(WorkOrder.values.serial)
      .describe('serial 按编号（默认），newest 最新，votes 票数最多'),
  }),
  response: zPage(ZContestWork),
});

export const opuInfo = defineContract({
  method: 'GET',
  path: '/web/active/opu_info/:id',
  authz: policy.public,
  summary: '作品详情（审核通过的作品；作者本人任何状态都看得到）',
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('作品 id') }),
  query: zActiveQuery,
  response: ZContestWorkDetail,
});

/* ——— voting ——— */

export const opuVote = defineContract({
  method: 'POST',
  path: '/web/active/opu_vote',
  authz: policy.member,
  summary: '给作品投票：投票阶段内，每人每天每个作品一票',
  auth: true,
  body: z.object({
    active_id: zActiveId,
    opu_id: zDbInt(MSG.idInvalid).describe('作品 id'),
  }),
  response: z.object({
    opu_id: int(),
    vote_count: int().describe('投票后的有效票数'),
    vote_status: int().describe('1：今天已投'),
  }),
});

/** SPEC §7 `photo_vote`: the photo contest's vote — the same rules and service as opu_vote. */
export const photoVote = defineContract({
  method: 'POST',
  path: '/web/active/photo_vote',
  authz: policy.member,
  summary: '摄影大赛投票：与 opu_vote 同一规则（投票阶段内，每人每天每个作品一票）',
  auth: true,
  body: opuVote.body,
  response: opuVote.response,
});

/**
 * The current contest of a kind (the photo pages have no id in their address, SPEC §2): the
 * newest published activity of that kind; null when there is none.
 */
export const activeCurrent = defineContract({
  method: 'GET',
  path: '/web/active/current',
  authz: policy.public,
  summary: '某类活动当前的一场（最新发布的），摄影大赛页用；没有时 active_id 为 null',
  query: z.object({
    kind: z
      .string({ error: MSG.activityKindInvalid })
      .refine((v) => ActivityKind.has(v), MSG.activityKindInvalid)
      .describe('活动类型，如 photo'),
  }),
  response: z.object({ active_id: int().nullable() }),
});

/* ——— results ——— */

export const ZCriterionScore = z.object({
  key: z.string(),
  label: z.string(),
  weight: int(),
  average: z.number().describe('评委平均分（0–10），未评为 0'),
});

export const ZRankedWork = ZContestWork.extend({
  rank: int().describe('最终名次，从 1 起'),
  award: z.string().describe('奖项 key：first、second、third、excellent；未获奖为空串'),
  award_label: z.string().describe('一等奖…优秀奖；未获奖为空串'),
  vote_score: z.number().describe('人气分 0–100：票数 ÷ 最高票数 × 100'),
  judge_score: z.number().describe('评委分 0–100：各评委加权分的平均'),
  final_score: z.number().describe('最终得分 = 人气分 × 权重 + 评委分 × 权重'),
  judge_count: int().describe('给它打分的评委人数'),
  criteria: z.array(ZCriterionScore),
});
export type RankedWork = z.infer<typeof ZRankedWork>;

export const ZRanking = z.object({
  active_id: int(),
  published: z.boolean().describe('结果是否已公布'),
  results_published_at: zUnixSeconds.nullable(),
  weights: z.object({ votes: int(), judges: int() }).describe('人气分与评委分的权重（%）'),
  criteria: z.array(
    z.object({ key: z.string(), label: z.string(), weight: int(), hint: z.string() }),
  ),
  works: z.array(ZRankedWork),
});
export type Ranking = z.infer<typeof ZRanking>;

export const activeExcellent = defineContract({
  method: 'GET',
  path: '/api/active/excellent',
  authz: policy.public,
  summary: '获奖名单与最终排名（结果公布后）；公布前 works 为空',
  query: zActiveQuery,
  response: ZRanking,
});

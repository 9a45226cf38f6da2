import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZComment } from './interaction';
import { COMMENT_PAGE_SIZE } from '../constants';
import {
  PROJECT_LIMITS,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_WEEK_PAGE_SIZE,
  ProjectFileKind,
} from '../constants/project';
import { Occupation } from '../constants/user';
import { SITE_LIMITS, isHttpUrl, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * The project pool (项目池), SPEC §7 `object/*` and `project/join` (docs/project.md): anyone
 * reads published projects and their weekly reports; a member writes their own projects and
 * weekly reports, asks to join someone's team, and the owner decides.
 */

const int = () => z.number().int();
const zProjectId = zDbInt(MSG.idInvalid).describe('项目 id');
const zWeekId = zDbInt(MSG.idInvalid).describe('周报 id');
const zIdParams = z.object({ id: zProjectId });

const zOccupation = z
  .number({ error: MSG.projectOccupationInvalid })
  .refine((v) => Occupation.has(v), MSG.projectOccupationInvalid)
  .describe(
    'SPEC §3 职业标签：1 项目经理 2 产品经理 3 工程师 4 设计师 5 项目投资人 6 供应商 7 自媒体 8 站务官方',
  );

/** One row of the bill of materials. */
export const ZBomRow = z.object({
  part_name: z
    .string({ error: MSG.projectBomPartRequired })
    .trim()
    .min(1, MSG.projectBomPartRequired)
    .max(PROJECT_LIMITS.partName, MSG.projectBomPartTooLong)
    .describe('物料名称（型号）'),
  quantity: z
    .number({ error: MSG.projectBomQuantityInvalid })
    .int(MSG.projectBomQuantityInvalid)
    .min(1, MSG.projectBomQuantityInvalid)
    .max(PROJECT_LIMITS.quantityMax, MSG.projectBomQuantityInvalid),
  unit_price: z
    .number({ error: MSG.projectBomPriceInvalid })
    .int(MSG.projectBomPriceInvalid)
    .min(0, MSG.projectBomPriceInvalid)
    .max(PROJECT_LIMITS.unitPriceMax, MSG.projectBomPriceInvalid)
    .describe('单价（分）'),
  supplier_url: z
    .string({ error: MSG.projectBomUrlInvalid })
    .trim()
    .max(SITE_LIMITS.url, MSG.projectBomUrlInvalid)
    .refine((v) => v === '' || isHttpUrl(v), MSG.projectBomUrlInvalid)
    .default('')
    .describe('供应商链接（http/https），可空'),
});
export type BomRow = z.infer<typeof ZBomRow>;

const zFileKind = z
  .number({ error: MSG.projectFileKindInvalid })
  .refine((v) => ProjectFileKind.has(v), MSG.projectFileKindInvalid)
  .describe('1 原理图 2 Gerber 3 固件 4 其他');

/** What the owner writes, on create and on edit. */
export const ZProjectInput = z.object({
  title: z
    .string({ error: MSG.projectTitleRequired })
    .trim()
    .min(1, MSG.projectTitleRequired)
    .max(PROJECT_LIMITS.title, MSG.projectTitleTooLong),
  cover: z
    .string({ error: MSG.projectCoverInvalid })
    .trim()
    .max(SITE_LIMITS.url, MSG.projectCoverInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.projectCoverInvalid)
    .default('')
    .describe('封面（/web/common/image 上传所得路径），可空'),
  summary: z
    .string({ error: MSG.projectSummaryTooLong })
    .trim()
    .max(PROJECT_LIMITS.summary, MSG.projectSummaryTooLong)
    .default('')
    .describe('简介；空时取介绍开头 120 字'),
  body: z
    .string({ error: MSG.projectBodyRequired })
    .trim()
    .min(1, MSG.projectBodyRequired)
    .max(PROJECT_LIMITS.body, MSG.projectBodyTooLong)
    .describe('HTML，保存前净化（帖子白名单）'),
  owner_label: zOccupation.describe('发起人在团队中的职业标签'),
  bom: z
    .array(ZBomRow, { error: MSG.projectBomTooMany })
    .max(PROJECT_LIMITS.bomRows, MSG.projectBomTooMany)
    .default([])
    .describe('物料清单（BOM）'),
  files: z
    .array(z.object({ id: zDbInt(MSG.projectFileNotFound, { coerce: false }), kind: zFileKind }), {
      error: MSG.projectFilesTooMany,
    })
    .max(PROJECT_LIMITS.files, MSG.projectFilesTooMany)
    .default([])
    .describe('已上传的项目文件（POST /web/project/file 所得 id）及其类型'),
  publish: z
    .union([z.literal(0), z.literal(1)], { error: MSG.projectPublishInvalid })
    .describe('0 存草稿（已发布的改回草稿），1 发布'),
});
export type ProjectInput = z.input<typeof ZProjectInput>;
/** The input as the server receives it (defaults applied). */
export type ProjectFields = z.output<typeof ZProjectInput>;

const ZPerson = z.object({ id: int(), nickname: z.string(), image_url: z.string() });

export const ZProjectFile = z.object({
  id: int(),
  kind: int().describe('1 原理图 2 Gerber 3 固件 4 其他'),
  name: z.string(),
  type: z.string().describe('pdf / zip / 7z / gz / elf / hex / bin'),
  size: int().describe('字节'),
  url: z.string().describe('下载地址'),
});
export type ProjectFile = z.infer<typeof ZProjectFile>;

export const ZTeamMember = z.object({
  user: ZPerson,
  label: int().describe('职业标签'),
  is_owner: int(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZJoinRequest = z.object({
  id: int(),
  user: ZPerson,
  label: int(),
  note: z.string(),
  create_time: zUnixSeconds,
});
export type JoinRequest = z.infer<typeof ZJoinRequest>;

export const ZProjectCard = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  status: int().describe('0 草稿，1 已发布'),
  owner: ZPerson,
  bom_total: int().describe('物料合计（分）：Σ 数量 × 单价'),
  member_count: int(),
  week_count: int(),
  thumb_count: int(),
  comment_count: int(),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type ProjectCard = z.infer<typeof ZProjectCard>;

/** A project of someone else's team I belong to or asked to join (user center 参与的项目). */
export const ZJoinedProject = ZProjectCard.extend({
  my_join: int().describe('我的加入状态：0 审核中，1 已加入'),
  my_label: int().describe('我在团队中的职业标签'),
  join_time: zUnixSeconds.describe('申请时间'),
});
export type JoinedProject = z.infer<typeof ZJoinedProject>;

export const ZProjectDetail = ZProjectCard.extend({
  body: z.string().describe('净化后的 HTML'),
  bom: z.array(ZBomRow.extend({ supplier_url: z.string() })),
  files: z.array(ZProjectFile),
  team: z.array(ZTeamMember),
  pending: z.array(ZJoinRequest).describe('待审核的加入申请（仅发起人可见，其他人为空）'),
  my_join: int().describe('当前用户的加入状态：-1 未申请，0 待审核，1 成员，2 未通过'),
  is_thumb: int(),
  is_mine: int().describe('1 当前用户是发起人'),
});
export type ProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZWeekInput = z.object({
  title: z
    .string({ error: MSG.weekTitleRequired })
    .trim()
    .min(1, MSG.weekTitleRequired)
    .max(PROJECT_LIMITS.weekTitle, MSG.weekTitleTooLong),
  body: z
    .string({ error: MSG.weekBodyRequired })
    .trim()
    .min(1, MSG.weekBodyRequired)
    .max(PROJECT_LIMITS.weekBody, MSG.weekBodyTooLong)
    .describe('HTML，保存前净化'),
});
export type WeekInput = z.input<typeof ZWeekInput>;

export const ZWeekCard = z.object({
  id: int(),
  project_id: int(),
  title: z.string(),
  summary: z.string(),
  thumb_count: int(),
  comment_count: int(),
  create_time: zUnixSeconds,
});
export type WeekCard = z.infer<typeof ZWeekCard>;

export const ZWeekDetail = ZWeekCard.extend({
  body: z.string(),
  project: z.object({ id: int(), title: z.string(), owner: ZPerson }),
  is_thumb: int(),
  is_mine: int(),
  update_time: zUnixSeconds,
});
export type WeekDetail = z.infer<typeof ZWeekDetail>;

const ZWeekLink = z.object({ id: int(), title: z.string() }).nullable();
export const ZPreNextWeek = z.object({
  pre: ZWeekLink.describe('同一项目的上一篇（更早）周报，没有为 null'),
  next: ZWeekLink.describe('同一项目的下一篇（更新）周报，没有为 null'),
});
export type PreNextWeek = z.infer<typeof ZPreNextWeek>;

const zPaging = (size: number) => z.object({ page: zPageNumber, page_size: zPageSize(size) });

export const objectList = defineContract({
  method: 'GET',
  path: '/web/object/list',
  authz: policy.public,
  summary: '项目池：已发布的项目，最新更新在前',
  query: zPaging(PROJECT_LIST_PAGE_SIZE),
  response: zPage(ZProjectCard),
});

export const objectDetail = defineContract({
  method: 'GET',
  path: '/web/object/detail/:id',
  authz: policy.public,
  summary: '项目详情（物料清单、文件、团队）；草稿只有发起人可见',
  params: zIdParams,
  response: ZProjectDetail,
});

export const objectComment = defineContract({
  method: 'GET',
  path: '/web/object/comment/:id',
  authz: policy.public,
  summary: '项目的评论（等同 /web/common/comment?type=6）',
  params: zIdParams,
  query: zPaging(COMMENT_PAGE_SIZE),
  response: zPage(ZComment),
});

export const objectItem = defineContract({
  method: 'GET',
  path: '/web/object/item/:id',
  authz: policy.public,
  summary: '项目的周报列表，最新在前',
  params: zIdParams,
  query: zPaging(PROJECT_WEEK_PAGE_SIZE),
  response: zPage(ZWeekCard),
});

export const objectWeekDetail = defineContract({
  method: 'GET',
  path: '/web/object/week_detail/:id',
  authz: policy.public,
  summary: '周报详情',
  params: z.object({ id: zWeekId }),
  response: ZWeekDetail,
});

export const objectWeekComment = defineContract({
  method: 'GET',
  path: '/web/object/week_comment/:id',
  authz: policy.public,
  summary: '周报的评论（等同 /web/common/comment?type=7）',
  params: z.object({ id: zWeekId }),
  query: zPaging(COMMENT_PAGE_SIZE),
  response: zPage(ZComment),
});

export const objectPreNextWeek = defineContract({
  method: 'GET',
  path: '/web/object/pre_next_week/:id',
  authz: policy.public,
  summary: '同一项目的上一篇 / 下一篇周报',
  params: z.object({ id: zWeekId }),
  response: ZPreNextWeek,
});

export const projectJoin = defineContract({
  method: 'POST',
  path: '/web/project/join',
  authz: policy.unlessBlocked('project', 'body.project_id'),
  summary: '申请加入项目团队（带职业标签），由发起人审核',
  auth: true,
  body: z.object({
    project_id: zProjectId,
    label: zOccupation,
    note: z
      .string({ error: MSG.projectJoinNoteTooLong })
      .trim()
      .max(PROJECT_LIMITS.joinNote, MSG.projectJoinNoteTooLong)
      .default('')
      .describe('申请说明，可空'),
  }),
  response: z.object({ my_join: int() }),
});

export const projectJoinAudit = defineContract({
  method: 'POST',
  path: '/web/project/join/audit',
  authz: policy.owner('projectJoin', 'body.id', 404),
  summary: '发起人审核加入申请（1 通过，0 拒绝）',
  auth: true,
  body: z.object({
    id: zDbInt(MSG.idInvalid).describe('申请 id'),
    approve: z.union([z.literal(0), z.literal(1)], { error: MSG.projectJoinApproveInvalid }),
  }),
  response: z.null(),
});

export const projectCreate = defineContract({
  method: 'POST',
  path: '/web/project/create',
  authz: policy.member,
  summary: '发起项目（publish 0 存草稿，1 发布）',
  auth: true,
  body: ZProjectInput,
  response: ZProjectDetail,
});

export const projectUpdate = defineContract({
  method: 'POST',
  path: '/web/project/update',
  authz: policy.owner('project', 'body.id', 404),
  summary: '编辑自己的项目（物料清单、文件整体替换）',
  auth: true,
  body: ZProjectInput.extend({ id: zProjectId }),
  response: ZProjectDetail,
});

export const projectDelete = defineContract({
  method: 'POST',
  path: '/web/project/delete',
  authz: policy.owner('project', 'body.id', 404),
  summary: '删除自己的项目（项目及其周报都没有评论时）',
  auth: true,
  body: z.object({ id: zProjectId }),
  response: z.null(),
});

export const projectMine = defineContract({
  method: 'GET',
  path: '/web/project/mine',
  authz: policy.member,
  summary: '我发起的项目（含草稿，status 0），最新发起在前',
  auth: true,
  query: zPaging(PROJECT_LIST_PAGE_SIZE),
  response: zPage(ZProjectCard),
});

export const projectJoined = defineContract({
  method: 'GET',
  path: '/web/project/joined',
  authz: policy.member,
  summary: '我参与的项目：别人已发布的项目中我已加入或正在审核的（不含被拒绝的），最新申请在前',
  auth: true,
  query: zPaging(PROJECT_LIST_PAGE_SIZE),
  response: zPage(ZJoinedProject),
});

export const projectFileUpload = defineContract({
  method: 'POST',
  path: '/web/project/file',
  authz: policy.member,
  summary:
    '上传项目文件：multipart 字段 file，PDF/ZIP/7z/gz/固件（elf/hex/bin），大小上限同资源库，按内容检查',
  auth: true,
  response: ZProjectFile,
});

export const projectWeekCreate = defineContract({
  method: 'POST',
  path: '/web/project/week/create',
  authz: policy.owner('project', 'body.project_id', 404),
  summary: '发起人为自己的项目写周报',
  auth: true,
  body: ZWeekInput.extend({ project_id: zProjectId }),
  response: ZWeekDetail,
});

export const projectWeekUpdate = defineContract({
  method: 'POST',
  path: '/web/project/week/update',
  authz: policy.owner('projectWeek', 'body.id', 404),
  summary: '编辑自己项目的周报',
  auth: true,
  body: ZWeekInput.extend({ id: zWeekId }),
  response: ZWeekDetail,
});

export const projectWeekDelete = defineContract({
  method: 'POST',
  path: '/web/project/week/delete',
  authz: policy.owner('projectWeek', 'body.id', 404),
  summary: '删除自己项目的周报（没有评论时）',
  auth: true,
  body: z.object({ id: zWeekId }),
  response: z.null(),
});

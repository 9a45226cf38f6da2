import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { zAdminKeyword, ZAdminIdParams } from './admin-community';
import { zAdminReason } from './admin-users';
import { ZCreatorUser } from './creator';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { CreatorTakedownKind, SpecStatus } from '../constants/creator';
import { MSG } from '../messages';

/*
 * The research room in the operator console (内容 › 研究室, docs/creator.md "Take-down"):
 * staff see every spec and what members brought to it, take down what breaks the rules with
 * a reason (hidden like a draft, the owner told) and restore it. Moderators and up; every
 * write is one audit row.
 */

const staff = policy.staff('moderator', MSG.staffOnly);
const int = () => z.number().int();

export const ZAdminSpec = z.object({
  id: int(),
  title: z.string(),
  status: int().describe(SpecStatus.options.map((o) => `${o.value} ${o.label}`).join('，')),
  status_text: z.string(),
  creator: ZCreatorUser,
  challenge_count: int().describe('全部挑战（任意状态）'),
  design_count: int().describe('全部设计稿（任意状态）'),
  remove_reason: z.string().describe('下架原因；未下架为空'),
  create_time: zUnixSeconds,
});
export type AdminSpec = z.infer<typeof ZAdminSpec>;

export const ZAdminSpecEntry = z.object({
  kind: z.enum(['challenge', 'design']),
  id: int(),
  user: ZCreatorUser,
  text: z.string().describe('挑战的标题，或设计稿的说明'),
  images: z.array(z.string()).describe('设计稿的图片；挑战为空'),
  status: int(),
  status_text: z.string(),
  remove_reason: z.string(),
  create_time: zUnixSeconds,
});
export type AdminSpecEntry = z.infer<typeof ZAdminSpecEntry>;

export const adminCreatorSpecs = defineContract({
  method: 'GET',
  path: '/web/admin/creator/specs',
  authz: staff,
  summary: '研究室规格书（全部状态）：按标题搜索，按状态筛选，最新在前',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    keyword: zAdminKeyword.describe('标题包含'),
    status: zDbInt(MSG.specStatusFilterInvalid, { min: 0, max: SpecStatus.options.length - 1 })
      .optional()
      .describe('SpecStatus'),
  }),
  response: zPage(ZAdminSpec),
});

export const adminCreatorSpecEntries = defineContract({
  method: 'GET',
  path: '/web/admin/creator/specs/:id/entries',
  authz: staff,
  summary: '一份规格书的全部挑战和设计稿（任意状态），最新在前；规格书不存在为 404',
  auth: true,
  params: ZAdminIdParams,
  response: z.array(ZAdminSpecEntry),
});

const ZTakedownTarget = z.object({
  kind: z
    .string({ error: MSG.creatorTakedownKindInvalid })
    .refine((v) => CreatorTakedownKind.has(v), MSG.creatorTakedownKindInvalid)
    .describe('spec 规格书 | challenge 挑战 | design 设计稿'),
  id: zDbInt(MSG.idInvalid, { coerce: false }),
});

export const adminCreatorTakedown = defineContract({
  method: 'POST',
  path: '/web/admin/creator/takedown',
  authz: staff,
  summary: '下架规格书、挑战或设计稿：对外隐藏，作者收到原因；写入操作日志',
  auth: true,
  body: ZTakedownTarget.extend({ reason: zAdminReason }),
  response: z.null(),
});

export const adminCreatorRestore = defineContract({
  method: 'POST',
  path: '/web/admin/creator/restore',
  authz: staff,
  summary: '恢复被下架的内容到下架前的状态，作者收到通知；写入操作日志',
  auth: true,
  body: ZTakedownTarget,
  response: z.null(),
});

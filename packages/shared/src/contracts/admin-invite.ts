import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZInviteSettings } from './invite';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { INVITE_LIMITS } from '../constants/invite';
import { MSG } from '../messages';

/*
 * 活动运营 › 邀请 (docs/invitations.md): admins set an invite activity's rewards and caps, see
 * every invitation with its flags, and void one (its rewards are taken back through the
 * ledger). Every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();

const zEle = z.coerce
  .number({ error: MSG.inviteEleInvalid })
  .int(MSG.inviteEleInvalid)
  .min(0, MSG.inviteEleInvalid)
  .max(INVITE_LIMITS.eleMax, MSG.inviteEleInvalid);
const zCap = z.coerce
  .number({ error: MSG.inviteCapInvalid })
  .int(MSG.inviteCapInvalid)
  .min(1, MSG.inviteCapInvalid)
  .max(INVITE_LIMITS.capMax, MSG.inviteCapInvalid);

export const ZInviteSettingsInput = z
  .object({
    inviter_register_ele: zEle.describe('好友接受邀请：邀请人得电量'),
    inviter_active_ele: zEle.describe('好友成为活跃用户：邀请人得电量'),
    invitee_ele: zEle.describe('接受邀请：新用户得电量'),
    daily_cap: zCap.describe('每位邀请人每天最多获得奖励的邀请数'),
    total_cap: zCap.describe('每位邀请人本活动最多获得奖励的邀请数'),
  })
  .refine((v) => v.daily_cap <= v.total_cap, { message: MSG.inviteCapOrder, path: ['daily_cap'] });
export type InviteSettingsInput = z.input<typeof ZInviteSettingsInput>;

export const ZAdminInviteSettings = ZInviteSettings.extend({
  active_id: int(),
  saved: z.boolean().describe('false：还没有保存过，显示的是默认值'),
});
export type AdminInviteSettings = z.infer<typeof ZAdminInviteSettings>;

const zPerson = z.object({ id: int(), nickname: z.string(), phone: z.string() });

export const ZAdminInvitation = z.object({
  id: int(),
  active_id: int(),
  inviter: zPerson,
  invitee: zPerson,
  code: z.string(),
  receive_ip: z.string(),
  receive_time: zUnixSeconds,
  registered_time: zUnixSeconds.describe('受邀人注册时间'),
  activated_time: zUnixSeconds.nullable(),
  state: int().describe('1 已注册，2 已激活，3 已作废'),
  state_text: z.string(),
  flags: z.array(z.object({ value: z.string(), label: z.string() })),
  rewarded: z.boolean(),
  inviter_ele: int().describe('邀请人已得电量（注册 + 激活）'),
  invitee_ele: int(),
  void_reason: z.string(),
});
export type AdminInvitation = z.infer<typeof ZAdminInvitation>;

const zActive = z.object({ id: zDbInt(MSG.idInvalid).describe('活动 id') });

export const adminInviteSettings = defineContract({
  method: 'GET',
  path: '/web/admin/invite/settings/:id',
  authz: admin,
  summary: '邀请活动的奖励与上限（未保存时为默认值）',
  auth: true,
  params: zActive,
  response: ZAdminInviteSettings,
});

export const adminInviteSettingsSave = defineContract({
  method: 'POST',
  path: '/web/admin/invite/settings/:id',
  authz: admin,
  summary: '保存邀请奖励与上限；写入操作日志',
  auth: true,
  params: zActive,
  body: ZInviteSettingsInput,
  response: ZAdminInviteSettings,
});

export const adminInvitations = defineContract({
  method: 'GET',
  path: '/web/admin/invitations',
  authz: admin,
  summary: '邀请记录（新→旧），按活动、是否可疑筛选',
  auth: true,
  query: z.object({
    active_id: zDbInt(MSG.idInvalid).optional().describe('活动 id'),
    flagged: z.coerce
      .number()
      .int()
      .refine((v) => v === 0 || v === 1, MSG.inviteFlaggedInvalid)
      .optional()
      .describe('1 只看可疑，0 只看正常'),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminInvitation),
});

/**
 * Releasing a flagged invitation after a check (docs/invitations.md "Releasing"): only a
 * suspicious flag (same IP, 连号) can be released, never the caps.
 */
export const adminInvitationRelease = defineContract({
  method: 'POST',
  path: '/web/admin/invitation/release/:id',
  authz: admin,
  summary: '放行一条被标记可疑的邀请：按当前设置补发奖励，计入排行；写入操作日志',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('邀请记录 id') }),
  body: z.object({
    reason: z
      .string({ error: MSG.inviteReleaseReasonRequired })
      .trim()
      .min(1, MSG.inviteReleaseReasonRequired)
      .max(INVITE_LIMITS.voidReason, MSG.inviteVoidReasonTooLong),
  }),
  response: ZAdminInvitation,
});

export const adminInvitationVoid = defineContract({
  method: 'POST',
  path: '/web/admin/invitation/void/:id',
  authz: admin,
  summary: '作废一条邀请：收回已发的电量，不再计奖励与排行；写入操作日志',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('邀请记录 id') }),
  body: z.object({
    reason: z
      .string({ error: MSG.inviteVoidReasonRequired })
      .trim()
      .min(1, MSG.inviteVoidReasonRequired)
      .max(INVITE_LIMITS.voidReason, MSG.inviteVoidReasonTooLong),
  }),
  response: ZAdminInvitation,
});

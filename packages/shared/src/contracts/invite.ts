import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { ZActivityDetail } from './activity';
import { INVITE_LIMITS } from '../constants/invite';
import { MSG } from '../messages';

/*
 * Invitations, SPEC §7 /web/activity/v2/invite/info and /web/link/activity/invite/receive
 * (docs/invitations.md). The page reads everything in one call; a member's code is made on
 * their first read. A new account receives a code once, ever.
 */

const int = () => z.number().int();

/** The rewards and caps of an invite activity (staff set them; defaults otherwise). */
export const ZInviteSettings = z.object({
  inviter_register_ele: int().describe('好友注册并接受邀请：邀请人得电量'),
  inviter_active_ele: int().describe('好友成为活跃用户：邀请人得电量'),
  invitee_ele: int().describe('接受邀请：新用户得电量'),
  daily_cap: int().describe('每位邀请人每天最多获得奖励的邀请数'),
  total_cap: int().describe('每位邀请人本活动最多获得奖励的邀请数'),
});
export type InviteSettings = z.infer<typeof ZInviteSettings>;

export const ZMyInvitee = z.object({
  id: int(),
  nickname: z.string().describe('打码后的昵称'),
  image_url: z.string(),
  state: int().describe('1 已注册，2 已激活，3 已作废'),
  state_text: z.string(),
  reward: int().describe('这位好友为我带来的电量（已收回的不计）'),
  rewarded: z.boolean().describe('false：未计奖励（超出上限或待核实）'),
  receive_time: zUnixSeconds,
});
export type MyInvitee = z.infer<typeof ZMyInvitee>;

export const ZInviteLeader = z.object({
  rank: int(),
  nickname: z.string().describe('打码后的昵称'),
  image_url: z.string(),
  activated: int().describe('已激活的好友数'),
  is_me: z.boolean(),
});
export type InviteLeader = z.infer<typeof ZInviteLeader>;

export const ZInviteInfo = z.object({
  activity: ZActivityDetail,
  settings: ZInviteSettings,
  window_start: zUnixSeconds.nullable().describe('邀请开始：最早阶段的开始'),
  window_end: zUnixSeconds.nullable().describe('邀请截止：最晚阶段的结束'),
  in_window: z.boolean().describe('此刻能否邀请、接受邀请'),
  inviter: z
    .object({ nickname: z.string(), image_url: z.string() })
    .nullable()
    .describe('带 code 访问时：邀请人（打码）'),
  mine: z
    .object({
      code: z.string(),
      link: z.string().describe('我的邀请链接（站内路径）'),
      invited: int().describe('接受我邀请的人数'),
      activated: int(),
      ele_earned: int(),
      invitees: z.array(ZMyInvitee),
      invited_by: z.string().nullable().describe('我接受过谁的邀请（打码）'),
    })
    .nullable()
    .describe('访客为 null'),
  leaderboard: z.array(ZInviteLeader),
});
export type InviteInfo = z.infer<typeof ZInviteInfo>;

const zCode = z
  .string({ error: MSG.inviteCodeRequired })
  .trim()
  .min(1, MSG.inviteCodeRequired)
  .max(INVITE_LIMITS.codeMax, MSG.inviteCodeInvalid)
  .describe('邀请码');

export const inviteInfo = defineContract({
  method: 'GET',
  path: '/web/activity/v2/invite/info',
  authz: policy.public,
  summary: '邀请活动：规则、奖励、我的邀请码与好友、排行榜',
  query: z.object({
    id: zDbInt(MSG.idInvalid).describe('活动 id'),
    code: zCode.optional().describe('落地页带来的邀请码（显示邀请人）'),
  }),
  response: ZInviteInfo,
});

export const ZInviteReceive = z.object({
  active_id: int(),
  inviter: z.string().describe('邀请人（打码）'),
  invitee_ele: int().describe('我得到的电量（被暂扣时为 0）'),
  first_receive: z.boolean().describe('false：之前已接受过同一个邀请'),
});
export type InviteReceive = z.infer<typeof ZInviteReceive>;

export const inviteReceive = defineContract({
  method: 'POST',
  path: '/web/link/activity/invite/receive',
  authz: policy.member,
  summary: '新用户登录后接受邀请（每个账号一生只能被邀请一次）',
  auth: true,
  body: z.object({ code: zCode }),
  response: ZInviteReceive,
});

import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { zUserId } from './social';
import { MSG } from '../messages';

/*
 * Medals (SPEC §7 GET /web/user/medal; the admin award; the header's 成就 count).
 * Definitions are the medals table, managed in the console (docs/admin-rewards.md);
 * docs/growth.md has the rules.
 */

const int = () => z.number().int();

/** One medal definition with one member's state of it. */
export const ZMedalRow = z.object({
  key: z.string().describe('勋章标识，如 first_post'),
  name: z.string(),
  image: z.string().describe('勋章图片地址'),
  condition: z.string().describe('获得条件'),
  kind: z.string().describe('auto 按条件自动获得，manual 由管理员颁发'),
  earned: int().describe('1 已获得，0 未获得'),
  award_time: zUnixSeconds.nullable().describe('获得时间；未获得为 null'),
  is_new: int().describe('1 本人尚未查看的新勋章（看别人的恒为 0）'),
});
export type MedalRow = z.infer<typeof ZMedalRow>;

export const ZUserMedals = z.object({
  user_id: int(),
  earned_count: int().describe('已获得的勋章数'),
  total: int().describe('勋章总数'),
  list: z.array(ZMedalRow).describe('全部勋章（按展示顺序），含未获得的'),
});
export type UserMedals = z.infer<typeof ZUserMedals>;

export const userMedal = defineContract({
  method: 'GET',
  path: '/web/user/medal',
  authz: policy.public,
  summary:
    '某人的勋章：全部勋章及其是否获得、获得时间；不传 user_id 为自己（需登录），游客可看他人；用户不存在 404。只读，不标记已查看',
  query: z.object({ user_id: zUserId.optional().describe('谁的勋章；不传为自己') }),
  response: ZUserMedals,
});

/** Every enabled medal, in order: the medal hall a visitor sees (nothing earned). */
export const medalList = defineContract({
  method: 'GET',
  path: '/web/medal/list',
  authz: policy.public,
  summary: '全部启用中的勋章定义（勋章馆），按展示顺序；earned 恒为 0',
  response: z.array(ZMedalRow),
});

export const userMedalSeen = defineContract({
  method: 'POST',
  path: '/web/user/medal/seen',
  authz: policy.member,
  summary: '把我的新勋章全部标为已查看（顶栏“成就”计数清零）；返回标记的个数',
  auth: true,
  response: z.object({ marked: int().describe('本次标为已查看的勋章数') }),
});

/**
 * A medal key an admin may award; whether it names a manual medal is the service's check
 * (the definitions are data now): unknown 422 勋章不存在, automatic 422.
 */
const zManualMedalKey = z
  .string({ error: MSG.medalKeyInvalid })
  .trim()
  .min(1, MSG.medalKeyInvalid)
  .max(64, MSG.medalKeyInvalid)
  .describe('要颁发的勋章标识（只能是管理员颁发类）');

export const moderationMedalAward = defineContract({
  method: 'POST',
  path: '/web/moderation/medal',
  authz: policy.staff('admin', MSG.medalAdminOnly),
  summary:
    '管理员给用户颁发勋章（只能颁发 manual 类）；游客 401，非管理员 403，用户不存在 404，已获得 409。获得者会收到一条成就消息',
  auth: true,
  body: z.object({ user_id: zUserId.describe('获得勋章的用户'), medal_key: zManualMedalKey }),
  response: z.object({ user_id: int(), medal: ZMedalRow }),
});

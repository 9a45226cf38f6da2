import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { zCode, zNewPassword } from './auth';
import { CHANGE_WAY, DISTRICT_MAX_LENGTH, USER_SIGN_MAX_LENGTH } from '../constants/auth';
import { Occupation, Sex, USER_ROLE } from '../constants/user';
import { MSG } from '../messages';
import { cleanNickname, nicknameProblem } from '../nickname';
import { zDbInt, zEmail, zInterests, zPhone } from './fields';

const int = () => z.number().int();

/** SPEC §3 user info, plus id and profession. Phone and e-mail are masked (138****8000). */
export const ZUserInfo = z.object({
  id: int(),
  background: z.string().describe('主页背景图'),
  email: z.string().describe('邮箱（脱敏），未绑定为空串'),
  phone: z.string().describe('手机号（脱敏），未绑定为空串'),
  nickname: z.string(),
  sex: int().describe('0 保密，1 男，2 女'),
  image_url: z.string().describe('头像'),
  user_image_status: int().describe('头像状态：1 已上传自己的头像，0 仍是默认头像'),
  user_sign: z.string().describe('个性签名'),
  task: int().describe('未完成的新手任务数（MemberTask）'),
  age: int().describe('注册天数'),
  district: z.string().describe('地区'),
  profession: z.string().describe('职业（Occupation 的中文名），未填为空串'),
  create_time: zUnixSeconds,
  follow_count: int(),
  fan_count: int(),
  object_count: int().describe('作品数：已发布的项目池（item_type 1）帖子'),
  praise_count: int().describe('获赞数'),
  collection_count: int().describe('收藏数'),
  contribute_count: int().describe('投稿数'),
  tab: int().describe('1 有未读消息'),
  level_image: z.string(),
  level_name: z.string(),
  ele: int().describe('电量'),
  next_level_ele: int().describe('升到下一级所需电量'),
  item_count: int(),
  symbol: z.string().describe('身份标识：官方、版主、创作达人，无则空串'),
  dingFlag: int().describe('1 已订阅全部可关闭的消息通知（消息设置全开），0 关闭了至少一类'),
  interests: z.array(int()).describe('SPEC §9 兴趣：[] 未选择，[-1] 保密，否则 0~17'),
  x_up: int().describe('1 创作达人'),
  sign_flag: int().describe('0 今天未签到'),
  sign_days: int().describe('连续签到天数：今天已签到含今天，未签到则截至昨天（断签为 0）'),
  is_old: int().describe('0 新用户，1 老用户'),
  role: z
    .enum([USER_ROLE.user, USER_ROLE.moderator, USER_ROLE.admin])
    .describe('user 普通用户，moderator 版主，admin 管理员；后两者可进入管理后台'),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

const zSwitch = z.union([z.literal(0), z.literal(1)], { error: '开关只能是 0 或 1' });

export const ZSecret = z.object({
  show_follow: zSwitch.describe('1 公开关注列表'),
  show_fans: zSwitch.describe('1 公开粉丝列表'),
  show_collect: zSwitch.describe('1 公开收藏'),
  show_dynamic: zSwitch.describe('1 公开动态'),
});
export type Secret = z.infer<typeof ZSecret>;

const zInfoUserId = zDbInt(MSG.userIdInvalid);

/** GET /web/user/info without user_id (or with my own id): my SPEC §3 user info. */
export const userInfo = defineContract({
  method: 'GET',
  path: '/web/user/info',
  authz: policy.member,
  summary: '当前用户的信息（不传 user_id，或传自己的 id）；未登录 401',
  auth: true,
  query: z.object({ user_id: zInfoUserId.optional().describe('查看的用户 id') }),
  response: ZUserInfo,
});

/**
 * SPEC §3 other-person profile: user info minus the level data (level_image, level_name,
 * ele, next_level_ele) and minus what only the owner sees (phone, email, task, tab,
 * sign_flag, sign_days, is_old, dingFlag, interests), plus thumb_count, secret and follow_flag.
 */
export const ZOtherUserInfo = ZUserInfo.omit({
  email: true,
  phone: true,
  task: true,
  tab: true,
  level_image: true,
  level_name: true,
  ele: true,
  next_level_ele: true,
  dingFlag: true,
  interests: true,
  sign_flag: true,
  sign_days: true,
  is_old: true,
  role: true,
}).extend({
  thumb_count: int().describe('TA 点过的赞'),
  secret: ZSecret.describe('TA 的隐私设置：哪些列表对别人公开'),
  follow_flag: int().describe(
    'SPEC §4 关注状态（相对当前用户）：-1 本人，0 未关注，1 已关注，2 互相关注',
  ),
  is_black: int().describe('1 我已将 TA 拉黑'),
});
export type OtherUserInfo = z.infer<typeof ZOtherUserInfo>;

/** GET /web/user/info?user_id= of someone else: public, also for visitors (homepage). */
export const otherUserInfo = defineContract({
  method: 'GET',
  path: '/web/user/info',
  authz: policy.public,
  summary: '他人主页资料（SPEC §3 他人资料）；游客可看',
  query: z.object({ user_id: zInfoUserId.describe('查看的用户 id') }),
  response: ZOtherUserInfo,
});

/**
 * The one route behind userInfo and otherUserInfo (the server registers this): my info
 * without user_id or with my own id (401 for visitors), else the other-person profile.
 */
export const userInfoRoute = defineContract({
  method: 'GET',
  path: '/web/user/info',
  authz: policy.public,
  summary: '用户信息：不传 user_id 为当前用户（需登录）；传他人 id 为他人资料（游客可看）',
  query: z.object({ user_id: zInfoUserId.optional().describe('查看的用户 id') }),
  response: z.union([ZUserInfo, ZOtherUserInfo]),
});

export const ZAccountInfo = z.object({
  phone: z.string().describe('手机号（脱敏）'),
  email: z.string().describe('邮箱（脱敏）'),
  has_password: z.boolean().describe('是否已设置密码'),
  wechat_bound: z.boolean().describe('是否已绑定微信'),
});
export type AccountInfo = z.infer<typeof ZAccountInfo>;

export const systemAccount = defineContract({
  method: 'GET',
  path: '/web/system/account',
  authz: policy.member,
  summary: '账号与安全概览',
  auth: true,
  response: ZAccountInfo,
});

export const systemSecret = defineContract({
  method: 'GET',
  path: '/web/system/secret',
  authz: policy.member,
  summary: '隐私设置',
  auth: true,
  response: ZSecret,
});

export const updateSecret = defineContract({
  method: 'POST',
  path: '/web/system/secret',
  authz: policy.member,
  summary: '修改隐私设置（只改传入的开关）',
  auth: true,
  body: ZSecret.partial(),
  response: ZSecret,
});

export const userPhone = defineContract({
  method: 'GET',
  path: '/web/v2/user/phone',
  authz: policy.member,
  summary: '当前用户手机号（脱敏）',
  auth: true,
  response: z.object({ phone: z.string(), bound: z.boolean() }),
});

export const ZChangePasswordBody = z.object({
  password: zNewPassword,
  password_confirm: z
    .string({ error: MSG.passwordConfirmRequired })
    .min(1, { error: MSG.passwordConfirmRequired }),
  old_password: z.string().max(128).optional().describe('已设置密码时必填'),
});
export type ChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const changePassword = defineContract({
  method: 'POST',
  path: '/web/system/password',
  authz: policy.member,
  summary: '修改或设置密码；其它会话失效，当前会话保留',
  auth: true,
  body: ZChangePasswordBody,
  response: z.null(),
});

export const sendCurrentPhoneCode = defineContract({
  method: 'POST',
  path: '/web/user/send_phone',
  authz: policy.member,
  summary: '向当前绑定的手机号发送验证码（更换前验证）',
  auth: true,
  response: z.null(),
});

export const sendCurrentEmailCode = defineContract({
  method: 'POST',
  path: '/web/user/send_email',
  authz: policy.member,
  summary: '向当前绑定的邮箱发送验证码（更换前验证）',
  auth: true,
  response: z.null(),
});

const zLowerEmail = zEmail.transform((v) => v.toLowerCase());

export const sendNewEmailCode = defineContract({
  method: 'POST',
  path: '/web/system/send_email',
  authz: policy.member,
  summary: '向新邮箱发送验证码；已被其他账号使用则拒绝',
  auth: true,
  body: z.object({ email: zLowerEmail }),
  response: z.null(),
});

export const sendNewPhoneCode = defineContract({
  method: 'POST',
  path: '/web/system/send_phone',
  authz: policy.member,
  summary: '向新手机号发送验证码；已被其他账号使用则拒绝',
  auth: true,
  body: z.object({ phone: zPhone }),
  response: z.null(),
});

export const bindEmail = defineContract({
  method: 'POST',
  path: '/web/system/bind_email',
  authz: policy.member,
  summary: '绑定邮箱（尚未绑定时）',
  auth: true,
  body: z.object({ email: zLowerEmail, email_code: zCode }),
  response: z.null(),
});

export const changeEmail = defineContract({
  method: 'POST',
  path: '/web/system/change_email',
  authz: policy.member,
  summary: '更换邮箱：先验证当前邮箱的验证码，再绑定新邮箱',
  auth: true,
  body: z.object({
    email: zLowerEmail,
    email_code: zCode,
    change_way: z.literal(CHANGE_WAY.email, { error: MSG.changeWayInvalid }),
    email_valid_code: zCode.describe('当前邮箱收到的验证码'),
  }),
  response: z.null(),
});

export const bindPhone = defineContract({
  method: 'POST',
  path: '/web/system/bind_phone',
  authz: policy.member,
  summary: '绑定手机号（尚未绑定时）',
  auth: true,
  body: z.object({ phone: zPhone, phone_code: zCode }),
  response: z.null(),
});

export const changePhone = defineContract({
  method: 'POST',
  path: '/web/system/change_phone',
  authz: policy.member,
  summary: '更换手机号：先验证当前手机号的验证码，再绑定新手机号',
  auth: true,
  body: z.object({
    change_way: z.literal(CHANGE_WAY.phone, { error: MSG.changeWayInvalid }),
    phone: zPhone,
    phone_code: zCode,
    phone_valid_code: zCode.describe('当前手机号收到的验证码'),
  }),
  response: z.null(),
});

const charCount = (s: string) => Array.from(s).length;

/** Occupation given by label ('工程师') or value (3); '' clears it. Output: the label. */
const zProfession = z
  .union([z.string().trim(), z.number().int()], { error: MSG.professionInvalid })
  .transform((v, ctx) => {
    if (v === '') return '';
    const option = Occupation.options.find((o) => o.label === v || o.value === Number(v));
    if (option) return option.label;
    ctx.addIssue({ code: 'custom', message: MSG.professionInvalid });
    return z.NEVER;
  });

export const ZUserUpdateBody = z.object({
  // Cleaned before it is counted: a zero-width space is not a character anyone sees.
  nickname: z
    .string({ error: MSG.nicknameRequired })
    .transform(cleanNickname)
    .superRefine((v, ctx) => {
      const problem = nicknameProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  sex: z.coerce
    .number({ error: MSG.sexInvalid })
    .int({ error: MSG.sexInvalid })
    .refine((v) => Sex.has(v), { error: MSG.sexInvalid })
    .optional(),
  user_sign: z
    .string()
    .trim()
    .refine((v) => charCount(v) <= USER_SIGN_MAX_LENGTH, { error: MSG.userSignTooLong })
    .optional(),
  district: z
    .string()
    .trim()
    .refine((v) => charCount(v) <= DISTRICT_MAX_LENGTH, { error: MSG.districtTooLong })
    .optional(),
  profession: zProfession.optional(),
  interests: zInterests.optional(),
});
export type UserUpdateBody = z.input<typeof ZUserUpdateBody>;

export const userUpdate = defineContract({
  method: 'POST',
  path: '/web/user/update',
  authz: policy.member,
  summary: '修改资料（昵称唯一；未传的字段不变）',
  auth: true,
  body: ZUserUpdateBody,
  response: ZUserInfo,
});

export const headPic = defineContract({
  method: 'POST',
  path: '/web/user/head_pic',
  authz: policy.member,
  summary: '上传头像：multipart 字段 file，jpeg/png/webp/gif，≤5MB',
  auth: true,
  response: z.object({
    image_url: z.string().describe('256px 头像'),
    thumb_url: z.string().describe('64px 缩略图'),
  }),
});

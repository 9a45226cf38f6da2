import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import {
  OUTBOX_CHANNELS,
  PASSWORD_MAX_LENGTH,
  QR_PROVIDERS,
  isStrongPassword,
} from '../constants/auth';
import { MSG } from '../messages';
import { isEmail, isMainlandPhone, validatePassword } from '../validators';
import { zInterests, zPhone } from './fields';

/** SPEC §3 login result: the client keeps `token` and `id` in cookies expiring at `ttl`. */
export const ZLoginResult = z.object({
  id: z.number().int().describe('用户 id'),
  token: z.string().describe('会话令牌，放在 Authorization 请求头'),
  ttl: zUnixSeconds.describe('令牌到期时间（Unix 秒），Cookie 同时到期'),
});
export type LoginResult = z.infer<typeof ZLoginResult>;

/** A one-time code as typed: required; a wrong value simply counts as a wrong try. */
export const zCode = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, { error: MSG.codeRequired })
  .max(16, { error: MSG.codeWrong })
  .describe('6 位验证码');

/**
 * Required as the form's validatePassword says: blank (nothing, or only spaces) is 密码不能为空.
 * The value itself is not trimmed: spaces may be part of an old password.
 */
const zPasswordPresent = z
  .string({ error: MSG.passwordRequired })
  .refine((v) => validatePassword(v) === null, { error: MSG.passwordRequired, abort: true });

/** Password as typed at login: only required (old accounts may predate the policy). */
export const zPassword = zPasswordPresent
  .max(128, { error: MSG.accountOrPasswordWrong })
  .describe('密码');

/** A password being set: required, then the policy (PASSWORD_RULE_TEXT). */
export const zNewPassword = zPasswordPresent
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordPolicy })
  .refine(isStrongPassword, { error: MSG.passwordPolicy })
  .describe('新密码：8-32 位，需同时包含字母和数字');

/** Phone or e-mail (password login, forgot password); SPEC §5 reuses the phone messages. */
export const zPhoneOrEmail = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired })
  .refine((v) => isMainlandPhone(v) || isEmail(v), { error: MSG.phoneInvalid })
  .transform((v) => (isEmail(v) ? v.toLowerCase() : v))
  .describe('手机号或邮箱');

export const zTicket = z
  .string({ error: MSG.ticketRequired })
  .trim()
  .min(1, { error: MSG.ticketRequired })
  .max(128, { error: MSG.ticketRequired })
  .describe('二维码票据');

const PhoneBody = z.object({ phone: zPhone.describe('手机号') });

export const smsCode = defineContract({
  method: 'POST',
  path: '/web/sms_code',
  authz: policy.public,
  summary: '发送短信验证码（登录、注册）；成功 msg 为 验证码已发送',
  body: PhoneBody,
  response: z.null(),
});

/** Same as smsCode under the /api prefix the mini program uses (SPEC §7). */
export const apiSmsCode = defineContract({
  method: 'POST',
  path: '/api/sms_code',
  authz: policy.public,
  summary: '发送短信验证码（小程序路径）',
  body: PhoneBody,
  response: z.null(),
});

export const ZSmsCodeLoginBody = z.object({ phone: zPhone, code: zCode });
export type SmsCodeLoginBody = z.input<typeof ZSmsCodeLoginBody>;

export const smsCodeLogin = defineContract({
  method: 'POST',
  path: '/web/sms_code_login',
  authz: policy.public,
  summary: '验证码登录；首次登录自动注册（is_old 为 0）',
  body: ZSmsCodeLoginBody,
  response: ZLoginResult,
});

export const ZPasswordLoginBody = z.object({ login: zPhoneOrEmail, password: zPassword });
export type PasswordLoginBody = z.input<typeof ZPasswordLoginBody>;

export const passwordLogin = defineContract({
  method: 'POST',
  path: '/web/login',
  authz: policy.public,
  summary: '密码登录（手机号或邮箱）；失败统一提示 账号或密码错误',
  body: ZPasswordLoginBody,
  response: ZLoginResult,
});

export const ZRegisterBody = z.object({
  phone: zPhone,
  code: zCode,
  password: zNewPassword,
  interests: zInterests.optional(),
});
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const register = defineContract({
  method: 'POST',
  path: '/web/register',
  authz: policy.public,
  summary: '手机号 + 验证码 + 密码注册',
  body: ZRegisterBody,
  response: ZLoginResult,
});

export const logout = defineContract({
  method: 'GET',
  path: '/web/user/logout',
  authz: policy.member,
  summary: '退出登录：当前令牌立即失效',
  auth: true,
  response: z.null(),
});

export const ZQrTicket = z.object({
  ticket: z.string().describe('票据，轮询 qrcode_check 时带上'),
  qr_url: z
    .string()
    .describe('dev：二维码内容（手机确认页）；wechat：微信扫码登录页地址，整页打开（新窗口兜底）'),
  qr_image: z
    .string()
    .nullable()
    .describe('dev：二维码图片 data: URL；wechat：null（二维码由微信自己的页面绘制）'),
  qr_frame_url: z
    .string()
    .nullable()
    .describe(
      'wechat：内嵌微信扫码页的 iframe 地址（login_type=jssdk，self_redirect=false：扫码后整页跳到回调）；dev：null',
    ),
  expire_time: zUnixSeconds.describe('过期时间（Unix 秒）'),
  provider: z.enum(QR_PROVIDERS).describe('dev：用芯客手机端扫码确认；wechat：微信开放平台'),
});
export type QrTicket = z.infer<typeof ZQrTicket>;

export const qrcodeCreate = defineContract({
  method: 'POST',
  path: '/web/login/qrcode',
  authz: policy.public,
  summary: '生成登录二维码',
  response: ZQrTicket,
});

const TicketBody = z.object({ ticket: zTicket });

export const qrcodeCheck = defineContract({
  method: 'POST',
  path: '/web/login/qrcode_check',
  authz: policy.public,
  summary: '轮询扫码状态：code 0 为登录结果；1001 等待扫码，1002 已扫码，1003 已过期（HTTP 200）',
  body: TicketBody,
  response: ZLoginResult,
});

export const qrcodeScan = defineContract({
  method: 'POST',
  path: '/web/login/qrcode_scan',
  authz: policy.member,
  summary: '手机端打开确认页：标记为已扫码',
  auth: true,
  body: TicketBody,
  response: z.null(),
});

export const qrcodeConfirm = defineContract({
  method: 'POST',
  path: '/web/login/qrcode_confirm',
  authz: policy.member,
  summary: '手机端确认登录：电脑端下次轮询即登录为该用户',
  auth: true,
  body: TicketBody,
  response: z.null(),
});

export const qrcodeCancel = defineContract({
  method: 'POST',
  path: '/web/login/qrcode_cancel',
  authz: policy.member,
  summary: '手机端取消登录：二维码作废',
  auth: true,
  body: TicketBody,
  response: z.null(),
});

const PhoneEmailBody = z.object({ phone_email: zPhoneOrEmail });

export const forgetSend = defineContract({
  method: 'POST',
  path: '/web/user/forget_send',
  authz: policy.public,
  summary: '找回密码：向手机号或邮箱发送验证码（未注册的账号同样回答，但不发送）',
  body: PhoneEmailBody,
  response: z.null(),
});

export const ZForgetNextBody = z.object({ phone_email: zPhoneOrEmail, phone_email_code: zCode });

export const forgetNext = defineContract({
  method: 'POST',
  path: '/web/user/forget_next',
  authz: policy.public,
  summary: '找回密码：校验验证码（不消耗）',
  body: ZForgetNextBody,
  response: z.null(),
});

export const ZForgetResetBody = z.object({
  phone_email: zPhoneOrEmail,
  phone_email_code: zCode,
  password: zNewPassword,
});
export type ForgetResetBody = z.input<typeof ZForgetResetBody>;

export const forgetReset = defineContract({
  method: 'POST',
  path: '/web/user/forget_reset',
  authz: policy.public,
  summary: '找回密码：设置新密码，该用户所有会话失效',
  body: ZForgetResetBody,
  response: z.null(),
});

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string().describe('手机号或邮箱'),
  content: z.string().describe('发送的全文'),
  code: z.string().describe('其中的验证码'),
  create_time: zUnixSeconds,
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Dev and test builds only (never production): what the dev SMS/e-mail provider "sent". */
export const devOutbox = defineContract({
  method: 'GET',
  path: '/dev/outbox',
  authz: policy.public,
  summary: '开发发件箱：dev 短信/邮件服务商记录的消息，最新在前',
  query: z.object({ to: z.string().trim().optional().describe('手机号或邮箱') }),
  response: z.array(ZOutboxMessage),
});

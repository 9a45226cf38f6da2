import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { MSG } from '../messages';

/*
 * The WeChat side of an account beyond the QR login (docs/security-identity.md "WeChat"):
 * the member's openid and the mini-program link a page redirects to (SPEC §7).
 */

export const userOpenid = defineContract({
  method: 'GET',
  path: '/api/user/openid',
  authz: policy.member,
  summary: '当前用户的微信 openid（未绑定微信时为空串）',
  auth: true,
  response: z.object({
    openid: z.string().describe('本站微信应用下的 openid；未绑定为空串'),
    bound: z.boolean().describe('是否已绑定微信'),
  }),
});

export const wechatUrlLink = defineContract({
  method: 'POST',
  path: '/web/user/wechat/url_link',
  authz: policy.public,
  summary:
    '页面跳转链接（SPEC §7）：pc_url 为本站页面，返回在手机上打开它的地址（小程序 URL Link）',
  body: z.object({
    pc_url: z
      .string({ error: MSG.pcUrlInvalid })
      .trim()
      .min(1, { error: MSG.pcUrlInvalid })
      .max(1024, { error: MSG.pcUrlInvalid })
      .refine((v) => v.startsWith('/') && !v.startsWith('//'), { error: MSG.pcUrlInvalid })
      .describe('本站页面路径（以 / 开头，可带查询串）'),
  }),
  response: z.object({
    url: z.string().describe('要跳转的地址'),
  }),
});

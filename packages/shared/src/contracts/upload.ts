import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zDbInt } from './fields';
import { zUnixSeconds } from './envelope';
import { UploadPurpose } from '../constants/upload';
import { MSG } from '../messages';

/*
 * SPEC §7 common uploads (docs/uploads.md): POST /web/common/token {fix} hands out a
 * short-lived signed upload token; the image upload (/web/common/image) spends it on one
 * picture, and replace_image swaps the file of a picture of one's own.
 */

export const commonToken = defineContract({
  method: 'POST',
  path: '/web/common/token',
  authz: policy.member,
  summary: '申请上传令牌（10 分钟内有效，可上传一张图片），fix 为用途',
  auth: true,
  body: z.object({
    fix: z.coerce
      .number({ error: MSG.uploadPurposeInvalid })
      .int({ error: MSG.uploadPurposeInvalid })
      .refine((v) => UploadPurpose.has(v), { error: MSG.uploadPurposeInvalid })
      .describe('用途：1 通用图片，2 活动作品，3 意见反馈'),
  }),
  response: z.object({
    token: z.string().describe('放在请求头 x-upload-token 中'),
    expire_time: zUnixSeconds.describe('过期时间'),
  }),
});

export const ZCommonImage = z.object({
  id: z.number().int().describe('图片 id（replace_image 用）'),
  url: z.string().describe('图片地址（/uploads/images/…webp）'),
});
export type CommonImage = z.infer<typeof ZCommonImage>;

export const commonImage = defineContract({
  method: 'POST',
  path: '/web/common/image',
  authz: policy.member,
  summary:
    '上传图片：multipart 字段 image，jpeg/png/webp/gif，≤5MB；请求头 x-upload-token 为一次性上传令牌',
  auth: true,
  response: ZCommonImage,
});

/**
 * Owner-only, checked by the service (404 for anyone else's picture, as if it did not
 * exist): the policy says `member` because a multipart file is part of every successful
 * call, which the authorization matrix cannot send; common-image.routes.test covers it.
 */
export const replaceImage = defineContract({
  method: 'POST',
  path: '/web/common/replace_image',
  authz: policy.member,
  summary:
    '替换自己上传的图片：id 为图片 id，multipart 字段 image；需要一次性上传令牌；他人的图片按不存在处理',
  auth: true,
  query: z.object({ id: zDbInt(MSG.imageIdInvalid).describe('图片 id') }),
  response: ZCommonImage,
});

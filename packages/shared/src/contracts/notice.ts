import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zUnixSeconds } from './envelope';

/*
 * Notices (公告) on the public site (docs/admin-site.md): the list behind the header's 公告
 * link and its 新 marker. Admins write them in the console (contracts/admin-site.ts).
 */

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('净化后的 HTML'),
  is_top: z.number().int().describe('1 置顶'),
  publish_time: zUnixSeconds,
});
export type Notice = z.infer<typeof ZNotice>;

export const noticeList = defineContract({
  method: 'GET',
  path: '/web/notice/list',
  authz: policy.public,
  summary: '已发布的公告：置顶在前，其余按发布时间新→旧（定时发布的到时间才出现）',
  query: z.object({ page: zPageNumber }),
  response: zPage(ZNotice),
});

export const ZNoticeFlag = z.object({
  flag: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 有未看过的公告（访客：有任何公告，由浏览器比对 latest_id）'),
  latest_id: z.number().int().describe('最新一条已发布公告的 id；没有公告为 0'),
});
export type NoticeFlag = z.infer<typeof ZNoticeFlag>;

/** SPEC §7 /xgo/v1/web/notice/flag: drives the 新 marker beside the header's 公告 link. */
export const noticeFlag = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/notice/flag',
  authz: policy.public,
  summary: '公告新标记：登录用户按其上次看过的公告计算；访客只得到最新公告 id',
  response: ZNoticeFlag,
});

/** Opening the notice list marks every notice published so far as seen (members). */
export const noticeSeen = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/notice/seen',
  authz: policy.member,
  summary: '标记公告已读（打开公告页时调用）：此前发布的公告都算看过，flag 变为 0',
  auth: true,
  response: ZNoticeFlag,
});

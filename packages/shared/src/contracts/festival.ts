import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize } from './envelope';
import { ZItemCard } from './forum';
import { ZComment, ZCommentCounts, ZReply, ZThumbState, zCommentContent } from './interaction';
import { ZFollowState, userFollow } from './social';
import { ZGiftVoteBody, ZVoteBlock } from './vote';
import {
  FESTIVAL_COMMENT_PAGE_SIZE,
  FESTIVAL_LIMITS,
  FESTIVAL_REPLY_PAGE_SIZE,
  FestivalCommentFilter,
} from '../constants/festival';
import { isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * Festival pages (SPEC §2 /app/Festival/{id}, SPEC §7 "Activities" Xgo calls under
 * /xgo/v1/web; docs/festival.md). The page reads its modules, footer and comment wall as
 * anyone; writes are a member's (comment, reply, like, follow, vote) or staff's (精选).
 * Comments are the site's comments (SPEC §9 comment type 10), so review, sensitive words,
 * blacklists and counters are the ones every comment has.
 */

const int = () => z.number().int();
const zActiveId = zDbInt(MSG.idInvalid).describe('节日活动 id');
const zCommentId = zDbInt(MSG.idInvalid).describe('评论 id');

/* ——— what the page shows ——— */

/** A link a banner or the footer leads to: a site path or an https address. */
export const zFestivalLink = z
  .string({ error: MSG.festivalLinkInvalid })
  .trim()
  .max(FESTIVAL_LIMITS.link, MSG.festivalLinkInvalid)
  .refine((v) => v === '' || /^\/[^/\\]/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: MSG.festivalLinkInvalid,
  });

export const ZFestivalBannerImage = z.object({
  image: z.string().describe('图片地址（/uploads/…）'),
  link: z.string().describe('点击后打开的地址；空串不可点击'),
});

export const ZFestivalMember = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  level_name: z.string(),
  x_up: int(),
  signature: z.string(),
  fan_count: int().describe('粉丝数（与关注行一致）'),
});
export type FestivalMember = z.infer<typeof ZFestivalMember>;

const base = { id: int(), title: z.string().describe('模块标题；空串不显示') };

/** One module of the page, resolved for the viewer. */
export const ZFestivalModule = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('banner'), images: z.array(ZFestivalBannerImage) }),
  z.object({ ...base, kind: z.literal('text'), html: z.string().describe('已净化的 HTML') }),
  z.object({
    ...base,
    kind: z.literal('vote'),
    item: z.object({ id: int(), title: z.string() }).nullable().describe('投票帖；已删除为 null'),
    vote: ZVoteBlock.nullable().describe('投票内容（票数在投票后或截止后可见）'),
  }),
  z.object({ ...base, kind: z.literal('posts'), items: z.array(ZItemCard) }),
  z.object({ ...base, kind: z.literal('members'), users: z.array(ZFestivalMember) }),
  z.object({
    ...base,
    kind: z.literal('comments'),
    comment_count: int().describe('可见评论数（与评论行一致）'),
  }),
]);
export type FestivalModule = z.infer<typeof ZFestivalModule>;

export const ZFestivalPage = z.object({
  activity: z.object({
    id: int(),
    title: z.string(),
    cover: z.string(),
    summary: z.string(),
    is_draft: z.boolean().describe('草稿（仅管理人员可见的预览）'),
  }),
  modules: z.array(ZFestivalModule),
});
export type FestivalPage = z.infer<typeof ZFestivalPage>;

export const festivalModuleList = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/module/list',
  authz: policy.public,
  summary: '节日活动页的模块（按顺序）；草稿活动仅管理人员可见，其余 404 节日活动不存在',
  query: z.object({ active_id: zActiveId }),
  response: ZFestivalPage,
});

export const ZFestivalFooter = z.object({
  organiser: z.string().describe('主办方'),
  sponsors: z.array(z.string()).describe('赞助方'),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  note: z.string(),
});
export type FestivalFooter = z.infer<typeof ZFestivalFooter>;

export const festivalFooterData = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/footer/data',
  authz: policy.public,
  summary: '节日活动页页脚：主办方、赞助方、链接（未设置时为空）',
  query: z.object({ active_id: zActiveId }),
  response: ZFestivalFooter,
});

/* ——— the comment wall ——— */

export const ZFestivalComment = ZComment.extend({
  is_fine: int().describe('1 精选'),
});
export type FestivalComment = z.infer<typeof ZFestivalComment>;

export const festivalCommentList = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/comment/list',
  authz: policy.public,
  summary: '评论墙：fine=0 全部（新→旧），fine=1 仅精选（最近设为精选的在前）；每条带最新 3 条回复',
  query: z.object({
    active_id: zActiveId,
    page: zPageNumber,
    page_size: zPageSize(FESTIVAL_COMMENT_PAGE_SIZE),
    fine: z.coerce
      .number({ error: MSG.festivalFineFilterInvalid })
      .refine((v) => FestivalCommentFilter.has(v), MSG.festivalFineFilterInvalid)
      .default(0)
      .describe('0 全部，1 精选'),
  }),
  response: zPage(ZFestivalComment),
});

export const festivalReplyList = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/reply/list',
  authz: policy.public,
  summary: '评论墙某条评论的全部回复（旧→新，分页）',
  query: z.object({
    comment_id: zCommentId,
    page: zPageNumber,
    page_size: zPageSize(FESTIVAL_REPLY_PAGE_SIZE),
  }),
  response: zPage(ZReply),
});

export const festivalComment = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/comment',
  authz: policy.member,
  summary: '在评论墙发表评论；含敏感词时 status 0，审核通过后展示',
  auth: true,
  body: z.object({ active_id: zActiveId, content: zCommentContent }),
  response: ZFestivalComment,
});

export const festivalReply = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/reply',
  authz: policy.member,
  summary: '回复评论墙的评论（reply_id 为回复某条回复）',
  auth: true,
  body: z.object({
    comment_id: zCommentId,
    reply_id: zDbInt(MSG.idInvalid).optional().describe('被回复的回复 id'),
    content: zCommentContent,
  }),
  response: ZReply,
});

export const festivalCommentDel = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/comment/del',
  authz: policy.member,
  summary: '删除评论墙的评论（连同回复）：作者本人或管理人员；他人 403',
  auth: true,
  query: z.object({ id: zCommentId }),
  response: ZCommentCounts,
});

export const festivalReplyDel = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/reply/del',
  authz: policy.member,
  summary: '删除评论墙的回复：作者本人或管理人员；他人 403',
  auth: true,
  query: z.object({ id: zDbInt(MSG.idInvalid).describe('回复 id') }),
  response: ZCommentCounts,
});

export const festivalGiftThumb = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/gift_thumb',
  authz: policy.member,
  summary: '给评论墙的评论点赞/取消点赞（切换）；每人每条一次，计数与点赞行一致',
  auth: true,
  body: z.object({ comment_id: zCommentId }),
  response: ZThumbState,
});

export const festivalFine = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/comment_user/fine',
  authz: policy.staff('moderator', MSG.festivalFineStaffOnly),
  summary: '管理人员设为精选（fine 1）或取消精选（fine 0）；记入操作日志并通知评论作者',
  auth: true,
  body: z.object({
    comment_id: zCommentId,
    fine: z
      .number({ error: MSG.festivalFineFilterInvalid })
      .refine((v) => FestivalCommentFilter.has(v), MSG.festivalFineFilterInvalid)
      .default(1)
      .describe('1 设为精选，0 取消精选'),
  }),
  response: z.object({ comment_id: int(), is_fine: int() }),
});

export const festivalFineBtn = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/check/fine_btn',
  authz: policy.public,
  summary: '当前用户能否设置精选（仅管理人员为 true；游客 false）',
  query: z.object({ active_id: zActiveId }),
  response: z.object({ show: z.boolean() }),
});

/* ——— featured members and the vote post ——— */

export const festivalFollow = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/follow',
  authz: userFollow.authz,
  summary: '关注/取消关注推荐成员（与 /web/user/follow 相同规则：follow_status 为点击前的状态）',
  auth: true,
  body: userFollow.body,
  response: ZFollowState,
});

export const festivalFollowBtn = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/check/follow_btn',
  authz: policy.public,
  summary: '本页推荐成员对当前用户的关注状态（SPEC §4；游客全为 0）',
  query: z.object({ active_id: zActiveId }),
  response: z.array(z.object({ user_id: int(), follow_flag: int() })),
});

export const festivalGiftVote = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/gift_vote',
  authz: policy.member,
  summary: '给本页的投票帖投票（规则同 /web/common/gift_vote：每题每人一次，截止后不能投）',
  auth: true,
  body: ZGiftVoteBody.extend({ active_id: zActiveId }),
  response: ZVoteBlock,
});

/* ——— validation shared with the console ——— */

export const zFestivalUpload = z
  .string({ error: MSG.siteImageInvalid })
  .trim()
  .max(500, MSG.siteImageInvalid)
  .refine((v) => isOwnUploadPath(v), MSG.siteImageInvalid);

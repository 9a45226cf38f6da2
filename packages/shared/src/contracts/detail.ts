import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZItemCard, ZTag } from './forum';
import { ZIdParams } from './interaction';
import { ZVoteBlock } from './vote';
import { COLLECT_PAGE_SIZE } from '../constants/interaction';
import { MSG } from '../messages';

const int = () => z.number().int();

/** The author card of a post detail (SPEC §3 homepage user: id, follow_flag and counts). */
export const ZDetailAuthor = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  user_sign: z.string().describe('个性签名'),
  level_name: z.string(),
  x_up: int().describe('1 为创作达人'),
  follow_flag: int().describe('SPEC §4 关注状态：-1 自己，0 未关注，1 已关注，2 互相关注'),
  follow_count: int(),
  fan_count: int(),
  item_count: int(),
  praise_count: int().describe('获赞数'),
});
export type DetailAuthor = z.infer<typeof ZDetailAuthor>;

/** SPEC post detail: body is sanitized HTML (stored sanitized), the rest plain values. */
export const ZPostDetail = z.object({
  id: int(),
  title: z.string(),
  body: z.string().describe('已净化的 HTML 正文'),
  summary: z.string(),
  item_image: z.string(),
  item_video_src: z.string(),
  item_type: int().describe('SPEC §9 帖子类型'),
  item_status: int().describe('SPEC §4 帖子状态；他人只能看到已发布 2'),
  reject_reason: z.string().describe('未通过的原因（仅作者可见，其他人为空串）'),
  circle: z.object({ id: int(), name: z.string() }).nullable(),
  tags: z.array(ZTag),
  author: ZDetailAuthor,
  thumb_count: int(),
  comment_count: int(),
  collect_count: int(),
  visit_count: int(),
  is_thumb: int().describe('1 已点赞，0 未点赞（游客 0）'),
  is_collect: int().describe('1 已收藏，0 未收藏（游客 0）'),
  allow_comment: int().describe('SPEC §4 评论开关：0 禁止评论，1 开启评论'),
  is_mine: int().describe('1 是我的帖子'),
  create_time: zUnixSeconds,
  vote: ZVoteBlock.nullable().describe('投票帖（item_type -1）的投票块；其他类型为 null'),
});
export type PostDetail = z.infer<typeof ZPostDetail>;

export const forumDetail = defineContract({
  method: 'GET',
  path: '/web/forum/detail/:id',
  authz: policy.public,
  summary:
    '帖子详情（可选登录）。已发布的帖子所有人可见；自己的帖子任何状态可见；他人未发布的帖子 404。每次访问计入浏览数（缓冲批量写入）',
  params: ZIdParams,
  response: ZPostDetail,
});

export const forumCause = defineContract({
  method: 'GET',
  path: '/web/forum/cause/:id',
  authz: policy.public,
  summary:
    '相关帖子：同圈子最新的已发布帖子（不含本帖，至多 6 条）；本帖无圈子时取其第一个标签下最新的帖子',
  params: ZIdParams,
  response: z.array(ZItemCard),
});

/** One row of my collection list: the post card and when I collected it. */
export const ZCollectRow = ZItemCard.extend({
  collect_time: zUnixSeconds.describe('收藏时间'),
});
export type CollectRow = z.infer<typeof ZCollectRow>;

export const userCollect = defineContract({
  method: 'GET',
  path: '/web/user/collect',
  authz: policy.public,
  summary:
    '收藏列表（最新收藏在前）；已删除或未发布的帖子不再列出。不传 user_id 为我的（需登录）；他人的须对方公开收藏（隐私设置 show_collect），否则 403。我拉黑的人的帖子不列出',
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(COLLECT_PAGE_SIZE),
    user_id: zDbInt(MSG.userIdInvalid).optional().describe('查看谁的收藏；不传为自己'),
  }),
  response: zPage(ZCollectRow),
});

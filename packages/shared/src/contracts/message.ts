import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_POP_LIMIT,
  MESSAGE_READ_ALL,
  MessageCategory,
  SystemMessageSwitch,
} from '../constants/message';
import { MSG } from '../messages';

/*
 * Message centre (SPEC §3 message counters, §4 message tab, §7 "Messages and letters",
 * §9 categories 1 评论和回复, 2 点赞, 3 粉丝, 4 系统通知, 5 活动派送). Every call acts on the
 * logged-in user's own messages; nobody can read or mark another person's.
 */

const int = () => z.number().int();

/** A SPEC §9 category from a path or query string. */
export const zMessageCategory = z.coerce
  .number({ error: MSG.messageCategoryInvalid })
  .refine((v) => MessageCategory.has(v), MSG.messageCategoryInvalid)
  .describe('SPEC §9 消息分类：1 评论和回复，2 点赞，3 粉丝，4 系统通知，5 活动派送');

/** The person who caused a message; null for system and activity messages. */
export const ZMessageActor = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
});

/** One notification. */
export const ZMessageRow = z.object({
  id: int(),
  category: int().describe('SPEC §9 消息分类'),
  from_user: ZMessageActor.nullable().describe('触发消息的人；系统消息为 null'),
  title: z.string().describe('一句话说明，如 评论了你的帖子《…》、关注了你'),
  content: z.string().describe('评论或回复的摘要、系统通知正文；没有为空串'),
  target_type: int().describe('关于什么：SPEC §9 评论对象类型（帖子 1）；0 为无（如关注）'),
  target_id: int().describe('对象 id，target_type 为帖子时即帖子 id；0 为无'),
  is_read: int().describe('1 已读，0 未读（列表里是本次请求之前的状态）'),
  create_time: zUnixSeconds,
});
export type MessageRow = z.infer<typeof ZMessageRow>;

/**
 * SPEC §3 message counters: exact unread numbers (the client caps badges at 99 with
 * formatBadge). The side list of the message centre shows comment, thumb, follow, system,
 * active and letter; the header shows allMessage.
 */
export const ZMessageCounts = z.object({
  achieve: int().describe(
    '成就：尚未查看的新勋章数（打开我的勋章页即清零）。每次获得勋章同时写一条系统通知，已计入 system',
  ),
  comment: int().describe('评论和回复（分类 1）'),
  thumb: int().describe('点赞（分类 2）'),
  follow: int().describe('粉丝（分类 3）'),
  system: int().describe('系统通知（分类 4）'),
  active: int().describe('活动派送（分类 5）'),
  letter: int().describe('未读私信'),
  user: int().describe('别人引起的消息：comment + thumb + follow'),
  allMessage: int().describe(
    '全部未读：comment + thumb + follow + system + active + letter（achieve 的每个勋章已有一条系统通知计入 system，不重复计）',
  ),
});
export type MessageCounts = z.infer<typeof ZMessageCounts>;

export const messageCount = defineContract({
  method: 'GET',
  path: '/web/message/count',
  authz: policy.member,
  summary: '未读消息计数（精确值，徽标由前端按 99+ 显示）',
  auth: true,
  response: ZMessageCounts,
});

export const ZMessagePage = zPage(ZMessageRow).extend({
  tab: int().describe('SPEC §4 消息 tab：标记已读之后仍有未读消息或私信为 1，否则 0（清除红点）'),
});

export const messageList = defineContract({
  method: 'GET',
  path: '/web/message/list/:category',
  authz: policy.member,
  summary:
    '某一分类的消息，最新在前。打开列表即把该分类中此刻已有的未读消息全部标为已读（像主流社区进入“回复我的”即清零）；返回的 is_read 是标记前的状态，便于高亮新消息。tab 也放在 meta.tab',
  auth: true,
  params: z.object({ category: zMessageCategory }),
  query: z.object({ page: zPageNumber, pageSize: zPageSize(MESSAGE_PAGE_SIZE) }),
  response: ZMessagePage,
});

export const messagePop = defineContract({
  method: 'GET',
  path: '/web/message/pop',
  authz: policy.member,
  summary: `顶栏消息下拉：各分类最新的未读消息（至多 ${MESSAGE_POP_LIMIT} 条，最新在前）和计数；不标记已读`,
  auth: true,
  response: z.object({ list: z.array(ZMessageRow), counts: ZMessageCounts }),
});

export const messageRead = defineContract({
  method: 'GET',
  path: '/web/message/read',
  authz: policy.member,
  summary: `标记已读：category 为 1–5 标记该分类，为 ${MESSAGE_READ_ALL}（默认）标记全部分类；返回标记的条数和之后的计数`,
  auth: true,
  query: z.object({
    category: z
      .union([z.literal(MESSAGE_READ_ALL), zMessageCategory])
      .default(MESSAGE_READ_ALL)
      .describe(`1–5 或 ${MESSAGE_READ_ALL}`),
  }),
  response: z.object({
    marked: int().describe('本次标为已读的条数'),
    counts: ZMessageCounts,
  }),
});

export const ZMessageTip = z.object({
  login: int().describe('1 已登录，0 未登录'),
  unread: int().describe('未读消息和私信总数（未登录为 0）'),
  tip: z.string().describe('提示文字：未登录时引导登录，有未读时为 你有N条未读消息，否则为空串'),
});
export type MessageTip = z.infer<typeof ZMessageTip>;

export const xgoMessageTip = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/message/tip',
  authz: policy.public,
  summary:
    '消息提示：未登录返回引导登录的文案（页面 1.5 秒后显示、10 秒后隐藏）；登录后返回未读总数',
  response: ZMessageTip,
});

export const xgoMessageList = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/message/list',
  authz: policy.member,
  summary: '全部分类（或指定 category）的消息，最新在前；只读，不标记已读',
  auth: true,
  query: z.object({
    page: zPageNumber,
    pageSize: zPageSize(MESSAGE_PAGE_SIZE),
    category: zMessageCategory.optional(),
  }),
  response: zPage(ZMessageRow),
});

export const ZMessageSwitch = z.object({
  id: int().describe('开关 id，等于它控制的消息分类'),
  type: int().describe('SPEC §9 消息分类'),
  name: z.string().describe('分类名，如 评论和回复'),
  description: z.string(),
  status: int().describe('SPEC §9：1 开启，0 关闭'),
  editable: int().describe('1 可以关闭；0 不能关闭（系统通知）'),
});
export type MessageSwitch = z.infer<typeof ZMessageSwitch>;

export const systemMessageList = defineContract({
  method: 'GET',
  path: '/web/system/message_list',
  authz: policy.member,
  summary: '我的消息开关（每个分类一个）',
  auth: true,
  response: z.array(ZMessageSwitch),
});

export const systemMessageSet = defineContract({
  method: 'GET',
  path: '/web/system/message_set/:id',
  authz: policy.shared('setting', 'params.id'),
  summary:
    '设置一个消息开关：id 是开关 id 或消息分类（两者相同），status 1 开启 0 关闭。关闭后该分类不再产生新消息（已有的保留）；系统通知不能关闭（400）',
  auth: true,
  params: z.object({ id: zMessageCategory }),
  query: z.object({
    status: z.coerce
      .number({ error: MSG.messageSwitchInvalid })
      .refine((v) => SystemMessageSwitch.has(v), MSG.messageSwitchInvalid)
      .describe('1 开启，0 关闭'),
  }),
  response: ZMessageSwitch,
});

import { defineEnum } from './define-enum';

/** SPEC §9 message categories of the message centre. */
export const MessageCategory = defineEnum({
  commentReply: { value: 1, label: '评论和回复' },
  like: { value: 2, label: '点赞' },
  fans: { value: 3, label: '粉丝' },
  system: { value: 4, label: '系统通知' },
  activityDispatch: { value: 5, label: '活动派送' },
});
export const MESSAGE_CATEGORY = MessageCategory.values;

/** SPEC §9 system-message switch. */
export const SystemMessageSwitch = defineEnum({
  off: { value: 0, label: '关闭' },
  on: { value: 1, label: '开启' },
});
export const SYSTEM_MESSAGE_SWITCH = SystemMessageSwitch.values;

/** SPEC §3/§4 message `tab`: 1 marks unread messages present, 0 clears the mark. */
export const MessageTab = defineEnum({
  clear: { value: 0, label: '无未读' },
  unread: { value: 1, label: '有未读' },
});
export const MESSAGE_TAB = MessageTab.values;

/** SPEC §9 message list page size (/web/message/list/{category}). */
export const MESSAGE_PAGE_SIZE = 10;
/** Newest unread messages in the header dropdown (/web/message/pop). */
export const MESSAGE_POP_LIMIT = 5;
/** `category` of /web/message/read that marks every category read. */
export const MESSAGE_READ_ALL = 'all';
/**
 * A fans or likes message repeats no sooner than this: unfollow/refollow or unlike/relike
 * spam by the same person on the same thing within the window leaves the first message.
 */
export const MESSAGE_REPEAT_WINDOW_SECONDS = 24 * 60 * 60;
/**
 * Categories the owner may switch off in /web/system/message_set. System notices (4) carry
 * moderation decisions about the owner's own posts and comments, which they must not miss,
 * so they stay on.
 */
export const SWITCHABLE_MESSAGE_CATEGORIES: readonly number[] = [
  MESSAGE_CATEGORY.commentReply,
  MESSAGE_CATEGORY.like,
  MESSAGE_CATEGORY.fans,
  MESSAGE_CATEGORY.activityDispatch,
];
/** What each switch of /web/system/message_list controls, shown under its label. */
export const MESSAGE_SWITCH_DESCRIPTIONS: Record<number, string> = {
  [MESSAGE_CATEGORY.commentReply]: '有人评论我的帖子或回复我时通知我',
  [MESSAGE_CATEGORY.like]: '有人赞或收藏我的帖子时通知我',
  [MESSAGE_CATEGORY.fans]: '有人关注我时通知我',
  [MESSAGE_CATEGORY.system]: '审核结果等与账号和内容有关的通知，不能关闭',
  [MESSAGE_CATEGORY.activityDispatch]: '活动奖励与派送通知',
};

/**
 * How often the client re-reads the unread counters while a page is open (it also re-reads
 * them when the window regains focus). The socket pushes fresh counters when it lands; this
 * interval is the fallback for a tab without one.
 */
export const MESSAGE_COUNT_REFRESH_MS = 60_000;

import { MESSAGE_CATEGORY, type MessageCounts } from '@xinke/shared';

/**
 * The message centre's pages (SPEC §2 "Message … commentAndReply, system, thumb, follow,
 * active, setting") and its side list, in SPEC's order: comments and replies, system
 * messages, likes, fans, chat messages (opens the chat dialog), activity dispatcher,
 * message settings. Plain data: the route table reads it too.
 */
export const MESSAGE_CENTER_PATH = '/app/new-version/message';

export interface MessagePage {
  /** The route segment under /message. */
  key: string;
  label: string;
  /** SPEC §9 category of the list; undefined for the settings page. */
  category?: number;
  /** Which counter its badge shows. */
  count?: keyof MessageCounts;
}

export const MESSAGE_PAGES = {
  commentAndReply: {
    key: 'commentAndReply',
    label: '评论和回复',
    category: MESSAGE_CATEGORY.commentReply,
    count: 'comment',
  },
  system: { key: 'system', label: '系统消息', category: MESSAGE_CATEGORY.system, count: 'system' },
  thumb: { key: 'thumb', label: '点赞', category: MESSAGE_CATEGORY.like, count: 'thumb' },
  follow: { key: 'follow', label: '粉丝', category: MESSAGE_CATEGORY.fans, count: 'follow' },
  active: {
    key: 'active',
    label: '活动通知',
    category: MESSAGE_CATEGORY.activityDispatch,
    count: 'active',
  },
  setting: { key: 'setting', label: '消息设置' },
} as const satisfies Record<string, MessagePage>;

export type MessagePageKey = keyof typeof MESSAGE_PAGES;

/** One entry of the side list: a page, or the chat entry that opens the chat dialog. */
export type SideEntry = { kind: 'page'; page: MessagePage } | { kind: 'chat'; label: string };

export const SIDE_ENTRIES: SideEntry[] = [
  { kind: 'page', page: MESSAGE_PAGES.commentAndReply },
  { kind: 'page', page: MESSAGE_PAGES.system },
  { kind: 'page', page: MESSAGE_PAGES.thumb },
  { kind: 'page', page: MESSAGE_PAGES.follow },
  { kind: 'chat', label: '私信' },
  { kind: 'page', page: MESSAGE_PAGES.active },
  { kind: 'page', page: MESSAGE_PAGES.setting },
];

export const messagePagePath = (key: MessagePageKey) => `${MESSAGE_CENTER_PATH}/${key}`;

/**
 * SPEC §2's public `msg/:tab` (links of the older site): a page key, or a SPEC §9 category
 * number, opens that page of the message centre; anything else opens its default page.
 */
export function msgTabPath(tab: string | undefined): string {
  if (tab && Object.hasOwn(MESSAGE_PAGES, tab)) return messagePagePath(tab as MessagePageKey);
  const byCategory = Object.values(MESSAGE_PAGES).find(
    (page: MessagePage) => page.category !== undefined && String(page.category) === tab,
  );
  return messagePagePath(byCategory?.key ?? 'commentAndReply');
}

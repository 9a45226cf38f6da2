import { describe, expect, it } from 'vitest';
import * as client from './client';
import { FooterItemType, PageViewSource } from './common';
import { CommentSwitch, HomeSort, ItemStatus, ItemType } from './forum';

/** An enum's options as [value, label] pairs, in order. */
const pairs = (e: { options: readonly { value: number | string; label: string }[] }) =>
  e.options.map((o) => [o.value, o.label]);

describe('enums pinned to SPEC §4 and §9', () => {
  it('SPEC §9 "Item types: 投票帖 -1, 知识资源库 0, 项目池 1, 提问帖 2, 大众帖 3, user dynamic 99"', () => {
    expect(pairs(ItemType)).toEqual([
      [-1, '投票帖'],
      [0, '知识资源库'],
      [1, '项目池'],
      [2, '提问帖'],
      [3, '大众帖'],
      [99, '用户动态'],
    ]);
    expect(ItemType.has(4)).toBe(false);
  });

  it('SPEC §4 "Item status: 未审核 0, 审核中 1, 已发布 2, 未通过 3, 草稿箱 4"', () => {
    expect(pairs(ItemStatus)).toEqual([
      [0, '未审核'],
      [1, '审核中'],
      [2, '已发布'],
      [3, '未通过'],
      [4, '草稿箱'],
    ]);
    expect(ItemStatus.has(5)).toBe(false);
  });

  it('SPEC §9 "Home list sort: ranking -2, default 0, vote 5"', () => {
    expect(HomeSort.values).toEqual({ ranking: -2, default: 0, vote: 5 });
    expect(HomeSort.options.map((o) => o.value)).toEqual([-2, 0, 5]);
    expect(HomeSort.has(-1)).toBe(false);
  });

  it('SPEC §4 "Comment switch: 禁止评论 0, 开启评论 1"', () => {
    expect(pairs(CommentSwitch)).toEqual([
      [0, '禁止评论'],
      [1, '开启评论'],
    ]);
    expect(CommentSwitch.values).toEqual({ off: 0, on: 1 });
  });

  it('SPEC §9 "Page-view source: PC 1, search-engine relay 2, mini program 3"', () => {
    expect(PageViewSource.values).toEqual({ pc: 1, searchEngine: 2, miniProgram: 3 });
    expect(PageViewSource.has(0)).toBe(false);
  });

  it('SPEC §2 footer "each item has a type (0 plain text, 1 link, 2 hover image)"', () => {
    expect(FooterItemType.values).toEqual({ text: 0, link: 1, hoverImage: 2 });
    expect(FooterItemType.has(3)).toBe(false);
  });
});

/** Every export of constants/client.ts with the SPEC words it comes from. */
const CLIENT_CONSTANTS: Record<keyof typeof client, [spec: string, value: unknown]> = {
  HTTP_TIMEOUT_MS: ['§9 "Timeout 8000 ms"', 8000],
  TOAST_DURATION_MS: ['§9 "toast closes after 2000 ms"', 2000],
  TOAST_MAX_COUNT: ['§9 "max 2 toasts"', 2],
  DIALOG_Z_INDEX: ['§9 "dialog z-index 9999"', 9999],
  PROGRESS_SPEED_MS: ['§9 "progress bar speed 500 ms"', 500],
  CODE_RESEND_SECONDS: ['§9 "Code resend wait 60 s"', 60],
  QR_POLL_MS: ['§9 "QR poll 2 s"', 2000],
  SOCKET_PING_MS: ['§9 "socket ping 10000 ms"', 10000],
  SOCKET_MAX_RECONNECTS: ['§9 "max 4 reconnects"', 4],
  MOBILE_BREAKPOINT_PX: ['§9 "Mobile breakpoint 768 px"', 768],
  BACK_TO_TOP_AFTER_PX: ['§9 "back-to-top after 400 px scroll"', 400],
  BACK_TO_TOP_DURATION_MS: ['§9 "1000 ms animation"', 1000],
  BADGE_CAP: ['§9 "Unread badges cap 99"', 99],
  TITLE_MIN_LENGTH: ['§9 "Title minimum 5 characters"', 5],
  CHAT_IMAGE_MAX_KB: ['§9 "chat image 5120 KB"', 5120],
  CHAT_TEXT_ROWS: ['§9 "chat text box 3 rows"', 3],
  CONTEST_SCROLL_DELAY_MS: ['§2 "scroll to the main container after 400 ms"', 400],
  LOGGED_OUT_TIP_SHOW_MS: ['§4 "Logged-out message tip shows after 1.5 s"', 1500],
  LOGGED_OUT_TIP_HIDE_MS: ['§4 "hides after 10 s"', 10000],
  LOGOUT_RELOAD_DELAY_MS: ['§4 "reload delayed 800 ms"', 800],
  PAGE_SIZE: [
    '§9 "Page sizes: post search 10, circle search 4, item list 5, activity list 12, message list 10"',
    { postSearch: 10, circleSearch: 4, itemList: 5, activityList: 12, messageList: 10 },
  ],
  PRODUCT_KEY: ['§2 "/app/{product}-index" (DESIGN.md: the product key)', 'xinke'],
  COOKIE_TOKEN: [
    '§3 "Credentials kept in cookies Authorization and {product}-id"',
    'Authorization',
  ],
  COOKIE_USER_ID: ['§3 "Credentials kept in cookies Authorization and {product}-id"', 'xinke-id'],
  COOKIE_CHANNEL: [
    '§7 "channel comes from the channelCode query or a stored cookie"',
    'channelCode',
  ],
  STORAGE_AGREEMENT_CHECKED: ['§5 "stored locally under key checked"', 'checked'],
};

describe('constants/client.ts pinned to SPEC', () => {
  const rows = Object.entries(CLIENT_CONSTANTS).map(([name, [spec, value]]) => ({
    name,
    spec,
    value,
  }));
  it.each(rows)('$name — SPEC $spec', ({ name, value }) => {
    expect(client[name as keyof typeof client]).toEqual(value);
  });

  it('every constant of client.ts is pinned above', () => {
    expect(Object.keys(client).sort()).toEqual(Object.keys(CLIENT_CONSTANTS).sort());
  });
});

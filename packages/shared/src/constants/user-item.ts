import { defineEnum } from './define-enum';

/*
 * The user center's project lists (SPEC §2 user-center project-manage): what the member
 * started (GET /web/user/item) and what they took part in (GET /web/user/involved_items).
 * Both page by SPEC §9's item list size (PAGE_SIZE.itemList).
 */

/**
 * involved_items reads at most this many of the member's newest comments, replies, likes
 * and collections of each kind: a bound on the work per page that no member's history can
 * lift; deeper involvement is what the personal homepage's 动态 is for.
 */
export const INVOLVED_WINDOW = 1000;

/** How the member took part in someone else's post (one post may carry several). */
export const Involvement = defineEnum({
  comment: { value: 1, label: '评论过' },
  thumb: { value: 2, label: '赞过' },
  collect: { value: 3, label: '收藏过' },
});
export const INVOLVEMENT = Involvement.values;

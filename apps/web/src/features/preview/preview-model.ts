import {
  ITEM_STATUS,
  ITEM_TYPE,
  ItemStatus,
  type DetailAuthor,
  type ItemEdit,
  type UserInfo,
  type VoteBlock,
} from '@xinke/shared';
import { isForbidden, isNotFound } from '../../lib/api-error';
import type { PostHeading } from '../post-detail/PostHeader';

/*
 * The author's preview (/preview/:id) renders GET /web/item/edit/:id with the post
 * detail's components. These turn the edit answer into what those components take, filling
 * what a draft may still lack with words a reader would see in its place.
 */

export const UNTITLED = '（未填写标题）';
const NO_SUBJECT = '（未填写题目）';
const NO_OPTION = '（未填写选项）';

/** The header of the detail page, without a view count (a preview is not a visit). */
export function previewHeading(item: ItemEdit): PostHeading {
  return {
    title: item.title.trim() || UNTITLED,
    item_type: item.item_type,
    item_status: item.item_status,
    reject_reason: item.reject_reason,
    circle: item.circle,
    tags: item.tags,
    create_time: item.create_time,
  };
}

/** The author card from my own profile: the author is the viewer (follow_flag -1). */
export function previewAuthor(me: UserInfo): DetailAuthor {
  return {
    id: me.id,
    nickname: me.nickname,
    image_url: me.image_url,
    user_sign: me.user_sign,
    level_name: me.level_name,
    x_up: me.x_up,
    follow_flag: -1,
    follow_count: me.follow_count,
    fan_count: me.fan_count,
    item_count: me.item_count,
    praise_count: me.praise_count,
  };
}

/**
 * The vote block as a reader would first see it: no results, nothing chosen. A draft
 * without an expire time has expire_time 0; one whose time has passed shows as ended.
 */
export function previewVoteBlock(item: ItemEdit, nowMs: number): VoteBlock | null {
  if (item.item_type !== ITEM_TYPE.vote) return null;
  const expire = item.expire_time ?? 0;
  return {
    item_id: item.id,
    expire_time: expire,
    is_expired: expire > 0 && expire * 1000 <= nowMs,
    subjects: item.voteArr.map((s) => ({
      id: s.id,
      subject: s.subject.trim() || NO_SUBJECT,
      select_type: s.select_type,
      voter_count: null,
      has_voted: false,
      show_result: false,
      options: s.options.map((o) => ({
        id: o.id,
        text: o.text.trim() || (o.image ? '' : NO_OPTION),
        image: o.image,
        description: o.description,
        num: null,
        percent: null,
        is_chosen: false,
      })),
    })),
  };
}

/** The banner's words for the item's SPEC §4 status (the shared labels). */
export function previewStatus(item: Pick<ItemEdit, 'item_status'>): {
  label: string;
  hint: string;
} {
  const label = ItemStatus.label(item.item_status) || '未知状态';
  switch (item.item_status) {
    case ITEM_STATUS.published:
      return { label, hint: '帖子已发布，所有人都能看到。' };
    case ITEM_STATUS.draft:
      return { label, hint: '草稿只有你自己能看到，发布后才会出现在论坛里。' };
    case ITEM_STATUS.rejected:
      return { label, hint: '帖子未通过审核，修改后可以重新提交。' };
    default:
      return { label, hint: '帖子正在等待审核，通过后所有人都能看到。' };
  }
}

/** Why a preview cannot be shown: another member's item, a missing one, or a failure. */
export type PreviewRefusal = 'forbidden' | 'missing' | 'failed';
export function previewRefusal(error: unknown): PreviewRefusal {
  if (isForbidden(error)) return 'forbidden';
  if (isNotFound(error)) return 'missing';
  return 'failed';
}

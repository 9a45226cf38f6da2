import {
  CAUSE_COUNT,
  FOLLOW_STATUS,
  ITEM_STATUS,
  ITEM_TYPE,
  MSG,
  type ItemCard,
  type PostDetail,
  type VoteBlock,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { VisitCounter } from '../../lib/visit-counter';
import { findTagBySlugOrId } from '../forum/forum.repository';
import { findTagsOfItems } from '../forum/item-card';
import { listForumItems } from '../forum/forum.service';
import { flagOf } from '../social/follow-flag';
import { findItemDetail, findItemPage, type ItemDetailRow } from './detail.repository';

/** The vote block of a 投票帖 for a viewer; provided by the votes module when present. */
export type VoteLoader = (
  db: Db,
  itemId: number,
  viewerId: number | null,
) => Promise<VoteBlock | null>;

export interface DetailDeps {
  db: Db;
  visits: VisitCounter;
  loadVote?: VoteLoader;
}

const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Published posts are public; any other status exists only for its author. */
async function visibleItem(db: Db, id: number, viewerId: number | null): Promise<ItemDetailRow> {
  const row = await findItemDetail(db, id);
  const visible =
    row && (row.item.itemStatus === ITEM_STATUS.published || row.item.userId === viewerId);
  if (!row || !visible) throw AppError.notFound(MSG.postNotFound);
  return row;
}

/**
 * SPEC post detail. The view is counted in the node's buffer (flushed in batches), only for
 * published posts: an author previewing a draft is not a reader.
 * author.follow_flag is SPEC §4's follow status as the viewer sees the author: -1 myself,
 * 0 not followed (always for visitors), 1 followed, 2 mutual. The post, its tags and the
 * viewer's flags come in one statement (findItemPage); only a vote adds its block.
 */
export async function getDetail(
  deps: DetailDeps,
  id: number,
  viewerId: number | null,
): Promise<PostDetail> {
  const { db } = deps;
  const row = await findItemPage(db, id, viewerId);
  const visible =
    row && (row.item.itemStatus === ITEM_STATUS.published || row.item.userId === viewerId);
  if (!row || !visible) throw AppError.notFound(MSG.postNotFound);
  const { item, author } = row;
  const mine = viewerId !== null && item.userId === viewerId;
  const vote =
    deps.loadVote && item.itemType === ITEM_TYPE.vote
      ? await deps.loadVote(db, item.id, viewerId)
      : null;
  const signedIn = viewerId !== null && viewerId !== 0;
  const authorFlag = !signedIn
    ? FOLLOW_STATUS.notFollowed
    : author.id === viewerId
      ? FOLLOW_STATUS.self
      : flagOf(row.followsAuthor, row.followedByAuthor);
  if (item.itemStatus === ITEM_STATUS.published) deps.visits.hit(item.id);
  return {
    id: item.id,
    title: item.title,
    body: item.body,
    summary: item.summary,
    item_image: item.itemImage,
    item_video_src: item.itemVideoSrc,
    item_type: item.itemType,
    item_status: item.itemStatus,
    reject_reason: mine ? item.rejectReason : '',
    circle:
      row.circleId !== null && row.circleName !== null
        ? { id: row.circleId, name: row.circleName }
        : null,
    tags: row.tags,
    author: {
      id: author.id,
      nickname: author.nickname,
      image_url: author.imageUrl,
      user_sign: author.userSign,
      level_name: author.levelName,
      x_up: author.xUp,
      follow_flag: authorFlag,
      follow_count: author.followCount,
      fan_count: author.fanCount,
      item_count: author.itemCount,
      praise_count: author.praiseCount,
    },
    thumb_count: item.thumbCount,
    comment_count: item.commentCount,
    collect_count: item.collectCount,
    visit_count: item.visitCount,
    is_thumb: signedIn && row.thumbed ? 1 : 0,
    is_collect: signedIn && row.collected ? 1 : 0,
    allow_comment: item.allowComment,
    is_mine: mine ? 1 : 0,
    create_time: toUnixSeconds(item.createTime),
    vote,
  };
}

/**
 * Related posts: the newest published posts of the same circle (items_circle_idx), else of
 * the post's first tag (item_tags_tag_idx); never the post itself.
 */
export async function relatedItems(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<ItemCard[]> {
  const { item } = await visibleItem(db, id, viewerId);
  const query = { page: 1, page_size: CAUSE_COUNT + 1 };
  let page;
  if (item.circleId !== null) {
    page = await listForumItems(db, { ...query, circle_id: item.circleId });
  } else {
    const [firstTag] = await findTagsOfItems(db, [item.id]);
    if (!firstTag) return [];
    const tag = await findTagBySlugOrId(db, String(firstTag.id));
    if (!tag) return [];
    page = await listForumItems(db, { ...query, tag: String(tag.id) });
  }
  return page.data.filter((card) => card.id !== item.id).slice(0, CAUSE_COUNT);
}

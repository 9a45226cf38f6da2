import {
  HOME_SORT,
  ITEM_TYPE,
  RECOMMEND_TAG,
  type ForumListQuery,
  type Paginate,
  type Tag,
} from '@xinke/shared';
import type { z } from 'zod';
import type { ZForumListQuery } from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  countItems,
  countItemsOfBlocked,
  findItemCards,
  findTagBySlugOrId,
  findTags,
  type ItemFilter,
  type ItemOrder,
} from './forum.repository';
import { toItemCard } from './item-card';

export type ForumListInput = z.output<typeof ZForumListQuery>;
export type { ForumListQuery };

export function paginate(total: number, page: number, perPage: number): Paginate {
  return { current_page: page, last_page: Math.ceil(total / perPage), total, per_page: perPage };
}

/**
 * SPEC §7 /web/forum/list: published items only. `tag` is a slug or id, `recommend` meaning
 * editors' picks (is_recommend); `top` -2 ranks by hot score, 0 puts pinned items first then
 * newest, 5 lists vote items newest first. An unknown tag yields an empty page, not an error,
 * because old links with retired tags should still render the page. A logged-in viewer
 * does not see posts of people they blocked (docs/forum.md).
 */
export async function listForumItems(
  db: Db,
  query: ForumListInput,
  viewerId: number | null = null,
) {
  const filter: ItemFilter = {
    recommendOnly: false,
    circleId: query.circle_id,
    itemType: query.item_type,
  };
  let order: ItemOrder = 'default';
  if (query.top === HOME_SORT.ranking) order = 'hot';
  if (query.top === HOME_SORT.vote) {
    order = 'newest';
    filter.itemType = ITEM_TYPE.vote;
  }
  if (query.tag === RECOMMEND_TAG) {
    filter.recommendOnly = true;
  } else if (query.tag) {
    const tag = await findTagBySlugOrId(db, query.tag);
    if (!tag) return { data: [], paginate: paginate(0, query.page, query.page_size) };
    filter.tagId = tag.id;
  }

  const offset = (query.page - 1) * query.page_size;
  const [page, total] = await Promise.all([
    findItemCards(db, filter, order, query.page_size, offset, viewerId),
    countItems(db, filter),
  ]);
  const hidden = page.hiding && viewerId ? await countItemsOfBlocked(db, filter, viewerId) : 0;
  return {
    data: page.cards.map((r) => toItemCard(r, r.tags)),
    paginate: paginate(Math.max(total - hidden, 0), query.page, query.page_size),
  };
}

export async function listTags(db: Db, flag: number | undefined): Promise<Tag[]> {
  return findTags(db, flag);
}

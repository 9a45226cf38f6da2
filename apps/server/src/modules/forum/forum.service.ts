import {
  HOME_SORT,
  ITEM_TYPE,
  RECOMMEND_TAG,
  type ForumListQuery,
  type ItemCard,
  type Paginate,
  type Tag,
} from '@xinke/shared';
import type { z } from 'zod';
import type { ZForumListQuery } from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  countItems,
  findItemCards,
  findTagBySlugOrId,
  findTags,
  findTagsOfItems,
  type ItemCardRow,
  type ItemFilter,
  type ItemOrder,
} from './forum.repository';

export type ForumListInput = z.output<typeof ZForumListQuery>;
export type { ForumListQuery };

const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toCard(row: ItemCardRow, tagsOfItem: Tag[]): ItemCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    item_type: row.itemType,
    is_top: row.isTop,
    is_recommend: row.isRecommend,
    circle:
      row.circleId !== null && row.circleName !== null
        ? { id: row.circleId, name: row.circleName }
        : null,
    tags: tagsOfItem,
    author: {
      id: row.authorId,
      nickname: row.authorNickname,
      image_url: row.authorImageUrl,
      level_name: row.authorLevelName,
      x_up: row.authorXUp,
    },
    thumb_count: row.thumbCount,
    comment_count: row.commentCount,
    collect_count: row.collectCount,
    visit_count: row.visitCount,
    create_time: toUnixSeconds(row.createTime),
  };
}

export function paginate(total: number, page: number, perPage: number): Paginate {
  return { current_page: page, last_page: Math.ceil(total / perPage), total, per_page: perPage };
}

/**
 * SPEC §7 /web/forum/list: published items only. `tag` is a slug or id, `recommend` meaning
 * editors' picks (is_recommend); `top` -2 ranks by hot score, 0 puts pinned items first then
 * newest, 5 lists vote items newest first. An unknown tag yields an empty page, not an error,
 * because old links with retired tags should still render the page.
 */
export async function listForumItems(db: Db, query: ForumListInput) {
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
  const [rows, total] = await Promise.all([
    findItemCards(db, filter, order, query.page_size, offset),
    countItems(db, filter),
  ]);
  const tagRows = await findTagsOfItems(
    db,
    rows.map((r) => r.id),
  );
  const tagsByItem = new Map<number, Tag[]>();
  for (const t of tagRows) {
    const list = tagsByItem.get(t.itemId) ?? [];
    list.push({ id: t.id, name: t.name, slug: t.slug });
    tagsByItem.set(t.itemId, list);
  }
  return {
    data: rows.map((r) => toCard(r, tagsByItem.get(r.id) ?? [])),
    paginate: paginate(total, query.page, query.page_size),
  };
}

export async function listTags(db: Db, flag: number | undefined): Promise<Tag[]> {
  return findTags(db, flag);
}

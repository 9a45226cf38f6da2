import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemCard, Tag } from '@xinke/shared';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { circles, items, itemTags, tags, users } from '../../db/schema';

/**
 * The one definition of a list card (SPEC §3 item card): the columns every list selects
 * (forum list, search hits, my collections), the joins they need, and the mapping to the
 * wire shape. Lists add their own columns (body for excerpts, collect time) on top.
 */
export const itemCardColumns = {
  id: items.id,
  title: items.title,
  summary: items.summary,
  cover: items.cover,
  itemType: items.itemType,
  isTop: items.isTop,
  isRecommend: items.isRecommend,
  thumbCount: items.thumbCount,
  commentCount: items.commentCount,
  collectCount: items.collectCount,
  visitCount: items.visitCount,
  createTime: items.createTime,
  circleId: circles.id,
  circleName: circles.name,
  authorId: users.id,
  authorNickname: users.nickname,
  authorImageUrl: users.imageUrl,
  authorLevelName: users.levelName,
  authorXUp: users.xUp,
};

/**
 * The tags of the row's item as a JSON array, ordered as findTagsOfItems orders them: a
 * column of the list query itself, so a page of cards costs one round trip, not two (a
 * primary-key range of item_tags per row of the page).
 */
export const itemTagsColumn = sql<
  Tag[]
>`(select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'slug', ${tags.slug}) order by ${tags.sort}, ${tags.id}), '[]'::json)
  from ${itemTags} join ${tags} on ${tags.id} = ${itemTags.tagId} where ${itemTags.itemId} = ${items.id})`;

/** Author (always there) and circle (optional) of the items in a card query. */
export const authorJoin = eq(users.id, items.userId);
export const circleJoin = eq(circles.id, items.circleId);

export interface ItemCardRow {
  id: number;
  title: string;
  summary: string;
  cover: string;
  itemType: number;
  isTop: number;
  isRecommend: number;
  thumbCount: number;
  commentCount: number;
  collectCount: number;
  visitCount: number;
  createTime: Date;
  circleId: number | null;
  circleName: string | null;
  authorId: number;
  authorNickname: string;
  authorImageUrl: string;
  authorLevelName: string;
  authorXUp: number;
}

const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function toItemCard(row: ItemCardRow, tagsOfItem: Tag[]): ItemCard {
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

const cardsByIds = preparedOnce('item_cards_by_ids', (db) =>
  db
    .select({ ...itemCardColumns, tags: itemTagsColumn })
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(sql`${items.id} = any(${sql.placeholder('ids')}::int[])`),
);

/**
 * The cards of `ids` with their tags, in the order of `ids`: primary-key lookups in one
 * statement whose plan PostgreSQL keeps (db/prepared-once.ts). A list finds its page's ids
 * first, then reads only those rows (see findItemCards).
 */
export async function findCardsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await cardsByIds(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findTagsOfItems(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: itemTags.itemId, id: tags.id, name: tags.name, slug: tags.slug })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .where(inArray(itemTags.itemId, itemIds))
    .orderBy(asc(tags.sort), asc(tags.id));
}

/** Tags of a page of items in one query, looked up by item id. */
export async function tagsOfItems(db: Db, itemIds: number[]): Promise<(id: number) => Tag[]> {
  const byItem = new Map<number, Tag[]>();
  for (const t of await findTagsOfItems(db, itemIds)) {
    const list = byItem.get(t.itemId) ?? [];
    list.push({ id: t.id, name: t.name, slug: t.slug });
    byItem.set(t.itemId, list);
  }
  return (id) => byItem.get(id) ?? [];
}

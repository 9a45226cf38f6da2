import { ItemType, ITEM_TYPE, MSG, circleIndex, type Circle } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { circleNameHighlight, searchCircles } from '../search/search.service';
import {
  addMember,
  countCircles,
  countMyPublishedInCircle,
  countPublishedByType,
  findCircle,
  findCircles,
  findMemberships,
  removeMember,
  type CircleRow,
} from './circle.repository';

export type CircleIndexInput = z.output<NonNullable<(typeof circleIndex)['query']>>;

/** The columns a circle card shows: a full row, or a circle-search row. */
type CircleCardRow = Pick<
  CircleRow,
  | 'id'
  | 'name'
  | 'description'
  | 'imageUrl'
  | 'circleTag'
  | 'memberCount'
  | 'itemCount'
  | 'allowPost'
>;

export function toCircle(row: CircleCardRow, isMember: boolean): Circle {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    circle_tag: row.circleTag,
    member_count: row.memberCount,
    item_count: row.itemCount,
    is_member: isMember ? 1 : 0,
    allow_post: row.allowPost,
  };
}

async function mustFind(db: Db, id: number): Promise<CircleRow> {
  const row = await findCircle(db, id);
  if (!row) throw AppError.notFound(MSG.circleNotFound);
  return row;
}

/**
 * One page of circles. Without a keyword: the directory order (sort, then members). With
 * one: a circle search through the shared tokenizer and the circles' search vectors, best
 * match first, each name with its hits marked; the same normalisation as post search, so
 * 顯卡 finds 显卡 and ＲＴＸ finds rtx. A search never counts towards the hot keys (only
 * the post search's first page does).
 */
export async function listCircles(db: Db, q: CircleIndexInput, viewerId: number | null) {
  const circleTag = q.circle_tag || undefined;
  const keyword = q.keyword || undefined;
  const { rows, total } = keyword
    ? await searchCircles(db, keyword, q.page, q.page_size, circleTag)
    : await directoryPage(db, circleTag, q.page, q.page_size);
  const mine =
    viewerId === null
      ? []
      : await findMemberships(
          db,
          viewerId,
          rows.map((r) => r.id),
        );
  const joined = new Set(mine.map((m) => m.circleId));
  return {
    data: rows.map((r) => ({
      ...toCircle(r, joined.has(r.id)),
      ...(keyword ? { highlight: circleNameHighlight(r.name, keyword) } : {}),
    })),
    paginate: paginate(total, q.page, q.page_size),
  };
}

async function directoryPage(
  db: Db,
  circleTag: string | undefined,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    findCircles(db, { circleTag }, pageSize, (page - 1) * pageSize),
    countCircles(db, { circleTag }),
  ]);
  return { rows, total };
}

export async function circleDetail(db: Db, id: number, viewerId: number | null) {
  const row = await mustFind(db, id);
  const mine = viewerId === null ? [] : await findMemberships(db, viewerId, [id]);
  return toCircle(row, mine.length > 0);
}

export async function circleUserInfo(db: Db, id: number, userId: number) {
  const row = await mustFind(db, id);
  const [mine, myItems] = await Promise.all([
    findMemberships(db, userId, [id]),
    countMyPublishedInCircle(db, id, userId),
  ]);
  const joinTime = mine[0]?.createTime;
  return {
    circle_id: row.id,
    is_member: joinTime ? 1 : 0,
    join_time: joinTime ? toUnixSeconds(joinTime.getTime()) : null,
    member_count: row.memberCount,
    item_count: row.itemCount,
    my_item_count: myItems,
  };
}

/** Join (true) or leave (false); idempotent, and a double click counts once. */
export async function setMembership(db: Db, id: number, userId: number, join: boolean) {
  await mustFind(db, id);
  await db.transaction(async (tx) => {
    if (join) await addMember(tx, id, userId);
    else await removeMember(tx, id, userId);
  });
  const row = await mustFind(db, id);
  return { is_member: join ? 1 : 0, member_count: row.memberCount };
}

export async function forumItemCount(db: Db, circleId: number | undefined) {
  const rows = await countPublishedByType(db, circleId);
  const types = ItemType.options
    .filter((o) => o.value !== ITEM_TYPE.dynamic)
    .map((o) => ({
      item_type: o.value,
      label: o.label,
      count: rows.find((r) => r.itemType === o.value)?.n ?? 0,
    }));
  return { total: types.reduce((sum, t) => sum + t.count, 0), types };
}

import { ItemType, ITEM_TYPE, MSG, circleIndex, type Circle } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
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

function toCircle(row: CircleRow, isMember: boolean): Circle {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    circle_tag: row.circleTag,
    member_count: row.memberCount,
    item_count: row.itemCount,
    is_member: isMember ? 1 : 0,
  };
}

async function mustFind(db: Db, id: number): Promise<CircleRow> {
  const row = await findCircle(db, id);
  if (!row) throw AppError.notFound(MSG.circleNotFound);
  return row;
}

export async function listCircles(db: Db, q: CircleIndexInput, viewerId: number | null) {
  const filter = { keyword: q.keyword || undefined, circleTag: q.circle_tag || undefined };
  const [rows, total] = await Promise.all([
    findCircles(db, filter, q.page_size, (q.page - 1) * q.page_size),
    countCircles(db, filter),
  ]);
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
    data: rows.map((r) => toCircle(r, joined.has(r.id))),
    paginate: paginate(total, q.page, q.page_size),
  };
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

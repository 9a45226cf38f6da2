import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { COMMENT_STATUS, COMMENT_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { circles, comments, items, replies, users } from '../../db/schema';

/**
 * Items waiting for a moderator, oldest first. Served today by items_status_top_time_idx
 * (item_status prefix) plus a sort of the waiting rows; the exact index is
 * `items (create_time, id) where item_status in (0, 1)` (see docs/forum.md).
 */
export async function findReviewItems(db: Db, statuses: number[], limit: number, offset: number) {
  const where = inArray(items.itemStatus, statuses);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: items.id,
        title: items.title,
        summary: items.summary,
        body: items.body,
        itemType: items.itemType,
        itemStatus: items.itemStatus,
        createTime: items.createTime,
        updateTime: items.updateTime,
        userId: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        circleId: circles.id,
        circleName: circles.name,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .leftJoin(circles, eq(circles.id, items.circleId))
      .where(where)
      .orderBy(asc(items.createTime), asc(items.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface HeldRow {
  kind: 'comment' | 'reply';
  id: number;
  content: string;
  commentId: number | null;
  parentPending: boolean;
  type: number;
  typeId: number;
  createTime: Date;
  userId: number;
  nickname: string;
  imageUrl: string;
  itemId: number | null;
  itemTitle: string | null;
  itemStatus: number | null;
}

/**
 * Comments and replies held for review (status 0), oldest first, one list. No index
 * serves status = 0 yet (each branch scans its table); `comments (create_time, id) where
 * status = 0` and the same on replies make each branch read just its first rows.
 */
export async function findHeldComments(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: HeldRow[]; total: number }> {
  const pending = COMMENT_STATUS.pending;
  // Each branch stops at the rows this page can need: the page costs offset + limit rows.
  const reach = offset + limit;
  const [rows, totals] = await Promise.all([
    selectRows<HeldRow & { createTime: Date | string }>(
      db,
      sql`select h.kind, h.id, h.content, h.comment_id as "commentId",
          h.parent_pending as "parentPending", h.type, h.type_id as "typeId",
          h.create_time as "createTime", u.id as "userId", u.nickname, u.image_url as "imageUrl",
          i.id as "itemId", i.title as "itemTitle", i.item_status as "itemStatus"
        from (
          (select 'comment' as kind, c.id, c.content, null::int as comment_id,
            false as parent_pending, c.type, c.type_id, c.user_id, c.create_time
          from comments c where c.status = ${pending}
          order by c.create_time, c.id limit ${reach})
          union all
          (select 'reply', r.id, r.content, r.comment_id, pc.status <> ${COMMENT_STATUS.visible},
            r.type, r.type_id, r.user_id, r.create_time
          from replies r join comments pc on pc.id = r.comment_id
          where r.status = ${pending}
          order by r.create_time, r.id limit ${reach})
        ) h
        join users u on u.id = h.user_id
        left join items i on h.type = ${COMMENT_TYPE.post} and i.id = h.type_id
        order by h.create_time, h.id, h.kind
        limit ${limit} offset ${offset}`,
    ),
    Promise.all([
      db.select({ n: count() }).from(comments).where(eq(comments.status, pending)),
      db.select({ n: count() }).from(replies).where(eq(replies.status, pending)),
    ]),
  ]);
  const total = totals.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
  return { rows: rows.map((r) => ({ ...r, createTime: new Date(r.createTime) })), total };
}

/** Locks a comment row for the rest of the transaction. */
export async function lockComment(db: Db, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1).for('update');
  return row;
}

export async function findReplyCommentId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ commentId: replies.commentId })
    .from(replies)
    .where(eq(replies.id, id))
    .limit(1);
  return row?.commentId;
}

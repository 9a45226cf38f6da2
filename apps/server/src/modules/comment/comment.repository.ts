import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { comments, items, replies, sensitiveWords, users } from '../../db/schema';
import { notBlockedBy } from '../social/black.repository';
import { builtOnce } from '../../db/built-once';

/** The post a comment hangs off: who owns it, whether it is public, its comment switch. */
const itemForComment = builtOnce((db) =>
  db
    .select({
      id: items.id,
      userId: items.userId,
      itemStatus: items.itemStatus,
      allowComment: items.allowComment,
      title: items.title,
    })
    .from(items)
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

export async function findItemForComment(db: Db, itemId: number) {
  const [row] = await itemForComment(db).execute({ id: itemId });
  return row;
}

/** True when `text` contains any configured sensitive word (case-insensitive). */
export async function hasSensitiveWord(db: Db, text: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sensitiveWords.id })
    .from(sensitiveWords)
    .where(sql`strpos(lower(${text}), lower(${sensitiveWords.word})) > 0`)
    .limit(1);
  return row !== undefined;
}

const userColumns = {
  userId: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  levelName: users.levelName,
  xUp: users.xUp,
};

/** What a viewer sees: visible rows, plus their own rows held for review. */
function visibleTo(status: AnyPgColumn, owner: AnyPgColumn, viewer: number) {
  return or(eq(status, 1), eq(owner, viewer));
}

export async function findCommentPage(
  db: Db,
  target: { type: number; typeId: number },
  viewerId: number,
  limit: number,
  offset: number,
) {
  // comments_target_idx (type, type_id, create_time desc, id desc) serves filter and order.
  const where = and(
    eq(comments.type, target.type),
    eq(comments.typeId, target.typeId),
    visibleTo(comments.status, comments.userId, viewerId),
    notBlockedBy(viewerId, comments.userId),
  );
  const counted = db.select({ n: count() }).from(comments).where(where);
  // The total rides along as a scalar subquery (run once per statement): one round trip
  // instead of two. Only a page past the end, which has no row to carry it, counts apart.
  const found = await db
    .select({
      id: comments.id,
      type: comments.type,
      typeId: comments.typeId,
      content: comments.content,
      status: comments.status,
      replyCount: comments.replyCount,
      createTime: comments.createTime,
      ...userColumns,
      total: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.createTime), desc(comments.id))
    .limit(limit)
    .offset(offset);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && offset > 0) total = (await counted)[0]?.n ?? 0;
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total };
}
export type CommentRow = Awaited<ReturnType<typeof findCommentPage>>['rows'][number];

export interface ReplyRow {
  id: number;
  commentId: number;
  replyId: number | null;
  content: string;
  status: number;
  createTime: Date;
  userId: number;
  nickname: string;
  imageUrl: string;
  levelName: string;
  xUp: number;
  toUserId: number | null;
  toNickname: string | null;
}

const replySelect = sql`r.id, r.comment_id as "commentId", r.reply_id as "replyId", r.content,
  r.status, r.create_time as "createTime", u.id as "userId", u.nickname, u.image_url as "imageUrl",
  u.level_name as "levelName", u.x_up as "xUp", r.to_user_id as "toUserId", tu.nickname as "toNickname"`;

/**
 * The newest `perComment` replies of each comment, one index range scan per comment
 * (replies_comment_idx read backwards through a LATERAL join), oldest first within a comment.
 */
export async function findLatestReplies(
  db: Db,
  commentIds: number[],
  viewerId: number,
  perComment: number,
): Promise<ReplyRow[]> {
  if (commentIds.length === 0) return [];
  const ids = sql.join(
    commentIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const rows = await selectRows<ReplyRow & { createTime: Date | string }>(
    db,
    sql`select ${replySelect}
      from (values ${ids}) as c(id)
      cross join lateral (
        select * from replies
        where comment_id = c.id and (status = 1 or user_id = ${viewerId})
          and ${notBlockedBy(viewerId, replies.userId)}
        order by create_time desc, id desc limit ${perComment}
      ) r
      join users u on u.id = r.user_id
      left join users tu on tu.id = r.to_user_id
      order by r.comment_id, r.create_time, r.id`,
  );
  return rows.map((r) => ({ ...r, createTime: new Date(r.createTime) }));
}

export async function findReplyPage(
  db: Db,
  commentId: number,
  viewerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ReplyRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(replies.commentId, commentId),
    visibleTo(replies.status, replies.userId, viewerId),
    notBlockedBy(viewerId, replies.userId),
  );
  const [rows, [total]] = await Promise.all([
    selectRows<ReplyRow & { createTime: Date | string }>(
      db,
      sql`select ${replySelect} from replies r
        join users u on u.id = r.user_id
        left join users tu on tu.id = r.to_user_id
        where r.comment_id = ${commentId} and (r.status = 1 or r.user_id = ${viewerId})
          and ${notBlockedBy(viewerId, sql`r.user_id`)}
        order by r.create_time, r.id limit ${limit} offset ${offset}`,
    ),
    db.select({ n: count() }).from(replies).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createTime: new Date(r.createTime) })),
    total: total?.n ?? 0,
  };
}

export async function findComment(db: Db, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

export async function findReply(db: Db, id: number) {
  const [row] = await db.select().from(replies).where(eq(replies.id, id)).limit(1);
  return row;
}

export async function findCommentUser(db: Db, userId: number) {
  const [row] = await db
    .select({ ...userColumns })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertComment(db: Db, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('insert comment failed');
  return row;
}

export async function insertReply(db: Db, values: typeof replies.$inferInsert) {
  const [row] = await db.insert(replies).values(values).returning();
  if (!row) throw new Error('insert reply failed');
  return row;
}

/** Deletes the comment only if `userId` wrote it; its replies go with it (FK cascade). */
export async function deleteOwnComment(db: Db, id: number, userId: number) {
  const [row] = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnReply(db: Db, id: number, userId: number) {
  const [row] = await db
    .delete(replies)
    .where(and(eq(replies.id, id), eq(replies.userId, userId)))
    .returning();
  return row;
}

/** Moves comments.reply_count by `delta`; returns the new value. */
export async function bumpReplyCount(db: Db, commentId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(comments)
    .set({ replyCount: sql`${comments.replyCount} + ${delta}::int` })
    .where(eq(comments.id, commentId))
    .returning({ replyCount: comments.replyCount });
  return row?.replyCount ?? 0;
}

export async function itemCommentCount(db: Db, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: items.commentCount })
    .from(items)
    .where(eq(items.id, itemId))
    .limit(1);
  return row?.n ?? 0;
}

import { and, count, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { COMMENT_TYPE, REPLY_PREVIEW_COUNT } from '@xinke/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { comments, items, replies, sensitiveWords, thumbs, users } from '../../db/schema';
import { notBlockedBy } from '../social/black.repository';
import { preparedOnce } from '../../db/prepared-once';

/** The post a comment hangs off: who owns it, whether it is public, its comment switch. */
const itemForComment = preparedOnce('item_for_comment', (db) =>
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
    .limit(1),
);

export async function findItemForComment(db: Db, itemId: number) {
  const [row] = await itemForComment(db).execute({ id: itemId });
  return row;
}

/**
 * Whether `text` (a value, or a column of the statement) contains any configured sensitive
 * word (case-insensitive), as an SQL boolean: its own read here, a column of the comments
 * on posts' first statement (post-comment.ts).
 */
export function sensitiveWordSql(text: string | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sensitiveWords}
    where strpos(lower(${text}), lower(${sensitiveWords.word})) > 0)`;
}

/** True when `text` contains any configured sensitive word (case-insensitive). */
export async function hasSensitiveWord(db: Db, text: string): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select ${sensitiveWordSql(text)} as found`,
  );
  return row?.found === true;
}

const userColumns = {
  userId: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  levelName: users.levelName,
  xUp: users.xUp,
};

/**
 * What a viewer sees: visible rows, plus their own rows held for review. A rejected row
 * (status 2) is seen by nobody; its author was told why in a system message.
 */
function visibleTo(status: AnyPgColumn, owner: AnyPgColumn, viewer: number | Placeholder) {
  return or(eq(status, 1), and(eq(status, 0), eq(owner, viewer)));
}

/**
 * Whether `viewer` liked the comment or reply `id` (SPEC §9 comment type code `type`):
 * one probe of the thumbs primary key; false for visitors.
 */
function likedBy(viewer: Placeholder | number | null, type: number, id: AnyPgColumn | SQL) {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${thumbs} where ${thumbs.userId} = ${viewer}
    and ${thumbs.type} = ${type} and ${thumbs.typeId} = ${id})`;
}

/**
 * A reply as the comment page carries it (a JSON object per reply, see latestReplies):
 * ReplyRow with the time as PostgreSQL writes it in JSON.
 */
type ReplyJson = Omit<ReplyRow, 'createTime'> & { createTime: string };

/**
 * The newest `REPLY_PREVIEW_COUNT` replies of the page's comment `commentId`, oldest first,
 * as a JSON array: one range of replies_comment_idx read backwards, per comment of the page.
 */
function latestReplies(commentId: AnyPgColumn, viewer: Placeholder | null) {
  return sql<ReplyJson[]>`(select coalesce(json_agg(json_build_object(
      'id', r.id, 'commentId', r.comment_id, 'replyId', r.reply_id, 'content', r.content,
      'status', r.status, 'createTime', r.create_time, 'userId', u.id, 'nickname', u.nickname,
      'imageUrl', u.image_url, 'levelName', u.level_name, 'xUp', u.x_up,
      'toUserId', r.to_user_id, 'toNickname', tu.nickname, 'thumbCount', r.thumb_count,
      'thumbed', ${likedBy(viewer, COMMENT_TYPE.reply, sql`r.id`)}) order by r.create_time, r.id), '[]'::json)
    from (
      select * from ${replies}
      where ${replies.commentId} = ${commentId} and (${replies.status} = 1 or (${replies.status} = 0 and ${replies.userId} = ${viewer ?? 0}))
        and ${notBlockedBy(viewer, replies.userId)}
      order by ${replies.createTime} desc, ${replies.id} desc limit ${REPLY_PREVIEW_COUNT}
    ) r
    join ${users} u on u.id = r.user_id
    left join ${users} tu on tu.id = r.to_user_id)`;
}

/**
 * A page of comments on a target with, per comment, its newest replies and, on every row,
 * the total: one statement. comments_target_idx (type, type_id, create_time desc, id desc)
 * serves filter and order; the page is cut first and only its rows are joined to their
 * authors and replies (a deep page skips rows without probing anything for them). The
 * total is a scalar subquery, run once per statement. `viewer`: a placeholder for the
 * viewer's id (their held rows shown, people they blocked hidden), null for visitors.
 */
function commentPageQuery(db: Db, viewer: Placeholder | null) {
  const where = and(
    eq(comments.type, sql.placeholder('type')),
    eq(comments.typeId, sql.placeholder('typeId')),
    visibleTo(comments.status, comments.userId, viewer ?? 0),
    notBlockedBy(viewer, comments.userId),
  );
  const counted = db.select({ n: count() }).from(comments).where(where);
  const page = db
    .select({
      id: comments.id,
      type: comments.type,
      typeId: comments.typeId,
      content: comments.content,
      status: comments.status,
      replyCount: comments.replyCount,
      thumbCount: comments.thumbCount,
      createTime: comments.createTime,
      authorId: comments.userId,
      total: sql<number>`(${counted})`.as('total'),
    })
    .from(comments)
    .where(where)
    .orderBy(desc(comments.createTime), desc(comments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      type: page.type,
      typeId: page.typeId,
      content: page.content,
      status: page.status,
      replyCount: page.replyCount,
      thumbCount: page.thumbCount,
      thumbed: likedBy(viewer, COMMENT_TYPE.comment, page.id),
      createTime: page.createTime,
      ...userColumns,
      total: page.total,
      replies: latestReplies(page.id, viewer),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.authorId))
    .orderBy(desc(page.createTime), desc(page.id));
}

const visitorCommentPage = preparedOnce('comment_page', (db) => commentPageQuery(db, null));
const viewerCommentPage = preparedOnce('comment_page_viewer', (db) =>
  commentPageQuery(db, sql.placeholder('viewer')),
);

/** Comments on a target as `viewerId` sees them (0: a visitor), each with its newest replies. */
export async function findCommentPage(
  db: Db,
  target: { type: number; typeId: number },
  viewerId: number,
  limit: number,
  offset: number,
) {
  const values = { type: target.type, typeId: target.typeId, limit, offset };
  const found = viewerId
    ? await viewerCommentPage(db).execute({ ...values, viewer: viewerId })
    : await visitorCommentPage(db).execute(values);
  let total = Number(found[0]?.total ?? 0);
  if (found.length === 0 && offset > 0) {
    // A page past the end has no row to carry the total.
    const [row] = await db
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.type, target.type),
          eq(comments.typeId, target.typeId),
          visibleTo(comments.status, comments.userId, viewerId),
          notBlockedBy(viewerId, comments.userId),
        ),
      );
    total = row?.n ?? 0;
  }
  const rows = found.map(({ total: _total, replies: latest, ...row }) => ({
    ...row,
    replies: latest.map((r): ReplyRow => ({ ...r, createTime: new Date(r.createTime) })),
  }));
  return { rows, total };
}
export type CommentRow = Omit<
  Awaited<ReturnType<typeof findCommentPage>>['rows'][number],
  'replies'
>;

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
  thumbCount: number;
  /** The viewer liked it. */
  thumbed: boolean;
}

const replySelect = sql`r.id, r.comment_id as "commentId", r.reply_id as "replyId", r.content,
  r.status, r.create_time as "createTime", u.id as "userId", u.nickname, u.image_url as "imageUrl",
  u.level_name as "levelName", u.x_up as "xUp", r.to_user_id as "toUserId", tu.nickname as "toNickname",
  r.thumb_count as "thumbCount"`;

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
      sql`select ${replySelect}, ${likedBy(viewerId, COMMENT_TYPE.reply, sql`r.id`)} as thumbed
        from replies r
        join users u on u.id = r.user_id
        left join users tu on tu.id = r.to_user_id
        where r.comment_id = ${commentId} and (r.status = 1 or (r.status = 0 and r.user_id = ${viewerId}))
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

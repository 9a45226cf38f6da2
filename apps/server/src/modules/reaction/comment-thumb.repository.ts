import { and, eq, sql } from 'drizzle-orm';
import { COMMENT_STATUS, COMMENT_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, replies, thumbs } from '../../db/schema';

/** A comment or reply that can be liked, with what the like message names. */
export interface LikeableRow {
  id: number;
  userId: number;
  content: string;
  /** SPEC §9 comment type and id of the content it is under. */
  type: number;
  typeId: number;
}

/**
 * Locks the visible comment `id` for the rest of the transaction (FOR NO KEY UPDATE: likes
 * of one comment queue; deleting it, which takes FOR UPDATE, waits for them and they for
 * it). Undefined when it is gone or held for review; whether the content it is under is
 * public is the caller's check (comment-thumb.service, through the content-target registry).
 */
export async function lockLikeableComment(db: Db, id: number): Promise<LikeableRow | undefined> {
  const [row] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      content: comments.content,
      type: comments.type,
      typeId: comments.typeId,
    })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.status, COMMENT_STATUS.visible)))
    .limit(1)
    .for('no key update');
  return row;
}

/**
 * The visible reply `id` under a likeable comment, its comment locked as above (every
 * like of a reply and every deletion under that comment queue on the comment's row, so
 * a reply deleted meanwhile is read as gone here).
 */
export async function lockLikeableReply(db: Db, id: number): Promise<LikeableRow | undefined> {
  const [parent] = await db
    .select({ commentId: replies.commentId })
    .from(replies)
    .where(eq(replies.id, id))
    .limit(1);
  if (!parent || !(await lockLikeableComment(db, parent.commentId))) return undefined;
  const [row] = await db
    .select({
      id: replies.id,
      userId: replies.userId,
      content: replies.content,
      type: replies.type,
      typeId: replies.typeId,
    })
    .from(replies)
    .where(and(eq(replies.id, id), eq(replies.status, COMMENT_STATUS.visible)))
    .limit(1);
  return row;
}

/** Moves comments.thumb_count / replies.thumb_count by `delta` (0 reads it); the new value. */
export async function bumpCommentThumbs(
  db: Db,
  type: typeof COMMENT_TYPE.comment | typeof COMMENT_TYPE.reply,
  id: number,
  delta: number,
): Promise<number> {
  const table = type === COMMENT_TYPE.comment ? comments : replies;
  const [row] = await db
    .update(table)
    .set({ thumbCount: sql`${table.thumbCount} + ${delta}::int` })
    .where(eq(table.id, id))
    .returning({ n: table.thumbCount });
  return row?.n ?? 0;
}

/**
 * Before a comment is deleted: locks it (FOR UPDATE, so no like or reply can land on it
 * any more) and deletes the likes of it and of its replies, which have no FK to them.
 */
export async function deleteCommentThumbs(db: Db, commentId: number): Promise<void> {
  await db.execute(
    sql`with locked as (select id from ${comments} where id = ${commentId} for update)
      delete from ${thumbs}
      where (${thumbs.type} = ${COMMENT_TYPE.comment} and ${thumbs.typeId} in (select id from locked))
         or (${thumbs.type} = ${COMMENT_TYPE.reply} and ${thumbs.typeId} in (
              select r.id from ${replies} r where r.comment_id in (select id from locked)))
`,
  );
}

/** Before a reply is deleted: locks its comment (as a like does) and deletes its likes. */
export async function deleteReplyThumbs(db: Db, reply: { id: number; commentId: number }) {
  await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.id, reply.commentId))
    .for('no key update');
  await db
    .delete(thumbs)
    .where(and(eq(thumbs.type, COMMENT_TYPE.reply), eq(thumbs.typeId, reply.id)));
}

/** Before a post's comments are deleted: the likes of all of them and of their replies. */
export async function deleteItemCommentThumbs(db: Db, itemId: number): Promise<void> {
  await db.execute(
    sql`with locked as (select id from ${comments}
          where type = ${COMMENT_TYPE.post} and type_id = ${itemId} for update)
      delete from ${thumbs}
      where (${thumbs.type} = ${COMMENT_TYPE.comment} and ${thumbs.typeId} in (select id from locked))
         or (${thumbs.type} = ${COMMENT_TYPE.reply} and ${thumbs.typeId} in (
              select r.id from ${replies} r where r.comment_id in (select id from locked)))
`,
  );
}

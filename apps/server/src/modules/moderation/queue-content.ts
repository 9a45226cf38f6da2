import { and, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENT_TYPE, REPORT_STATUS, REPORT_TARGET_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circles, comments, items, replies, reports, users } from '../../db/schema';

/*
 * What the queue shows of its entries, loaded per kind for a page (at most a page of ids
 * each): the content, its author, its post and circle, who decided it, its open reports.
 */

const reviewer = alias(users, 'reviewer');
const post = alias(items, 'post');

const authorCols = { userId: users.id, nickname: users.nickname, imageUrl: users.imageUrl };
const decisionCols = {
  reviewUserId: reviewer.id,
  reviewNickname: reviewer.nickname,
  reviewTime: items.reviewTime,
  reviewReason: items.reviewReason,
};

export async function loadPosts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: items.id,
      title: items.title,
      summary: items.summary,
      body: items.body,
      cover: items.cover,
      itemStatus: items.itemStatus,
      reviewWord: items.reviewWord,
      createTime: items.createTime,
      circleId: circles.id,
      circleName: circles.name,
      ...authorCols,
      ...decisionCols,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .leftJoin(circles, eq(circles.id, items.circleId))
    .leftJoin(reviewer, eq(reviewer.id, items.reviewUserId))
    .where(inArray(items.id, ids));
}
export type PostRow = Awaited<ReturnType<typeof loadPosts>>[number];

export async function loadComments(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: comments.id,
      content: comments.content,
      status: comments.status,
      createTime: comments.createTime,
      commentId: comments.id,
      itemId: post.id,
      itemTitle: post.title,
      circleId: circles.id,
      circleName: circles.name,
      ...authorCols,
      reviewUserId: reviewer.id,
      reviewNickname: reviewer.nickname,
      reviewTime: comments.reviewTime,
      reviewReason: comments.reviewReason,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(post, and(eq(comments.type, COMMENT_TYPE.post), eq(post.id, comments.typeId)))
    .leftJoin(circles, eq(circles.id, post.circleId))
    .leftJoin(reviewer, eq(reviewer.id, comments.reviewUserId))
    .where(inArray(comments.id, ids));
}

export async function loadReplies(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: replies.id,
      content: replies.content,
      status: replies.status,
      createTime: replies.createTime,
      commentId: replies.commentId,
      itemId: post.id,
      itemTitle: post.title,
      circleId: circles.id,
      circleName: circles.name,
      ...authorCols,
      reviewUserId: reviewer.id,
      reviewNickname: reviewer.nickname,
      reviewTime: replies.reviewTime,
      reviewReason: replies.reviewReason,
    })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .leftJoin(post, and(eq(replies.type, COMMENT_TYPE.post), eq(post.id, replies.typeId)))
    .leftJoin(circles, eq(circles.id, post.circleId))
    .leftJoin(reviewer, eq(reviewer.id, replies.reviewUserId))
    .where(inArray(replies.id, ids));
}
export type CommentRow = Awaited<ReturnType<typeof loadComments>>[number];

/** Open reports per `${type}:${id}` of the given things. */
export async function openReportCounts(db: Db, type: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: reports.targetId, n: count() })
    .from(reports)
    .where(
      and(
        eq(reports.status, REPORT_STATUS.open),
        eq(reports.targetType, type),
        inArray(reports.targetId, ids),
      ),
    )
    .groupBy(reports.targetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Every report on one thing (open and closed), oldest first, with its reporter. */
export async function reportsOn(db: Db, type: number, id: number) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      status: reports.status,
      createTime: reports.createTime,
      ...authorCols,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
    .orderBy(reports.createTime, reports.id);
}

export const REPORT_TYPE_OF = {
  post: REPORT_TARGET_TYPE.post,
  comment: REPORT_TARGET_TYPE.comment,
  reply: REPORT_TARGET_TYPE.reply,
} as const;

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  COMMENT_STATUS,
  COMMENT_TYPE,
  FESTIVAL_MODULE_KIND,
  ITEM_STATUS,
  ITEM_TYPE,
  USER_ROLE,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  activities,
  comments,
  festivalFineComments,
  festivalFooters,
  festivalModules,
  items,
  thumbs,
  users,
} from '../../db/schema';
import { notBlockedBy } from '../social/black.repository';

export type FestivalRow = typeof activities.$inferSelect;
export type ModuleRow = typeof festivalModules.$inferSelect;

/** The festival activity `id` in any publish state; undefined for another kind. */
export async function findFestival(db: Db, id: number): Promise<FestivalRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.kind, ACTIVITY_KIND.festival)))
    .limit(1);
  return row;
}

/** Whether `userId` is staff (moderator or admin), read now: a demoted one loses it at once. */
export async function isStaff(db: Db, userId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.role === USER_ROLE.admin || row?.role === USER_ROLE.moderator;
}

export function modulesOf(db: Db, activeId: number): Promise<ModuleRow[]> {
  return db
    .select()
    .from(festivalModules)
    .where(eq(festivalModules.activeId, activeId))
    .orderBy(asc(festivalModules.sort), asc(festivalModules.id));
}

export async function footerOf(db: Db, activeId: number) {
  const [row] = await db
    .select()
    .from(festivalFooters)
    .where(eq(festivalFooters.activeId, activeId))
    .limit(1);
  return row;
}

/** The published vote post `id` (title), or undefined. */
export async function findVotePost(db: Db, id: number) {
  const [row] = await db
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(
      and(
        eq(items.id, id),
        eq(items.itemStatus, ITEM_STATUS.published),
        eq(items.itemType, ITEM_TYPE.vote),
      ),
    )
    .limit(1);
  return row;
}

/** Which of `ids` are published posts, in the order of `ids`. */
export async function publishedItemIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, ids), eq(items.itemStatus, ITEM_STATUS.published)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/** The people of a featured-members module, in the order of `ids` (missing ones dropped). */
export async function membersInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
      levelName: users.levelName,
      xUp: users.xUp,
      userSign: users.userSign,
      fanCount: users.fanCount,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Visible comments on the wall (the count the page shows, equal to the rows). */
export async function wallCount(db: Db, activeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.type, COMMENT_TYPE.festival),
        eq(comments.typeId, activeId),
        eq(comments.status, COMMENT_STATUS.visible),
      ),
    );
  return row?.n ?? 0;
}

/** Which of `commentIds` are 精选. */
export async function fineOf(db: Db, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: festivalFineComments.commentId })
    .from(festivalFineComments)
    .where(inArray(festivalFineComments.commentId, commentIds));
  return new Set(rows.map((r) => r.id));
}

/**
 * A page of the wall's 精选 comments, latest marked first, as `viewerId` sees them: only
 * visible ones, not by people the viewer blocked. Replies come from reply/list.
 */
export async function finePage(
  db: Db,
  activeId: number,
  viewerId: number,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(festivalFineComments.activeId, activeId),
    eq(comments.status, COMMENT_STATUS.visible),
    notBlockedBy(viewerId || null, comments.userId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(festivalFineComments)
    .innerJoin(comments, eq(comments.id, festivalFineComments.commentId))
    .where(where);
  const rows = await db
    .select({
      id: comments.id,
      type: comments.type,
      typeId: comments.typeId,
      content: comments.content,
      status: comments.status,
      replyCount: comments.replyCount,
      thumbCount: comments.thumbCount,
      createTime: comments.createTime,
      userId: users.id,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
      levelName: users.levelName,
      xUp: users.xUp,
      thumbed: viewerId
        ? sql<boolean>`exists (select 1 from ${thumbs} where ${thumbs.userId} = ${viewerId}
            and ${thumbs.type} = ${COMMENT_TYPE.comment} and ${thumbs.typeId} = ${comments.id})`
        : sql<boolean>`false`,
    })
    .from(festivalFineComments)
    .innerJoin(comments, eq(comments.id, festivalFineComments.commentId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(festivalFineComments.markedAt), desc(festivalFineComments.commentId))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

/** The featured members of every members module of the festival (distinct). */
export async function featuredMemberIds(db: Db, activeId: number): Promise<number[]> {
  const rows = await db
    .select({ config: festivalModules.config })
    .from(festivalModules)
    .where(
      and(
        eq(festivalModules.activeId, activeId),
        eq(festivalModules.kind, FESTIVAL_MODULE_KIND.members),
      ),
    );
  const ids = rows.flatMap((r) => (r.config.kind === 'members' ? r.config.user_ids : []));
  return [...new Set(ids)];
}

/** The vote posts of the festival's vote modules. */
export async function festivalVoteItemIds(db: Db, activeId: number): Promise<number[]> {
  const rows = await db
    .select({ config: festivalModules.config })
    .from(festivalModules)
    .where(
      and(
        eq(festivalModules.activeId, activeId),
        eq(festivalModules.kind, FESTIVAL_MODULE_KIND.vote),
      ),
    );
  return rows.flatMap((r) => (r.config.kind === 'vote' ? [r.config.item_id] : []));
}

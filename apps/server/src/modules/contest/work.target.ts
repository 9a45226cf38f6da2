import { eq, sql } from 'drizzle-orm';
import { COMMENT_TARGET_TYPE, COMMENT_TYPE, MSG, WORK_REVIEW } from '@xinke/shared';
import { activityWorks } from '../../db/schema';
import { registerContentTarget } from '../comment/targets/content-target';

/*
 * A contest work (comment type 9, Xinke's extension; target type 13, SPEC §9's
 * desktop-build contest). Only an approved work takes comments and likes; its entrant hears
 * of them and their blacklist applies (the registry does both). Not collected (SPEC §9 has no
 * collect source for it), no electricity: earnings are for posts.
 */
const counters = {
  thumbCount: activityWorks.thumbCount,
  commentCount: activityWorks.commentCount,
  collectCount: sql<number>`0`,
};
const none = { thumbCount: 0, commentCount: 0, collectCount: 0 };

registerContentTarget({
  commentType: COMMENT_TYPE.contestWork,
  messageTarget: COMMENT_TARGET_TYPE.desktopBuildContest,
  noun: '作品',
  notFound: MSG.contestWorkNotFound,
  async find(db, id) {
    const [row] = await db
      .select({
        id: activityWorks.id,
        userId: activityWorks.userId,
        name: activityWorks.name,
        reviewStatus: activityWorks.reviewStatus,
      })
      .from(activityWorks)
      .where(eq(activityWorks.id, id))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      ownerId: row.userId,
      title: row.name,
      published: row.reviewStatus === WORK_REVIEW.approved,
      commentsOpen: true,
    };
  },
  async counts(db, id) {
    const [row] = await db.select(counters).from(activityWorks).where(eq(activityWorks.id, id));
    return row ?? none;
  },
  async bump(tx, id, delta) {
    const [row] = await tx
      .update(activityWorks)
      .set({
        thumbCount: sql`${activityWorks.thumbCount} + ${delta.thumb ?? 0}::int`,
        commentCount: sql`${activityWorks.commentCount} + ${delta.comment ?? 0}::int`,
      })
      .where(eq(activityWorks.id, id))
      .returning(counters);
    return row ?? none;
  },
});

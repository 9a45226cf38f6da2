import { and, count, eq } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  MSG,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities, comments, thumbs } from '../../db/schema';
import { registerContentTarget } from '../comment/targets/content-target';

/*
 * A festival page's comment wall (comment type 10, Xinke's extension; message target type
 * 14). The activity is the target: it takes comments while published (staff see the
 * wall of a draft they preview, as a post's author sees their draft). The organiser — the
 * staff member who created the activity — hears of comments, and their blacklist applies,
 * as a post's author. No counters are stored on the activity: both are counted from the
 * rows on each read (docs/counters.md), so nothing can drift.
 */
async function counts(db: Db, id: number) {
  const [c] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.type, COMMENT_TYPE.festival),
        eq(comments.typeId, id),
        eq(comments.status, COMMENT_STATUS.visible),
      ),
    );
  const [t] = await db
    .select({ n: count() })
    .from(thumbs)
    .where(and(eq(thumbs.type, COMMENT_TYPE.festival), eq(thumbs.typeId, id)));
  return { commentCount: c?.n ?? 0, thumbCount: t?.n ?? 0, collectCount: 0 };
}

registerContentTarget({
  commentType: COMMENT_TYPE.festival,
  messageTarget: COMMENT_TARGET_TYPE.festival,
  noun: '节日活动',
  notFound: MSG.festivalNotFound,
  async find(db, id) {
    const [row] = await db
      .select({
        id: activities.id,
        createdBy: activities.createdBy,
        title: activities.title,
        status: activities.status,
      })
      .from(activities)
      .where(and(eq(activities.id, id), eq(activities.kind, ACTIVITY_KIND.festival)))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      ownerId: row.createdBy,
      title: row.title,
      published: row.status === ACTIVITY_PUBLISH.published,
      commentsOpen: true,
    };
  },
  counts,
  // Counted, not stored: the new value is the rows after this transaction's change.
  bump: (tx, id) => counts(tx, id),
});

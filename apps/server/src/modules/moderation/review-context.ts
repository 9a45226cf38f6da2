import type { StaffActor } from '../admin/audit-log';

/** Who decides and when: every decision stamps the row with it (docs/admin-review.md). */
export interface ReviewContext {
  actor: StaffActor;
  now: Date;
}

/** The decision columns (review_user_id, review_time, review_reason) of a decided row. */
export const reviewStamp = (ctx: ReviewContext, reason: string) => ({
  reviewUserId: ctx.actor.id,
  reviewTime: ctx.now,
  reviewReason: reason,
});

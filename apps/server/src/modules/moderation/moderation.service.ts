import {
  ITEM_STATUS,
  MODERATION_MODE,
  MSG,
  REVIEW_ACTION,
  STAFF_ACTION,
  canTransition,
  type ModerationModeValue,
  type ReviewActorValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { lockItem } from '../item/item.repository';
import { decideItem } from './item-decision';
import { findSensitiveWord } from './sensitive-words';
import { assertNotRemoved } from '../admin/community/item-removal';

/** Refuses a status change the shared table (constants/moderation.ts) does not allow. */
export function assertTransition(actor: ReviewActorValue, from: number, to: number): void {
  if (!canTransition(actor, from, to)) throw AppError.conflict(MSG.statusTransitionRefused);
}

/**
 * Where an author's submission lands: 审核中 in pre mode or when the text holds a
 * sensitive word (even in post mode), else 已发布 at once. `word` is the word hit ('' for
 * none), kept on the item as the queue's reason (items.review_word).
 */
export async function submissionStatus(
  db: Db,
  mode: ModerationModeValue,
  text: string,
): Promise<{ status: number; word: string }> {
  const word = (await findSensitiveWord(db, text)) ?? '';
  if (mode === MODERATION_MODE.pre || word !== '') return { status: ITEM_STATUS.reviewing, word };
  return { status: ITEM_STATUS.published, word };
}

import { assertModerator } from './assert-moderator';

export { assertModerator };

export interface ReviewInput {
  action: string;
  reason: string;
}

/**
 * POST /web/item/review/:id: a moderator or admin publishes or rejects (item-decision.ts);
 * the author's system message, the decision on the row and the audit row are written in the
 * same transaction as the move.
 */
export async function reviewItem(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  itemId: number,
  input: ReviewInput,
) {
  await assertModerator(db, actor.id, MSG.reviewForbidden);
  const publish = input.action === REVIEW_ACTION.publish;
  if (!publish && input.reason === '') throw AppError.badRequest(MSG.rejectReasonRequired);
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    if (!item) throw AppError.notFound(MSG.itemNotFound);
    // A post staff deleted comes back through 恢复 only (docs/admin-community.md).
    await assertNotRemoved(tx, item.id);
    const ctx = { actor, now: new Date(clock()) };
    const result = await decideItem(tx, ctx, item, publish, input.reason);
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.itemReview,
      target: `item:${item.id}`,
      before: { item_status: result.before },
      after: { item_status: result.after },
      reason: input.reason,
      details: { decision: input.action, title: item.title, reports: result.reports },
    });
    return { id: item.id, item_status: result.after, reject_reason: publish ? '' : input.reason };
  });
}

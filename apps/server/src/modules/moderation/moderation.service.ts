import { eq } from 'drizzle-orm';
import {
  COMMENT_TARGET_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MODERATION_MODE,
  MSG,
  REVIEW_ACTION,
  USER_ROLE,
  canTransition,
  type ModerationModeValue,
  type ReviewActorValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { syncItemCounters } from '../item/item-counters';
import { onItemStatus } from '../growth/earnings';
import { lockItem, updateItem } from '../item/item.repository';
import { writeMessage } from '../message/message.writer';
import { findSensitiveWord } from './sensitive-words';

/** Refuses a status change the shared table (constants/moderation.ts) does not allow. */
export function assertTransition(actor: ReviewActorValue, from: number, to: number): void {
  if (!canTransition(actor, from, to)) throw AppError.conflict(MSG.statusTransitionRefused);
}

/**
 * Where an author's submission lands: 审核中 in pre mode or when the text holds a
 * sensitive word (even in post mode), else 已发布 at once.
 */
export async function submissionStatus(
  db: Db,
  mode: ModerationModeValue,
  text: string,
): Promise<number> {
  if (mode === MODERATION_MODE.pre) return ITEM_STATUS.reviewing;
  return (await findSensitiveWord(db, text)) === null
    ? ITEM_STATUS.published
    : ITEM_STATUS.reviewing;
}

async function isModerator(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.role === USER_ROLE.moderator || row?.role === USER_ROLE.admin;
}

/**
 * The one role check of the moderation API (users.role moderator or admin), read from the
 * database on every call so a demoted moderator loses access at once. 403 otherwise.
 */
export async function assertModerator(
  db: Db,
  userId: number,
  msg: string = MSG.moderatorOnly,
): Promise<void> {
  if (!(await isModerator(db, userId))) throw AppError.forbidden(msg);
}

export interface ReviewInput {
  action: string;
  reason: string;
}

/**
 * POST /web/item/review/:id: a moderator or admin publishes or rejects; the author gets a
 * system message (category 4) in the same transaction as the decision.
 */
export async function reviewItem(
  db: Db,
  clock: Clock,
  reviewerId: number,
  itemId: number,
  input: ReviewInput,
) {
  await assertModerator(db, reviewerId, MSG.reviewForbidden);
  const isPublish = input.action === REVIEW_ACTION.publish;
  if (!isPublish && input.reason === '') throw AppError.badRequest(MSG.rejectReasonRequired);
  const to = isPublish ? ITEM_STATUS.published : ITEM_STATUS.rejected;
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    if (!item) throw AppError.notFound(MSG.itemNotFound);
    assertTransition('moderator', item.itemStatus, to);
    const now = new Date(clock());
    const rejectReason = isPublish ? '' : input.reason;
    await updateItem(tx, item.id, {
      itemStatus: to,
      rejectReason,
      ...(isPublish && !item.publishTime ? { publishTime: now } : {}),
    });
    await syncItemCounters(tx, item, { ...item, itemStatus: to });
    await onItemStatus(tx, item, { ...item, itemStatus: to }, now.getTime());
    await writeMessage(tx, {
      userId: item.userId,
      category: MESSAGE_CATEGORY.system,
      fromUserId: null,
      targetType: COMMENT_TARGET_TYPE.post,
      targetId: item.id,
      title: isPublish ? '帖子审核通过' : '帖子未通过审核',
      content: isPublish
        ? `你的帖子《${item.title}》已通过审核并发布。`
        : `你的帖子《${item.title}》未通过审核，原因：${input.reason}。修改后可重新提交。`,
    });
    return { id: item.id, item_status: to, reject_reason: rejectReason };
  });
}

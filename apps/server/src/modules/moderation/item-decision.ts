import {
  COMMENT_TARGET_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
  canTransition,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onItemStatus } from '../growth/earnings';
import { syncItemCounters } from '../item/item-counters';
import { updateItem, type ItemRow } from '../item/item.repository';
import { writeMessage } from '../message/message.writer';
import { closeReportsOn, type ReportedThing } from './report-closing';
import { reviewStamp, type ReviewContext } from './review-context';

export interface ItemDecisionResult {
  before: number;
  after: number;
  /** Reports closed with the decision. */
  reports: number[];
}

const reported = (item: ItemRow): ReportedThing => ({
  what: '帖子',
  excerpt: item.title,
  itemId: item.id,
  targetType: COMMENT_TARGET_TYPE.post,
});

/**
 * A moderator publishes (→ 已发布 2) or rejects (→ 未通过 3) a post locked by the caller's
 * transaction: the status table (constants/moderation.ts), the counters and earnings of
 * the move, the decision stamped on the row, the author's system message, and — on a
 * reject — its open reports resolved with their reporters told.
 */
export async function decideItem(
  tx: Db,
  ctx: ReviewContext,
  item: ItemRow,
  publish: boolean,
  reason: string,
): Promise<ItemDecisionResult> {
  const to = publish ? ITEM_STATUS.published : ITEM_STATUS.rejected;
  if (!canTransition('moderator', item.itemStatus, to))
    throw AppError.conflict(MSG.statusTransitionRefused);
  await updateItem(tx, item.id, {
    itemStatus: to,
    rejectReason: publish ? '' : reason,
    ...(publish && !item.publishTime ? { publishTime: ctx.now } : {}),
    ...reviewStamp(ctx, reason),
  });
  await syncItemCounters(tx, item, { ...item, itemStatus: to });
  await onItemStatus(tx, item, { ...item, itemStatus: to }, ctx.now.getTime());
  await writeMessage(tx, {
    userId: item.userId,
    category: MESSAGE_CATEGORY.system,
    fromUserId: null,
    targetType: COMMENT_TARGET_TYPE.post,
    targetId: item.id,
    title: publish ? '帖子审核通过' : '帖子未通过审核',
    content: publish
      ? `你的帖子《${item.title}》已通过审核并发布。`
      : `你的帖子《${item.title}》未通过审核，原因：${reason}。修改后可重新提交。`,
  });
  const reports = publish
    ? []
    : await closeReportsOn(
        tx,
        ctx,
        { type: REPORT_TARGET_TYPE.post, id: item.id },
        REPORT_STATUS.handled,
        reason,
        reported(item),
      );
  return { before: item.itemStatus, after: to, reports };
}

/**
 * A reported, published post the moderator keeps: its open reports are dismissed (the
 * reporters told), the post is stamped as reviewed, and nothing else changes.
 */
export async function keepReportedItem(
  tx: Db,
  ctx: ReviewContext,
  item: ItemRow,
  reason: string,
): Promise<number[]> {
  await updateItem(tx, item.id, reviewStamp(ctx, reason));
  return closeReportsOn(
    tx,
    ctx,
    { type: REPORT_TARGET_TYPE.post, id: item.id },
    REPORT_STATUS.dismissed,
    reason,
    reported(item),
  );
}

import { COMMENT_TARGET_TYPE, MESSAGE_CATEGORY } from '@xinke/shared';
import type { Db } from '../../db/client';
import { writeMessage } from '../message/message.writer';

/**
 * Tells a proposer how the spec's creator decided on their challenge or design (a system
 * message, which cannot be switched off), in the transaction that records the decision.
 */
export async function noticeReview(
  tx: Db,
  to: number,
  what: '挑战' | '设计稿',
  spec: { id: number; title: string },
  reason: string | null,
): Promise<void> {
  const verdict = reason === null ? '已通过' : '未通过';
  await writeMessage(tx, {
    userId: to,
    category: MESSAGE_CATEGORY.system,
    fromUserId: null,
    targetType: COMMENT_TARGET_TYPE.spec,
    targetId: spec.id,
    title: `${what}${verdict}`,
    content:
      reason === null
        ? `你在规格书《${spec.title}》提交的${what}已通过创作者审核。`
        : `你在规格书《${spec.title}》提交的${what}被驳回，原因：${reason}`,
  });
}

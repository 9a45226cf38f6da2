import { and, eq } from 'drizzle-orm';
import { MESSAGE_CATEGORY, REPORT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { writeMessage } from '../message/message.writer';
import { reviewStamp, type ReviewContext } from './review-context';

/** What the reporters are told the report was about. */
export interface ReportedThing {
  what: '帖子' | '评论' | '回复';
  excerpt: string;
  /** The post it belongs to (the message links there); null when none. */
  itemId: number | null;
  targetType: number;
}

const short = (text: string) =>
  [...text].length > 30 ? `${[...text].slice(0, 30).join('')}…` : text;

/**
 * Closes every open report on one thing with a decision (resolve when the content was
 * removed, dismiss when it stays), stamps each with who decided, and tells each reporter
 * the outcome in a system message (never the author's name or the moderator's). Returns
 * the closed reports' ids, for the decision's audit row.
 */
export async function closeReportsOn(
  tx: Db,
  ctx: ReviewContext,
  target: { type: number; id: number },
  status: typeof REPORT_STATUS.handled | typeof REPORT_STATUS.dismissed,
  reason: string,
  about: ReportedThing,
): Promise<number[]> {
  const closed = await tx
    .update(reports)
    .set({ status, ...reviewStamp(ctx, reason) })
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, REPORT_STATUS.open),
      ),
    )
    .returning({ id: reports.id, userId: reports.userId });
  const quoted = `你举报的${about.what}「${short(about.excerpt)}」`;
  for (const reporter of new Set(closed.map((r) => r.userId))) {
    await writeMessage(tx, {
      userId: reporter,
      category: MESSAGE_CATEGORY.system,
      fromUserId: null,
      targetType: about.itemId === null ? 0 : about.targetType,
      targetId: about.itemId ?? 0,
      title: '举报处理结果',
      content:
        status === REPORT_STATUS.handled
          ? `${quoted}已被处理，感谢你帮助维护社区。`
          : `${quoted}经审核未发现违规，感谢你的反馈。`,
    });
  }
  return closed.map((r) => r.id);
}

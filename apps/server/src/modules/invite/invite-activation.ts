import { and, count, eq, isNull } from 'drizzle-orm';
import { INVITE_RULES, maskNickname } from '@xinke/shared';
import type { Db } from '../../db/client';
import { invitations, signIns, users } from '../../db/schema';
import { payInviteReward } from './invite-rewards';
import { isInWindow, inviteWindow } from './invite-window';
import { settingsOf } from './invite.repository';
import { findPublished, stagesOf } from '../activity/activity.repository';

/** What just happened to a member that may make them 活跃 (docs/invitations.md). */
export type InviteeActivity = 'sign_in' | 'post_published';

/**
 * Called in the transaction of a daily sign-in and of a post going out (published after
 * review): when the member is an invitee not yet active, and is now active — signed in on
 * INVITE_RULES.activeSignInDays China days, or has a post that passed review — inside the
 * activity's window, records the activation and pays the inviter.
 *
 * Exactly once: the activation is a conditional update (`… where activated_at is null`). Two
 * racing events both reach it; PostgreSQL makes the second wait for the first's row lock and
 * re-check the condition, so only one gets the row back and only that one pays. A member who
 * was never invited costs one index probe.
 */
export async function onInviteeActivity(
  tx: Db,
  inviteeId: number,
  what: InviteeActivity,
  now: number,
): Promise<boolean> {
  const [open] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.inviteeId, inviteeId),
        isNull(invitations.activatedAt),
        isNull(invitations.voidedAt),
      ),
    )
    .limit(1);
  if (!open) return false;
  if (what === 'sign_in') {
    const [days] = await tx
      .select({ n: count() })
      .from(signIns)
      .where(eq(signIns.userId, inviteeId));
    if ((days?.n ?? 0) < INVITE_RULES.activeSignInDays) return false;
  }
  const activity = await findPublished(tx, open.activeId);
  if (!activity) return false;
  const stages = (await stagesOf(tx, [activity.id])).get(activity.id) ?? [];
  if (!isInWindow(inviteWindow(activity, stages), now)) return false;
  const settings = await settingsOf(tx, activity.id);
  const amount = open.rewardable ? settings.inviterActiveEle : 0;
  const [claimed] = await tx
    .update(invitations)
    .set({ activatedAt: new Date(now), inviterActiveEle: amount })
    .where(
      and(
        eq(invitations.id, open.id),
        isNull(invitations.activatedAt),
        isNull(invitations.voidedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (!claimed) return false;
  const [invitee] = await tx
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, inviteeId));
  await payInviteReward(tx, {
    invitationId: open.id,
    activeId: activity.id,
    userId: open.inviterId,
    amount,
    step: 'active',
    now,
    title: `邀请奖励到账 +${amount} 电量`,
    content: `你邀请的好友 ${maskNickname(invitee?.nickname ?? '')} 已成为「${activity.title}」的活跃用户。`,
  });
  return true;
}

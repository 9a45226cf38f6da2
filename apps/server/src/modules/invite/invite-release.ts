import { eq } from 'drizzle-orm';
import { INVITE_FLAG, INVITE_SUSPICIOUS_FLAGS, MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities, invitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockMember } from '../growth/ledger';
import { payInviteReward } from './invite-rewards';
import { rewardedCounts, settingsOf, type InvitationRow } from './invite.repository';

async function nicknameOf(tx: Db, userId: number): Promise<string> {
  const [row] = await tx
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return row?.nickname ?? '';
}

/**
 * Releases a flagged invitation after staff checked it (docs/invitations.md "Releasing"):
 * only a suspicious flag (same IP, 连号) can be released — a dorm that shares one address —
 * never `over_cap` (the cap is the activity's budget), and only while the inviter is still
 * under the caps on the receive day and in total, as a fresh invitation would be. The steps
 * that already happened are paid now at the current settings (register and the friend's
 * reward; the activation when the friend is already active), each into the ledger with its
 * message, once: the row was not rewardable, so no step of it was ever paid. The flags stay
 * as the record of what was seen; `rewardable` now says it pays and counts on the board.
 *
 * Runs in the caller's transaction, under the inviter's row lock (lockMember) taken before
 * the caps are counted. Answers the row as it was.
 */
export async function releaseInvitation(tx: Db, id: number, now: number): Promise<InvitationRow> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row) throw AppError.notFound(MSG.invitationNotFound);
  if (row.voidedAt) throw AppError.conflict(MSG.inviteAlreadyVoided);
  if (row.flags.length === 0) throw AppError.conflict(MSG.inviteNotFlagged);
  if (row.rewardable) throw AppError.conflict(MSG.inviteAlreadyReleased);
  if (row.flags.includes(INVITE_FLAG.overCap)) throw AppError.conflict(MSG.inviteReleaseOverCap);
  if (!row.flags.some((f) => (INVITE_SUSPICIOUS_FLAGS as readonly string[]).includes(f)))
    throw AppError.conflict(MSG.inviteNotFlagged);

  // The inviter's caps, counted under their row lock as binding does (invitationFlags).
  await lockMember(tx, row.inviterId);
  const settings = await settingsOf(tx, row.activeId);
  const counts = await rewardedCounts(tx, row.activeId, row.inviterId, row.receiveDay);
  if (counts.today >= settings.dailyCap || counts.total >= settings.totalCap)
    throw AppError.conflict(MSG.inviteReleaseCapReached);

  const paid = {
    inviterRegisterEle: settings.inviterRegisterEle,
    inviteeEle: settings.inviteeEle,
    inviterActiveEle: row.activatedAt ? settings.inviterActiveEle : 0,
  };
  await tx
    .update(invitations)
    .set({ rewardable: true, ...paid })
    .where(eq(invitations.id, id));

  const [activity] = await tx
    .select({ title: activities.title })
    .from(activities)
    .where(eq(activities.id, row.activeId));
  const title = activity?.title ?? '';
  const friend = await nicknameOf(tx, row.inviteeId);
  const inviterName = await nicknameOf(tx, row.inviterId);
  const base = { invitationId: id, activeId: row.activeId, now };
  await payInviteReward(tx, {
    ...base,
    userId: row.inviterId,
    amount: paid.inviterRegisterEle,
    step: 'register',
    title: `邀请奖励到账 +${paid.inviterRegisterEle} 电量`,
    content: `你在「${title}」中邀请的好友 ${friend} 已通过核实，邀请奖励已补发。`,
  });
  await payInviteReward(tx, {
    ...base,
    userId: row.inviterId,
    amount: paid.inviterActiveEle,
    step: 'active',
    title: `邀请奖励到账 +${paid.inviterActiveEle} 电量`,
    content: `你邀请的好友 ${friend} 已是「${title}」的活跃用户，激活奖励已补发。`,
  });
  await payInviteReward(tx, {
    ...base,
    userId: row.inviteeId,
    amount: paid.inviteeEle,
    step: 'invitee',
    title: `新人邀请奖励 +${paid.inviteeEle} 电量`,
    content: `你接受 ${inviterName} 在「${title}」中的邀请已通过核实，新人奖励已补发。`,
  });
  return row;
}

import { ELE_REASON, MESSAGE_CATEGORY } from '@xinke/shared';
import type { Db } from '../../db/client';
import { applyEle, lockMember } from '../growth/ledger';
import { writeMessage } from '../message/message.writer';

/** The steps an invitation pays, each once: its ledger source `invite:<id>:<step>`. */
export type InviteStep = 'register' | 'active' | 'invitee';
export const inviteSource = (invitationId: number, step: InviteStep) =>
  `invite:${invitationId}:${step}`;

export interface InvitePayment {
  invitationId: number;
  activeId: number;
  userId: number;
  amount: number;
  step: InviteStep;
  now: number;
  /** The message-centre note (活动派送) telling the member the reward landed. */
  title: string;
  content: string;
}

/**
 * Pays one step of one invitation into the ledger with its message. The caller has already
 * claimed the step on the invitation row (a conditional update or the insert itself), so
 * this runs at most once per step; amount 0 pays and says nothing.
 */
export async function payInviteReward(tx: Db, p: InvitePayment): Promise<void> {
  if (p.amount <= 0) return;
  await lockMember(tx, p.userId);
  await applyEle(tx, {
    userId: p.userId,
    amount: p.amount,
    reason: ELE_REASON.invite,
    source: inviteSource(p.invitationId, p.step),
    now: p.now,
  });
  await writeMessage(tx, {
    userId: p.userId,
    category: MESSAGE_CATEGORY.activityDispatch,
    fromUserId: null,
    targetType: 0,
    targetId: p.activeId,
    title: p.title,
    content: p.content,
  });
}

/** Takes a paid step back (a staff void): a negative row with the same source. */
export async function revokeInviteReward(
  tx: Db,
  p: { invitationId: number; userId: number; amount: number; step: InviteStep; now: number },
): Promise<void> {
  if (p.amount <= 0) return;
  await lockMember(tx, p.userId);
  await applyEle(tx, {
    userId: p.userId,
    amount: -p.amount,
    reason: ELE_REASON.revoked,
    source: inviteSource(p.invitationId, p.step),
    now: p.now,
  });
}

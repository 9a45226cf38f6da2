import { INVITE_FLAG, type InviteFlagValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  inviteePhones,
  loginIps,
  rewardedCounts,
  type InviteSettingsValues,
} from './invite.repository';

const DAY_MS = 86_400_000;

/**
 * Two mainland numbers that differ only in their last two digits are 连号: bought in a batch.
 * Two such earlier invitees of the same inviter make the third suspicious.
 */
export function phonePatternHit(phone: string, earlier: readonly string[]): boolean {
  if (phone.length !== 11) return false;
  const prefix = phone.slice(0, 9);
  return earlier.filter((p) => p !== phone && p.slice(0, 9) === prefix).length >= 2;
}

export interface FlagInput {
  activeId: number;
  inviterId: number;
  inviteeId: number;
  inviteePhone: string;
  receiveIp: string;
  day: string;
  now: number;
  settings: InviteSettingsValues;
}

/**
 * Why this invitation should pay nobody (docs/invitations.md "Fairness"). Same network as the
 * inviter in the last day is flagged, not refused: families, dorms and offices share an
 * address, so the friend is bound and staff can look — but one person making accounts on
 * their own Wi-Fi earns nothing. The caps make `over_cap`: bound, counted, unpaid.
 * Runs under the inviter's row lock, so racing receives cannot both pass the caps.
 */
export async function invitationFlags(db: Db, f: FlagInput): Promise<InviteFlagValue[]> {
  const flags: InviteFlagValue[] = [];
  const [inviterIps, inviteeIps, phones, counts] = await Promise.all([
    loginIps(db, f.inviterId, f.now - DAY_MS),
    loginIps(db, f.inviteeId, f.now - DAY_MS),
    inviteePhones(db, f.activeId, f.inviterId),
    rewardedCounts(db, f.activeId, f.inviterId, f.day),
  ]);
  if (f.receiveIp) inviteeIps.add(f.receiveIp);
  if ([...inviteeIps].some((ip) => inviterIps.has(ip))) flags.push(INVITE_FLAG.sameIp);
  if (phonePatternHit(f.inviteePhone, phones)) flags.push(INVITE_FLAG.phonePattern);
  if (counts.today >= f.settings.dailyCap || counts.total >= f.settings.totalCap)
    flags.push(INVITE_FLAG.overCap);
  return flags;
}

import { defineEnum } from './define-enum';

/*
 * Invitations (邀请, docs/invitations.md): an activity of type `invite` gives every member a
 * personal code; a NEW account that receives it is bound to the inviter once, ever. Rewards
 * are electricity, paid through the ledger exactly once per invitation and step.
 */

/** Where a member's invite link points: the invite page with `?code=`. */
export const INVITE_PAGE_PATH = '/app/new-version/activity/invite';
export const invitePagePath = (activeId: number, code?: string): string =>
  `${INVITE_PAGE_PATH}/${activeId}${code ? `?code=${encodeURIComponent(code)}` : ''}`;

/** The codes' alphabet: no 0/O/1/I/L, so a code read aloud or typed from a poster survives. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 8 symbols of 31: about 40 bits from the CSPRNG — not guessable by trying. */
export const INVITE_CODE_LENGTH = 8;

export const INVITE_RULES = {
  /** The invitee's account must be younger than this when the code is received. */
  newAccountHours: 24,
  /** How long the landing page keeps a code for the login that follows. */
  landingKeepHours: 24,
  /** Sign-in days (China days) that make an invitee 活跃. */
  activeSignInDays: 2,
  /** The leaderboard's length. */
  leaderboardSize: 10,
  /** How many of my invitees the page lists (newest first). */
  myInviteesShown: 50,
} as const;

/** What staff set per invite activity, and the defaults of an activity with no settings yet. */
export const INVITE_DEFAULTS = {
  inviterRegisterEle: 5,
  inviterActiveEle: 20,
  inviteeEle: 10,
  dailyCap: 10,
  totalCap: 100,
} as const;

export const INVITE_LIMITS = {
  eleMax: 1000,
  capMax: 10_000,
  voidReason: 200,
  codeMax: 32,
} as const;

/** An invitation's state as the inviter sees it. */
export const InviteState = defineEnum({
  registered: { value: 1, label: '已注册' },
  activated: { value: 2, label: '已激活' },
  voided: { value: 3, label: '已作废' },
});
export const INVITE_STATE = InviteState.values;

/**
 * Why an invitation was held back from rewards (invitations.flags). A flagged invitation is
 * bound (the invitee cannot take another code) but pays nobody; staff see it in the console.
 */
export const InviteFlag = defineEnum({
  sameIp: { value: 'same_ip', label: '与邀请人同一 IP' },
  phonePattern: { value: 'phone_pattern', label: '手机号与其他受邀人连号' },
  overCap: { value: 'over_cap', label: '超出邀请人奖励上限' },
});
export const INVITE_FLAG = InviteFlag.values;
export type InviteFlagValue = (typeof INVITE_FLAG)[keyof typeof INVITE_FLAG];
/** Flags that say "maybe not a real friend": such invitations never count on the leaderboard. */
export const INVITE_SUSPICIOUS_FLAGS: readonly InviteFlagValue[] = [
  INVITE_FLAG.sameIp,
  INVITE_FLAG.phonePattern,
];

/** Masks a nickname for public lists: 芯客小王 → 芯**王, 阿明 → 阿*. */
export function maskNickname(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

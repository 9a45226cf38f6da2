import { INVITE_RULES } from '@xinke/shared';

/*
 * The code a visitor landed with (…/activity/invite/:id?code=), kept until they log in —
 * which may be on another page and after a reload (docs/invitations.md). localStorage, not a
 * cookie: the server never reads it; the client sends it once in the receive call.
 */

const KEY = 'xinke-invite';
/** Fired when a code is kept, so a member already logged in receives it at once. */
export const INVITE_KEPT_EVENT = 'xinke:invite-kept';
const KEEP_MS = INVITE_RULES.landingKeepHours * 3_600_000;

export interface PendingInvite {
  code: string;
  activeId: number;
  at: number;
}

export function rememberInvite(code: string, activeId: number, now = Date.now()): void {
  try {
    const value: PendingInvite = { code, activeId, at: now };
    localStorage.setItem(KEY, JSON.stringify(value));
    window.dispatchEvent(new Event(INVITE_KEPT_EVENT));
  } catch {
    // storage off (private mode): the invitee can still open the link again after login
  }
}

/** The stored code, unless it is older than the landing's 24 h or unreadable. */
export function pendingInvite(now = Date.now()): PendingInvite | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingInvite>;
    if (typeof value.code !== 'string' || typeof value.at !== 'number') return forget();
    if (now - value.at > KEEP_MS) return forget();
    return { code: value.code, activeId: Number(value.activeId) || 0, at: value.at };
  } catch {
    return forget();
  }
}

export function forgetInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

function forget(): null {
  forgetInvite();
  return null;
}

import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { ELE_REASON, MSG, SIGNIN_POPUP_URL, signInReward, type SignIn } from '@xinke/shared';
import type { Db } from '../../db/client';
import { signInPopups, signIns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { chinaDay, previousDay } from './china-day';
import { onSignInStreak } from '../medal/medal-triggers';
import { applyEle } from './ledger';
import { onInviteeActivity } from '../invite/invite-activation';
import { eleSource } from './sources';
import { findShownPopup } from '../site-admin/site-content';

/**
 * GET /web/index/user_sign. The insert into sign_ins (primary key user + China day) is the
 * check: of two concurrent sign-ins exactly one inserts, the other finds the row taken and
 * answers 今天已签到 — no read-then-write window. The streak continues only from
 * yesterday's row; a missed day starts again at day 1 (shared SIGN_IN_REWARDS).
 */
export async function signIn(db: Db, clock: Clock, userId: number): Promise<SignIn> {
  const now = clock();
  const day = chinaDay(now);
  return db.transaction(async (tx) => {
    const [yesterday] = await tx
      .select({ streak: signIns.streak })
      .from(signIns)
      .where(and(eq(signIns.userId, userId), eq(signIns.day, previousDay(day))));
    const streak = (yesterday?.streak ?? 0) + 1;
    const amount = signInReward(streak);
    const inserted = await tx
      .insert(signIns)
      .values({ userId, day, streak, amount, createTime: new Date(now) })
      .onConflictDoNothing()
      .returning({ day: signIns.day });
    if (inserted.length === 0) throw AppError.badRequest(MSG.alreadySigned);
    const balance = await applyEle(tx, {
      userId,
      amount,
      reason: ELE_REASON.signIn,
      source: eleSource.signIn(day),
      now,
    });
    const [total] = await tx.select({ n: count() }).from(signIns).where(eq(signIns.userId, userId));
    await onSignInStreak(tx, userId, streak, now);
    // A second sign-in day makes an invitee 活跃 (docs/invitations.md).
    await onInviteeActivity(tx, userId, 'sign_in', now);
    return { sign_flag: 1, last_days: streak, ele: amount, point: balance, total: total?.n ?? 1 };
  });
}

/**
 * User info's sign-in state. sign_flag (SPEC §3): 1 when the member signed in on today's
 * China day. sign_days: the streak as it stands — today's when signed, else yesterday's
 * (the one today's sign-in would continue), else 0 — so the sign-in popup can show which
 * day of the schedule today is before signing.
 */
export async function signState(
  db: Db,
  userId: number,
  now: number,
): Promise<{ signFlag: 0 | 1; signDays: number }> {
  const today = chinaDay(now);
  const rows = await db
    .select({ day: signIns.day, streak: signIns.streak })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), inArray(signIns.day, [today, previousDay(today)])));
  const todayRow = rows.find((r) => r.day === today);
  if (todayRow) return { signFlag: 1, signDays: todayRow.streak };
  return { signFlag: 0, signDays: rows[0]?.streak ?? 0 };
}

/**
 * POST /web/index/sign_popup: whether to show the sign-in popup now, and the popup item it
 * shows (SPEC §2: the popup item with url signin, managed in the console). Never while that
 * item is disabled or deleted, nor once signed in today; otherwise the first ask of the
 * China day claims it — one upsert that writes only when the stored day is another, so two
 * tabs asking at once get exactly one 1.
 */
export async function claimSignInPopup(
  db: Db,
  clock: Clock,
  userId: number,
): Promise<{ show: 0 | 1; popup: Awaited<ReturnType<typeof findShownPopup>> }> {
  const popup = await findShownPopup(db, SIGNIN_POPUP_URL);
  if (!popup) return { show: 0, popup: null };
  const day = chinaDay(clock());
  const [signed] = await db
    .select({ day: signIns.day })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), eq(signIns.day, day)));
  if (signed) return { show: 0, popup: null };
  const claimed = await db
    .insert(signInPopups)
    .values({ userId, day })
    .onConflictDoUpdate({
      target: signInPopups.userId,
      set: { day: sql`excluded.day` },
      setWhere: ne(signInPopups.day, day),
    })
    .returning({ userId: signInPopups.userId });
  return claimed.length > 0 ? { show: 1, popup } : { show: 0, popup: null };
}

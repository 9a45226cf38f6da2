import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { INVITE_DEFAULTS, INVITE_RULES, INVITE_SUSPICIOUS_FLAGS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { invitations, inviteSettings, loginHistory, users } from '../../db/schema';

const SUSPICIOUS = sql`array[${sql.join(
  INVITE_SUSPICIOUS_FLAGS.map((f) => sql`${f}`),
  sql`, `,
)}]::text[]`;

export type InvitationRow = typeof invitations.$inferSelect;

export interface InviteSettingsValues {
  inviterRegisterEle: number;
  inviterActiveEle: number;
  inviteeEle: number;
  dailyCap: number;
  totalCap: number;
  saved: boolean;
}

/** The activity's settings, or the defaults while staff have saved none. */
export async function settingsOf(db: Db, activeId: number): Promise<InviteSettingsValues> {
  const [row] = await db
    .select()
    .from(inviteSettings)
    .where(eq(inviteSettings.activeId, activeId))
    .limit(1);
  if (!row) return { ...INVITE_DEFAULTS, saved: false };
  return {
    inviterRegisterEle: row.inviterRegisterEle,
    inviterActiveEle: row.inviterActiveEle,
    inviteeEle: row.inviteeEle,
    dailyCap: row.dailyCap,
    totalCap: row.totalCap,
    saved: true,
  };
}

export async function invitationOfInvitee(
  db: Db,
  inviteeId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.inviteeId, inviteeId))
    .limit(1);
  return row;
}

/** The inviter's rewardable invitations in the activity: all of them, and on `day`. */
export async function rewardedCounts(
  db: Db,
  activeId: number,
  inviterId: number,
  day: string,
): Promise<{ total: number; today: number }> {
  const [row] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${invitations.receiveDay} = ${day})`.mapWith(
        Number,
      ),
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.activeId, activeId),
        eq(invitations.inviterId, inviterId),
        eq(invitations.rewardable, true),
      ),
    );
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
}

/** IPs a member logged in from since `sinceMs` (login_history, written with every session). */
export async function loginIps(db: Db, userId: number, sinceMs: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ ip: loginHistory.ip })
    .from(loginHistory)
    .where(and(eq(loginHistory.userId, userId), gte(loginHistory.createTime, new Date(sinceMs))));
  return new Set(rows.map((r) => r.ip).filter((ip) => ip !== ''));
}

/** Phones of the inviter's earlier invitees in the activity (for the 连号 flag). */
export async function inviteePhones(db: Db, activeId: number, inviterId: number) {
  const rows = await db
    .select({ phone: users.phone })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeId))
    .where(and(eq(invitations.activeId, activeId), eq(invitations.inviterId, inviterId)));
  return rows.map((r) => r.phone ?? '').filter((p) => p !== '');
}

/** A member's invitees in the activity, newest first, with the invitee's public face. */
export async function myInvitees(db: Db, activeId: number, inviterId: number) {
  return db
    .select({ i: invitations, nickname: users.nickname, imageUrl: users.imageUrl })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeId))
    .where(and(eq(invitations.activeId, activeId), eq(invitations.inviterId, inviterId)))
    .orderBy(desc(invitations.id))
    .limit(INVITE_RULES.myInviteesShown);
}

export async function myTotals(db: Db, activeId: number, inviterId: number) {
  const [row] = await db
    .select({
      invited: count(),
      activated:
        sql<number>`count(*) filter (where ${invitations.activatedAt} is not null and ${invitations.voidedAt} is null)`.mapWith(
          Number,
        ),
      ele: sql<number>`coalesce(sum(${invitations.inviterRegisterEle} + ${invitations.inviterActiveEle}) filter (where ${invitations.voidedAt} is null), 0)`.mapWith(
        Number,
      ),
    })
    .from(invitations)
    .where(and(eq(invitations.activeId, activeId), eq(invitations.inviterId, inviterId)));
  return { invited: row?.invited ?? 0, activated: row?.activated ?? 0, ele: row?.ele ?? 0 };
}

/**
 * Top inviters by activated invitees: not voided, not suspicious (INVITE_SUSPICIOUS_FLAGS)
 * unless released;
 * an invitation over the inviter's cap still counts — it is a real friend, only unpaid. Ties
 * go to who reached the count earlier (the later of their counted activations), then the
 * older account.
 */
export async function leaderboard(db: Db, activeId: number) {
  const last = sql<Date>`max(${invitations.activatedAt})`;
  const n = count();
  return db
    .select({
      userId: invitations.inviterId,
      activated: n,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(
      and(
        eq(invitations.activeId, activeId),
        isNotNull(invitations.activatedAt),
        isNull(invitations.voidedAt),
        // A suspicious invitation counts once staff released it (rewardable again).
        sql`(${invitations.rewardable} or not (${invitations.flags} && ${SUSPICIOUS}))`,
      ),
    )
    .groupBy(invitations.inviterId, users.nickname, users.imageUrl)
    .orderBy(desc(n), sql`${last} asc`, invitations.inviterId)
    .limit(INVITE_RULES.leaderboardSize);
}

import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrLogins, userIdentities } from '../../db/schema';

export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'consumed' | 'cancelled';

export async function insertQrLogin(db: Db, row: typeof qrLogins.$inferInsert): Promise<void> {
  await db.insert(qrLogins).values(row);
}

export async function findQrLogin(db: Db, ticketHash: string) {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.ticketHash, ticketHash));
  return row;
}

/**
 * Moves a live ticket from one of `from` to `to`, only if nobody else holds it (no user
 * yet, or `userId` itself). One UPDATE, so two phones racing cannot both win.
 */
export async function moveQrLogin(
  db: Db,
  ticketHash: string,
  from: QrState[],
  to: QrState,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(qrLogins)
    .set({ status: to, userId })
    .where(
      and(
        eq(qrLogins.ticketHash, ticketHash),
        inArray(qrLogins.status, from),
        gt(qrLogins.expireTime, now),
        or(isNull(qrLogins.userId), eq(qrLogins.userId, userId)),
      ),
    )
    .returning({ ticketHash: qrLogins.ticketHash });
  return rows.length === 1;
}

/** confirmed → consumed; returns the user to log in, or undefined if already consumed. */
export async function consumeQrLogin(db: Db, ticketHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(qrLogins)
    .set({ status: 'consumed' })
    .where(and(eq(qrLogins.ticketHash, ticketHash), eq(qrLogins.status, 'confirmed')))
    .returning({ userId: qrLogins.userId });
  return row?.userId ?? undefined;
}

export async function findIdentityUser(
  db: Db,
  provider: string,
  openid: string,
  unionid: string | null,
): Promise<number | undefined> {
  const match = unionid
    ? or(eq(userIdentities.openid, openid), eq(userIdentities.unionid, unionid))
    : eq(userIdentities.openid, openid);
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), match))
    .limit(1);
  return row?.userId;
}

export async function insertIdentity(
  db: Db,
  row: typeof userIdentities.$inferInsert,
): Promise<void> {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}

export async function hasIdentity(db: Db, userId: number, provider: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return Boolean(row);
}

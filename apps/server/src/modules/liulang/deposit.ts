import { and, eq } from 'drizzle-orm';
import { LIULANG_DEPOSIT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { liulangDeposits } from '../../db/schema';
import type { DepositRow } from './liulang.repository';

/**
 * THE seam to the payment module (docs/liulang.md "Payments"): the payment's `onPaid` hook
 * for the kind `liulang_deposit` calls this with the deposit id once the money has arrived.
 * Idempotent — a repeated notification changes nothing — and it accepts a late payment (the
 * money has moved; the member keeps the place unless staff already gave it away, and staff
 * refund it otherwise). Returns the deposit, or null for an unknown id.
 */
export async function markDepositPaid(
  db: Db,
  depositId: number,
  now: number,
): Promise<DepositRow | null> {
  const [updated] = await db
    .update(liulangDeposits)
    .set({ status: LIULANG_DEPOSIT_STATUS.paid, paidAt: new Date(now) })
    .where(
      and(
        eq(liulangDeposits.id, depositId),
        eq(liulangDeposits.status, LIULANG_DEPOSIT_STATUS.pending),
      ),
    )
    .returning();
  if (updated) return updated;
  const [row] = await db.select().from(liulangDeposits).where(eq(liulangDeposits.id, depositId));
  return row ?? null;
}

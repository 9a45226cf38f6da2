import { eq, sql } from 'drizzle-orm';
import { MSG, STAFF_ACTION, USER_ROLE, type UserRoleValue } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from './audit-log';
import { assertAdmin } from './staff-guard';

/**
 * Changes a member's role (docs/admin-users.md): the console's admins, and the command line
 * with `actor` null (`npm run xinke -- admin grant|revoke`). The site always keeps one
 * admin: demoting the last one is a 409, also when two admins demote each other at once —
 * every role change locks the admins' rows first, so the second waits and then counts
 * what the first left. Recorded in the audit log with the role before → after.
 */
export async function setUserRole(
  db: Db,
  actor: StaffActor | null,
  userId: number,
  role: UserRoleValue,
  reason: string,
  /** The command line records its own action (命令行设置角色); the console user.role. */
  action: typeof STAFF_ACTION.userRole | typeof STAFF_ACTION.userRoleCli = STAFF_ACTION.userRole,
): Promise<{ before: string; after: UserRoleValue }> {
  if (actor) await assertAdmin(db, actor.id);
  return db.transaction(async (tx) => {
    // Locked in id order by every role change, so two of them cannot deadlock.
    const admins = await selectRows<{ id: number }>(
      tx,
      sql`select id from users where role = ${USER_ROLE.admin} order by id for update`,
    );
    const [target] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw AppError.notFound(MSG.userNotFound);
    if (target.role === role) throw AppError.conflict(MSG.roleUnchanged);
    if (target.role === USER_ROLE.admin && admins.length <= 1)
      throw AppError.conflict(MSG.lastAdmin);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordStaffAction(tx, {
      actor,
      action,
      target: `user:${userId}`,
      before: { role: target.role },
      after: { role },
      reason,
    });
    return { before: target.role, after: role };
  });
}

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MSG, USER_ROLE, type CallerRole } from '@xinke/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** 403 unless `userId` holds `role` (moderator: moderators and admins; admin: admins). */
    assertStaff(userId: number, role: StaffRole, refusal?: string): Promise<void>;
  }
}

export type StaffRole = Extract<CallerRole, 'moderator' | 'admin'>;

const ALLOWED: Record<StaffRole, readonly string[]> = {
  moderator: [USER_ROLE.moderator, USER_ROLE.admin],
  // Moderators are not admins: codes, coupons and medals are the site's rewards.
  admin: [USER_ROLE.admin],
};

/**
 * The staff check of every contract whose policy names a staff role (contract-route.ts).
 * users.role is read on every call, not cached with the session, so a demoted moderator or
 * admin loses access at once.
 */
export function registerStaffRole(app: FastifyInstance, db: Db): void {
  app.decorate('assertStaff', async (userId: number, role: StaffRole, refusal?: string) => {
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !ALLOWED[role].includes(row.role))
      throw AppError.forbidden(refusal ?? (role === 'admin' ? MSG.adminOnly : MSG.moderatorOnly));
  });
}

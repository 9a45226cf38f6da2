import type { FastifyInstance } from 'fastify';
import {
  adminAuditLog,
  adminHideHotKeyword,
  adminHotKeywords,
  adminUnhideHotKeyword,
  devStaffRole,
  devUserAge,
  MSG,
} from '@xinke/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { paginate } from '../forum/forum.service';
import { assertModerator } from '../moderation/moderation.service';
import { pageStaffActions, staffActor } from './audit-log';
import { listHotKeywords, setHotKeywordHidden } from './hot-keyword-admin.service';

/**
 * The operator console's API (/web/admin/*, docs/admin.md): moderators and admins. `dev`
 * (NODE_ENV not production) adds /dev/staff_role for the browser tests.
 */
export function registerAdminRoutes(app: FastifyInstance, db: Db, dev: boolean): void {
  if (dev)
    registerContract(app, devStaffRole, async ({ body }) => {
      const [row] = await db
        .update(users)
        .set({ role: body.role })
        .where(eq(users.id, body.user_id))
        .returning({ id: users.id, role: users.role });
      if (!row) throw AppError.notFound('用户不存在');
      return { user_id: row.id, role: row.role };
    });
  if (dev)
    registerContract(app, devUserAge, async ({ body }) => {
      const [row] = await db
        .update(users)
        .set({ createTime: new Date(Date.now() - body.days * 86_400_000) })
        .where(eq(users.id, body.user_id))
        .returning({ id: users.id, createTime: users.createTime });
      if (!row) throw AppError.notFound('用户不存在');
      return { user_id: row.id, create_time: Math.floor(row.createTime.getTime() / 1000) };
    });
  registerContract(app, adminHotKeywords, ({ user, query }) =>
    listHotKeywords(db, mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminHideHotKeyword, ({ user, body, request }) =>
    setHotKeywordHidden(db, staffActor(user, request), body.keyword, true),
  );
  registerContract(app, adminUnhideHotKeyword, ({ user, body, request }) =>
    setHotKeywordHidden(db, staffActor(user, request), body.keyword, false),
  );
  registerContract(app, adminAuditLog, async ({ user, query }) => {
    await assertModerator(db, mustAuth(user).userId, MSG.staffOnly);
    const { rows, total } = await pageStaffActions(
      db,
      {
        actorId: query.actor_id,
        action: query.action,
        target: query.target,
        from: query.from,
        to: query.to,
      },
      query.page_size,
      (query.page - 1) * query.page_size,
    );
    return { data: rows, paginate: paginate(total, query.page, query.page_size) };
  });
}

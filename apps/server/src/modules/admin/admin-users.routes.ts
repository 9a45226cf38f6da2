import type { FastifyInstance } from 'fastify';
import {
  adminAdjustUserEle,
  adminBanUser,
  adminMuteUser,
  adminRevokeUserSessions,
  adminSetUserRole,
  adminSetUserXUp,
  adminUnbanUser,
  adminUnmuteUser,
  adminUser,
  adminUserComments,
  adminUserEle,
  adminUserLogins,
  adminUserPosts,
  adminUsers,
  adminUserSessions,
  type AdminUserSortValue,
} from '@xinke/shared';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from './audit-log';
import { AdminUsersService, type AdminUsersDeps } from './admin-users.service';

/** The console's users area (/web/admin/users…, docs/admin-users.md). */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUsersDeps): void {
  const users = new AdminUsersService(deps);
  const staffId = (user: Parameters<typeof mustAuth>[0]) => mustAuth(user).userId;

  registerContract(app, adminUsers, ({ user, query }) =>
    users.list(staffId(user), {
      page: query.page,
      pageSize: query.page_size,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.role ? { role: query.role } : {}),
      ...(query.muted ? { muted: query.muted } : {}),
      ...(query.banned ? { banned: query.banned } : {}),
      ...(query.x_up ? { xUp: query.x_up } : {}),
      ...(query.sort ? { sort: query.sort as AdminUserSortValue } : {}),
      ...(query.order ? { order: query.order } : {}),
    }),
  );
  registerContract(app, adminUser, ({ user, params }) => users.detail(staffId(user), params.id));
  registerContract(app, adminUserPosts, ({ user, params, query }) =>
    users.posts(staffId(user), params.id, query.page, query.page_size),
  );
  registerContract(app, adminUserComments, ({ user, params, query }) =>
    users.comments(staffId(user), params.id, query.page, query.page_size),
  );
  registerContract(app, adminUserEle, ({ user, params, query }) =>
    users.ele(staffId(user), params.id, query.page, query.page_size),
  );
  registerContract(app, adminUserLogins, ({ user, params, query }) =>
    users.logins(staffId(user), params.id, query.page, query.page_size),
  );
  registerContract(app, adminUserSessions, ({ user, params }) =>
    users.sessions(staffId(user), params.id),
  );

  registerContract(app, adminSetUserRole, ({ user, params, body, request }) =>
    users.setRole(staffActor(user, request), params.id, body.role, body.reason),
  );
  registerContract(app, adminMuteUser, ({ user, params, body, request }) =>
    users.mute(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminUnmuteUser, ({ user, params, body, request }) =>
    users.unmute(staffActor(user, request), params.id, body.reason),
  );
  registerContract(app, adminBanUser, ({ user, params, body, request }) =>
    users.ban(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminUnbanUser, ({ user, params, body, request }) =>
    users.unban(staffActor(user, request), params.id, body.reason),
  );
  registerContract(app, adminSetUserXUp, ({ user, params, body, request }) =>
    users.setXUp(staffActor(user, request), params.id, body.x_up, body.reason),
  );
  registerContract(app, adminAdjustUserEle, ({ user, params, body, request }) =>
    users.adjustEle(staffActor(user, request), params.id, body.amount, body.reason),
  );
  registerContract(app, adminRevokeUserSessions, ({ user, params, body, request }) =>
    users.revokeSessions(staffActor(user, request), params.id, body.reason),
  );
}

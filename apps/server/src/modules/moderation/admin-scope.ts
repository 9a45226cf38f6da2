import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { MSG, USER_ROLE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Registers `routes` in a scope open to admins only (users.role admin, read on every call
 * so a demoted admin loses access at once): a visitor gets 401 请先登录, anyone else 403
 * with `refusal` (只有管理员可以进行此操作 unless the caller names the act). Like
 * withModerator, the hook runs before input validation, so nobody else learns the input
 * rules. Moderators are not admins: codes, coupons and medals are the site's rewards, not
 * content to moderate.
 */
export function withAdmin(
  app: FastifyInstance,
  db: Db,
  routes: (scope: FastifyInstance) => void,
  refusal: string = MSG.adminOnly,
): void {
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const user = await scope.optionalUser(request);
      if (!user) throw AppError.unauthorized(MSG.loginRequired);
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.userId))
        .limit(1);
      if (row?.role !== USER_ROLE.admin) throw AppError.forbidden(refusal);
      request.authUser = user;
    });
    routes(scope);
  });
}

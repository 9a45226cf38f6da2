import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertModerator } from './moderation.service';

/**
 * Registers `routes` in their own scope open to moderators and admins only: a visitor gets
 * 401 请先登录, a normal user 403 只有审核员可以进行此操作 (assertModerator, the same check
 * as POST /web/item/review/:id). The hook runs before the routes' own auth check and before
 * input validation, so nobody else learns the input rules.
 */
export function withModerator(
  app: FastifyInstance,
  db: Db,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const user = await scope.optionalUser(request);
      if (!user) throw AppError.unauthorized(MSG.loginRequired);
      await assertModerator(db, user.userId);
      request.authUser = user;
    });
    routes(scope);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertAdmin } from './medal.service';

/**
 * Registers `routes` in their own scope open to admins only: a visitor gets 401 请先登录,
 * anyone else (moderators included) 403 只有管理员可以颁发勋章. Like withModerator
 * (moderation/moderator-scope.ts) the hook runs before input validation, so nobody else
 * learns the input rules.
 */
export function withAdmin(
  app: FastifyInstance,
  db: Db,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const user = await scope.optionalUser(request);
      if (!user) throw AppError.unauthorized(MSG.loginRequired);
      await assertAdmin(db, user.userId);
      request.authUser = user;
    });
    routes(scope);
  });
}

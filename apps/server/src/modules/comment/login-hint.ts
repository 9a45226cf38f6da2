import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@xinke/shared';
import { AppError } from '../../lib/app-error';

/**
 * Registers `routes` in their own scope whose visitors are refused with SPEC §5's
 * 请登录后再试 (commenting, liking, collecting, reporting) instead of the generic 请先登录.
 * The hook runs before each route's own auth check and before the body is validated, so a
 * visitor learns nothing about the input rules.
 */
export function withLoginHint(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
  // SPEC §8 gives sign-in its own wording, 请登录后再操作.
  msg: string = MSG.loginToComment,
) {
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const user = await scope.optionalUser(request);
      if (!user) throw AppError.unauthorized(msg);
      request.authUser = user;
    });
    routes(scope);
  });
}

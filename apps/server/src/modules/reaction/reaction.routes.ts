import type { FastifyInstance } from 'fastify';
import { COMMENT_TARGET_TYPE, MSG, collect, giftThumb, thumb, userCollect } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { withLoginHint } from '../comment/login-hint';
import { listCollections, toggleCollect, toggleThumb } from './reaction.service';

export function registerReactionRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  withLoginHint(app, (scope) => {
    const thumbOf = async (userId: number, type: number, typeId: number) => {
      const data = await toggleThumb(db, userId, type, typeId, clock());
      return { envelope: true as const, data, msg: data.is_thumb ? MSG.thumbOn : MSG.thumbOff };
    };
    registerContract(scope, thumb, ({ body, user }) =>
      thumbOf(mustAuth(user).userId, body.type, body.type_id),
    );
    registerContract(scope, giftThumb, ({ query, user }) =>
      thumbOf(mustAuth(user).userId, COMMENT_TARGET_TYPE.post, query.item_id),
    );
    registerContract(scope, collect, async ({ body, user }) => {
      const data = await toggleCollect(
        db,
        mustAuth(user).userId,
        body.source_type,
        body.source_id,
        clock(),
      );
      return {
        envelope: true as const,
        data,
        msg: data.is_collect ? MSG.collectOn : MSG.collectOff,
      };
    });
  });
  // Outside the login-hint scope: someone's public collections are open to visitors too.
  registerContract(app, userCollect, async ({ query, request }) =>
    listCollections(
      db,
      (await app.optionalUser(request))?.userId ?? null,
      query.user_id,
      query.page,
      query.page_size,
    ),
  );
}

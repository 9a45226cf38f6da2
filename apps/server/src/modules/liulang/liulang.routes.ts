import type { FastifyInstance } from 'fastify';
import {
  liulangExpress,
  liulangIndex,
  liulangJoin,
  liulangJoinInfo,
  liulangOrder,
  liulangPayment,
  liulangPaymentPoll,
  liulangReward,
  liulangStart,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { LiulangService } from './liulang.service';

/** 流浪计划 on the site, /web/activity/liulang/* (docs/liulang.md). Not cached: phases move with the clock. */
export function registerLiulangRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const liulang = new LiulangService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, liulangIndex, async ({ query, request }) =>
    liulang.index(query.round_id, await viewer(request)),
  );
  registerContract(app, liulangOrder, async ({ body, request }) =>
    liulang.order(body.round_id, await viewer(request)),
  );
  registerContract(app, liulangJoinInfo, ({ user, query }) =>
    liulang.joinInfo(mustAuth(user).userId, query.round_id),
  );
  registerContract(app, liulangJoin, ({ user, body }) => liulang.join(mustAuth(user).userId, body));
  registerContract(app, liulangPayment, ({ user, body }) =>
    liulang.payment(mustAuth(user).userId, body.round_id),
  );
  registerContract(app, liulangPaymentPoll, ({ user, body }) =>
    liulang.poll(mustAuth(user).userId, body.deposit_id),
  );
  registerContract(app, liulangStart, ({ user, body }) =>
    liulang.start(mustAuth(user).userId, body.round_id),
  );
  registerContract(app, liulangExpress, ({ user, body }) =>
    liulang.express(mustAuth(user).userId, body),
  );
  registerContract(app, liulangReward, ({ user, body }) =>
    liulang.reward(mustAuth(user).userId, body.round_id, body.item_id),
  );
}

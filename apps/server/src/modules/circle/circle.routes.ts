import type { FastifyInstance } from 'fastify';
import {
  MSG,
  circleDetail as circleDetailContract,
  circleFollow,
  circleIndex,
  circleUnfollow,
  circleUserInfo as circleUserInfoContract,
  forumItemCount as forumItemCountContract,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import {
  circleDetail,
  circleUserInfo,
  forumItemCount,
  listCircles,
  setMembership,
} from './circle.service';

/** SPEC calls follow/unfollow "PUT-style"; older clients GET or POST the same paths. */
const MEMBERSHIP_METHODS = ['PUT', 'POST', 'GET'] as const;

export function registerCircleRoutes(app: FastifyInstance, db: Db): void {
  registerContract(app, circleIndex, async ({ query, request }) =>
    listCircles(db, query, (await app.optionalUser(request))?.userId ?? null),
  );
  registerContract(app, circleDetailContract, async ({ params, request }) =>
    circleDetail(db, params.id, (await app.optionalUser(request))?.userId ?? null),
  );
  registerContract(app, circleUserInfoContract, ({ user, params }) =>
    circleUserInfo(db, params.id, mustAuth(user).userId),
  );
  for (const method of MEMBERSHIP_METHODS) {
    registerContract(app, { ...circleFollow, method }, async ({ user, params }) => ({
      envelope: true,
      data: await setMembership(db, params.id, mustAuth(user).userId, true),
      msg: MSG.circleJoined,
    }));
    registerContract(app, { ...circleUnfollow, method }, async ({ user, params }) => ({
      envelope: true,
      data: await setMembership(db, params.id, mustAuth(user).userId, false),
      msg: MSG.circleLeft,
    }));
  }
  registerContract(app, forumItemCountContract, ({ query }) => forumItemCount(db, query.circle_id));
}

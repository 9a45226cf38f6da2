import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FOLLOW_ACTION,
  MSG,
  blackList,
  fanList,
  fanRecommendList,
  followItems,
  userCommunity,
  followList,
  followRecommendList,
  starUsers,
  userBlack,
  userBlackCancel,
  userFollow,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { block, listBlacks, unblock } from './black.service';
import {
  listCommunityFeed,
  listFollowFeed,
  listRecommendations,
  listRelations,
  listStarUsers,
  setFollow,
} from './follow.service';

/**
 * Follow graph and blacklist (SPEC §4 follow status, §7 User). Writes act as the session's
 * user only: ids in the body name the other person.
 */
export function registerSocialRoutes(app: FastifyInstance, db: Db): void {
  const viewer = async (request: FastifyRequest) =>
    (await app.optionalUser(request))?.userId ?? null;

  registerContract(app, userFollow, async ({ body, user }) => {
    const data = await setFollow(db, mustAuth(user).userId, body.follow_id, body.follow_status);
    const followed = body.follow_status === FOLLOW_ACTION.follow;
    return {
      envelope: true as const,
      data,
      msg: followed ? MSG.followSuccess : MSG.unfollowSuccess,
    };
  });
  registerContract(app, followList, async ({ query, request }) =>
    listRelations(db, 'follows', await viewer(request), query.user_id, {
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerContract(app, fanList, async ({ query, request }) =>
    listRelations(db, 'fans', await viewer(request), query.user_id, {
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerContract(app, followRecommendList, ({ query, user }) =>
    listRecommendations(db, 'follow', mustAuth(user).userId, query.key, {
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerContract(app, fanRecommendList, ({ query, user }) =>
    listRecommendations(db, 'fan', mustAuth(user).userId, query.key, {
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerContract(app, followItems, ({ query, user }) =>
    listFollowFeed(db, mustAuth(user).userId, { page: query.page, pageSize: query.page_size }),
  );
  registerContract(app, userCommunity, ({ query, user }) =>
    listCommunityFeed(db, mustAuth(user).userId, { page: query.page, pageSize: query.page_size }),
  );
  registerContract(app, starUsers, async ({ query, request }) =>
    listStarUsers(db, await viewer(request), query.order),
  );

  registerContract(app, userBlack, async ({ body, user }) => ({
    envelope: true as const,
    data: await block(db, mustAuth(user).userId, body.black_user_id),
    msg: MSG.blackSuccess,
  }));
  registerContract(app, userBlackCancel, async ({ body, user }) => ({
    envelope: true as const,
    data: await unblock(db, mustAuth(user).userId, body.black_user_id),
    msg: MSG.blackCancelSuccess,
  }));
  registerContract(app, blackList, ({ query, user }) =>
    listBlacks(db, mustAuth(user).userId, { page: query.page, pageSize: query.page_size }),
  );
}

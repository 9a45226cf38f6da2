import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userActive, userCircles, userItemDynamic, userObject, userVotes } from '@xinke/shared';
import type { Db } from '../../db/client';
import { registerContract } from '../../plugins/contract-route';
import { homepageUser, listActive, listJoinedCircles, listOwnItems } from './homepage.service';

/**
 * Personal homepages (SPEC §2 /homepage/:id and personalHomepage/:tab). All public: a
 * visitor names the owner with user_id; without it the list is the caller's own (login
 * needed). Privacy and blacklist rules live in homepage.service.
 */
export function registerHomepageRoutes(app: FastifyInstance, db: Db): void {
  const viewer = async (request: FastifyRequest) =>
    (await app.optionalUser(request))?.userId ?? null;
  const paging = (q: { page: number; page_size: number }) => ({
    page: q.page,
    pageSize: q.page_size,
  });

  registerContract(app, userObject, async ({ query, request }) =>
    homepageUser(db, await viewer(request), query.user_id),
  );
  registerContract(app, userItemDynamic, async ({ query, request }) =>
    listOwnItems(db, await viewer(request), query.user_id, 'all', paging(query)),
  );
  registerContract(app, userVotes, async ({ query, request }) =>
    listOwnItems(db, await viewer(request), query.user_id, 'votes', paging(query)),
  );
  registerContract(app, userCircles, async ({ query, request }) =>
    listJoinedCircles(db, await viewer(request), query.user_id, paging(query)),
  );
  registerContract(app, userActive, async ({ query, request }) =>
    listActive(db, await viewer(request), query.user_id, paging(query)),
  );
}

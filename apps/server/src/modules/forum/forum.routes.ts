import type { FastifyInstance } from 'fastify';
import { forumList, forumTags } from '@xinke/shared';
import type { Db } from '../../db/client';
import { registerContract } from '../../plugins/contract-route';
import { listForumItems, listTags } from './forum.service';

export function registerForumRoutes(app: FastifyInstance, db: Db): void {
  registerContract(
    app,
    forumList,
    async ({ query, request }) =>
      listForumItems(db, query, (await app.optionalUser(request))?.userId ?? null),
    app.publicCache.route(),
  );
  registerContract(app, forumTags, ({ query }) => listTags(db, query.flag));
}

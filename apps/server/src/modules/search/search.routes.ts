import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forumSearch, hotKeys, hotKeyUsers, indexSearch, userSearch } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { WriteWatch } from '../../db/write-watch';
import { registerContract } from '../../plugins/contract-route';
import { rankedWindowsOf } from './ranked-windows';
import { SearchService } from './search.service';

/**
 * Search routes (SPEC §7 search, hot keys, user search). A search is counted for the hot
 * keys when its first page is asked: later pages and tab switches are the same search.
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  db: Db,
  writes: WriteWatch,
): SearchService {
  const search = new SearchService(db);
  search.keywords.start();
  // Ranked windows are kept a moment, emptied by every write (ranked-windows.ts).
  const stopWatching = rankedWindowsOf(db).watchWrites(writes);
  app.addHook('onClose', async () => {
    stopWatching();
    await search.keywords.stop().catch((err: unknown) => app.log.warn({ err }, 'hot keys flush'));
  });

  const viewer = async (request: FastifyRequest) =>
    (await app.optionalUser(request))?.userId ?? null;

  registerContract(app, indexSearch, async ({ body, request }) => {
    if (body.page === 1) search.record(body.keyword);
    return search.combined(body.keyword, body.page, await viewer(request));
  });
  registerContract(
    app,
    forumSearch,
    async ({ query, request }) => {
      if (query.page === 1) search.record(query.keyword);
      return search.posts(query.keyword, query.page, query.page_size, await viewer(request));
    },
    // A visitor's search answered from the cache still counts for the hot keys.
    app.publicCache.route({
      onHit: (request) => {
        const query = forumSearch.query?.parse(request.query);
        if (query?.page === 1) search.record(query.keyword);
      },
    }),
  );
  registerContract(app, userSearch, ({ query }) => search.userPage(query.value, query.page));
  registerContract(app, hotKeys, () => search.hotKeys());
  registerContract(app, hotKeyUsers, ({ query }) => search.hotKeyUsers(query.keyword));
  return search;
}

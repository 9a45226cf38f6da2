import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contentSearch,
  forumSearch,
  hotKeys,
  hotKeyUsers,
  indexSearch,
  userSearch,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { WriteWatch } from '../../db/write-watch';
import type { Clock } from '../../lib/clock';
import { registerContract } from '../../plugins/contract-route';
import { rankedWindowsOf } from './ranked-windows';
import { SearchService } from './search.service';
import { searcherOf } from './hot-keywords';

/** paginate.total of a cached search page (the envelope as sent); 0 when unreadable. */
function cachedTotal(payload: string): number {
  try {
    const body = JSON.parse(payload) as { data?: { paginate?: { total?: unknown } } };
    const total = body.data?.paginate?.total;
    return typeof total === 'number' ? total : 0;
  } catch {
    return 0;
  }
}

/**
 * Search routes (SPEC §7 search, hot keys, user search). A search is counted for the hot
 * keys when its first page is asked: later pages and tab switches are the same search.
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  db: Db,
  writes: WriteWatch,
  secret: string,
  clock: Clock,
): SearchService {
  const search = new SearchService(db, clock);
  search.keywords.start();
  // Ranked windows are kept a moment, emptied by every write (ranked-windows.ts).
  const stopWatching = rankedWindowsOf(db).watchWrites(writes);
  app.addHook('onClose', async () => {
    stopWatching();
    await search.keywords.stop().catch((err: unknown) => app.log.warn({ err }, 'hot keys flush'));
  });

  const viewer = async (request: FastifyRequest) =>
    (await app.optionalUser(request))?.userId ?? null;
  const searcher = (viewerId: number | null, request: FastifyRequest) =>
    searcherOf(viewerId, request.ip, secret);

  registerContract(app, indexSearch, async ({ body, request }) => {
    const viewerId = await viewer(request);
    const result = await search.combined(body.keyword, body.page, viewerId);
    if (body.page === 1) {
      const found =
        result.posts.paginate.total + result.circles.paginate.total + result.users.paginate.total >
        0;
      search.record(body.keyword, searcher(viewerId, request), found);
    }
    return result;
  });
  registerContract(
    app,
    forumSearch,
    async ({ query, request }) => {
      const viewerId = await viewer(request);
      const page = await search.posts(query.keyword, query.page, query.page_size, viewerId);
      if (query.page === 1)
        search.record(query.keyword, searcher(viewerId, request), page.paginate.total > 0);
      return page;
    },
    // A visitor's search answered from the cache still counts for the hot keys.
    app.publicCache.route({
      onHit: (request, payload) => {
        const query = forumSearch.query?.parse(request.query);
        if (query?.page === 1)
          search.record(query.keyword, searcher(null, request), cachedTotal(payload) > 0);
      },
    }),
  );
  // Not counted for the hot keys (the posts' first page is); visitors' pages are cached.
  registerContract(
    app,
    contentSearch,
    ({ query }) => search.content(query.type, query.keyword, query.page, query.page_size),
    app.publicCache.route(),
  );
  registerContract(app, userSearch, ({ query }) => search.userPage(query.value, query.page));
  registerContract(app, hotKeys, () => search.hotKeys());
  registerContract(app, hotKeyUsers, ({ query }) => search.hotKeyUsers(query.keyword));
  return search;
}

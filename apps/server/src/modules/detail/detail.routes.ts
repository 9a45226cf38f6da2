import type { FastifyInstance } from 'fastify';
import { forumCause, forumDetail } from '@xinke/shared';
import type { Db } from '../../db/client';
import { registerContract } from '../../plugins/contract-route';
import { VisitCounter } from '../../lib/visit-counter';
import { loadVoteBlock } from '../vote/vote.service';
import { getDetail, relatedItems } from './detail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's buffered post-view counter (tests flush it on demand). */
    visitCounter: VisitCounter;
  }
}

/**
 * Post detail and related posts (public, personalised when a token is sent). Owns the
 * visit counter: started here, flushed one last time when the app closes.
 */
export function registerDetailRoutes(app: FastifyInstance, db: Db): void {
  const visits = new VisitCounter(db, app.log);
  visits.start();
  app.decorate('visitCounter', visits);
  app.addHook('onClose', async () => visits.stop());
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? null;

  registerContract(
    app,
    forumDetail,
    async ({ params, request }) =>
      getDetail(
        { db, visits, loadVote: (d, id, viewer) => loadVoteBlock(d, id, viewer) },
        params.id,
        await viewer(request),
      ),
    // A visitor's view served from the cache is still a view (only published posts are
    // ever cached for visitors, as getDetail counts them).
    app.publicCache.route({
      onHit: (request) => {
        const id = forumDetail.params?.parse(request.params).id;
        if (id !== undefined) visits.hit(id);
      },
    }),
  );
  registerContract(
    app,
    forumCause,
    async ({ params, request }) => relatedItems(db, params.id, await viewer(request)),
    app.publicCache.route(),
  );
}

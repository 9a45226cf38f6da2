import type { FastifyInstance } from 'fastify';
import { activeBtn, activeIndex, activeStatus, activityProgressList } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerContract } from '../../plugins/contract-route';
import { startActivityJob } from './activity-job';
import { ActivityService } from './activity.service';

/**
 * Activities on the public site and their stage job (docs/activities.md). None of these
 * reads goes through the visitors' cache: the status moves with the clock, not with a
 * staff write that would empty the cache.
 */
export function registerActivityRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  startActivityJob(app, db, clock);
  const activities = new ActivityService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, activityProgressList, ({ query }) =>
    activities.list(query.page, query.page_size),
  );
  registerContract(app, activeIndex, ({ query }) => activities.index(query.active_id));
  registerContract(app, activeStatus, async ({ query, request }) =>
    activities.status(query.active_id, await viewer(request)),
  );
  registerContract(app, activeBtn, async ({ query, request }) =>
    activities.btn(query.active_id, await viewer(request)),
  );
}

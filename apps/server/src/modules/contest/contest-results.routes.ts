import type { FastifyInstance } from 'fastify';
import { MSG, activeExcellent } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerContract } from '../../plugins/contract-route';
import { findPublished } from '../activity/activity.repository';
import { AppError } from '../../lib/app-error';
import { rankingOf } from './contest-results';

/**
 * The public award list (SPEC §7 /api/active/excellent, docs/contest-console.md): a
 * published activity's ranking once its results are out; before, `published: false` and no
 * works, so nobody reads the preview. Not cached: it changes with a staff write.
 */
export function registerContestResultsRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(app, activeExcellent, async ({ query }) => {
    const activity = await findPublished(db, query.active_id);
    if (!activity) throw AppError.notFound(MSG.activityNotFound);
    return rankingOf(db, activity, clock(), 'public');
  });
}

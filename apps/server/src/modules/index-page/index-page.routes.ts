import type { FastifyInstance } from 'fastify';
import { indexBanner, indexFooter, indexObject } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerContract } from '../../plugins/contract-route';
import { getBannerGroups, getFooter, getHotObjects } from './index-page.service';

/**
 * Banners and footer are read on every page: cached for visitors like the other hot reads
 * (a staff change empties the cache of every node, modules/admin/site-changes.ts).
 */
export function registerIndexPageRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    indexBanner,
    ({ query }) => getBannerGroups(db, clock, query.equipment),
    app.publicCache.route(),
  );
  registerContract(app, indexFooter, () => getFooter(db), app.publicCache.route());
  registerContract(app, indexObject, () => getHotObjects(db));
}

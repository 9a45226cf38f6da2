import type { FastifyInstance } from 'fastify';
import {
  indexBanner,
  indexCause,
  indexFooter,
  indexObject,
  indexProjectWeek,
  indexUser,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerContract } from '../../plugins/contract-route';
import { HomeSideService } from './home-side.service';
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
  // The home page's side lists (docs/feedback.md "Home"), cached for visitors like the rest.
  const side = new HomeSideService(db, clock);
  registerContract(app, indexUser, () => side.users(), app.publicCache.route());
  registerContract(app, indexCause, () => side.causes(), app.publicCache.route());
  registerContract(app, indexProjectWeek, () => side.projectWeek(), app.publicCache.route());
}

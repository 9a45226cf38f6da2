import type { FastifyInstance } from 'fastify';
import { indexBanner, indexFooter, indexObject } from '@xinke/shared';
import type { Db } from '../../db/client';
import { registerContract } from '../../plugins/contract-route';
import { getBannerGroups, getFooter, getHotObjects } from './index-page.service';

export function registerIndexPageRoutes(app: FastifyInstance, db: Db): void {
  registerContract(app, indexBanner, ({ query }) => getBannerGroups(db, query.equipment));
  registerContract(app, indexFooter, () => getFooter(db));
  registerContract(app, indexObject, () => getHotObjects(db));
}

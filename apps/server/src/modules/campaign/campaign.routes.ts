import type { FastifyInstance } from 'fastify';
import {
  activeItem,
  activeRules,
  adminActivityLinks,
  adminActivityLinksSave,
  adminP618,
  adminP618Save,
  p618Info,
  productActivities,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { ActivityLinksService } from './activity-links.service';
import { ActivityPagesService } from './activity-pages.service';
import { P618Service } from './p618.service';

/**
 * The rules page, item activities, landing-page 相关活动 and the 618 campaign
 * (docs/activities.md, docs/products.md, docs/p618.md). The public reads skip the visitors'
 * cache like the other activity reads: statuses move with the clock.
 */
export function registerCampaignRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const pages = new ActivityPagesService(db, clock);
  const p618 = new P618Service(db, clock);
  const links = new ActivityLinksService(db);

  registerContract(app, activeRules, async ({ query, request }) =>
    pages.rules(query.active_id, (await app.optionalUser(request))?.userId ?? 0),
  );
  registerContract(app, activeItem, ({ query }) =>
    pages.items(query.active_id, query.page, query.page_size),
  );
  registerContract(app, productActivities, ({ query }) => pages.productActivities(query.slug));
  registerContract(app, p618Info, () => p618.info());

  registerContract(app, adminActivityLinks, ({ user, params }) =>
    links.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminActivityLinksSave, ({ user, request, params, body }) =>
    links.save(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminP618, ({ user }) => p618.get(mustAuth(user).userId));
  registerContract(app, adminP618Save, ({ user, request, body }) =>
    p618.save(staffActor(user, request), body),
  );
}

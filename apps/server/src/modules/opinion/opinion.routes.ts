import type { FastifyInstance } from 'fastify';
import {
  adminOpinionAnswer,
  adminOpinions,
  adminSitePages,
  adminSitePageUpdate,
  opinionCommit,
  opinionList,
  sitePage,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { OpinionService } from './opinion.service';
import { SitePageService } from './site-page.service';

/** 意见反馈 and the 关于我们 site pages (docs/feedback.md). */
export function registerOpinionRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const opinions = new OpinionService(db, clock);
  registerContract(app, opinionCommit, ({ user, body }) =>
    opinions.commit(mustAuth(user).userId, body),
  );
  registerContract(app, opinionList, ({ user, query }) =>
    opinions.mine(mustAuth(user).userId, query.page),
  );
  registerContract(app, adminOpinions, ({ user, query }) =>
    opinions.list(mustAuth(user).userId, query, query.page, query.page_size),
  );
  registerContract(app, adminOpinionAnswer, ({ user, request, params, body }) =>
    opinions.answer(staffActor(user, request), params.id, body),
  );

  const pages = new SitePageService(db, clock);
  registerContract(app, sitePage, ({ params }) => pages.get(params.key), app.publicCache.route());
  registerContract(app, adminSitePages, ({ user }) => pages.all(mustAuth(user).userId));
  registerContract(app, adminSitePageUpdate, ({ user, request, params, body }) =>
    pages.update(staffActor(user, request), params.key, body),
  );
}

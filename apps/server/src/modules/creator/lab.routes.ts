import type { FastifyInstance } from 'fastify';
import {
  creatorIndex,
  creatorInfo,
  creatorMyProjectList,
  creatorOtherList,
  creatorProjectList,
  creatorSpecSupport,
  creatorSupportList,
  creatorVotesList,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { paging } from './entry.routes';
import { LabService } from './lab.service';
import { specSupporters, supportSpec, supportsOfMySpecs } from './support.service';

/** The laboratory's lists, creator profiles and supports (docs/creator.md). */
export function registerLabRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  const lab = new LabService(db);

  registerContract(app, creatorProjectList, ({ query }) =>
    lab.projects({
      ...paging(query),
      keyword: query.keyword,
      creatorId: query.creator_id,
      sort: query.sort,
    }),
  );
  registerContract(app, creatorIndex, () => lab.index());
  registerContract(app, creatorOtherList, ({ query }) => lab.others(query.id));
  registerContract(app, creatorMyProjectList, ({ user, query }) =>
    lab.myProjects(mustAuth(user).userId, paging(query)),
  );
  registerContract(app, creatorInfo, ({ body }) => lab.creatorInfo(body.id));
  registerContract(app, creatorSpecSupport, ({ user, body }) =>
    supportSpec(db, clock, mustAuth(user).userId, body.id),
  );
  registerContract(app, creatorVotesList, ({ query }) =>
    specSupporters(db, query.id, paging(query)),
  );
  registerContract(app, creatorSupportList, ({ user, query }) =>
    supportsOfMySpecs(db, mustAuth(user).userId, paging(query)),
  );
}

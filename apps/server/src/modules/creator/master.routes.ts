import type { FastifyInstance } from 'fastify';
import {
  adminMasterApplications,
  adminMasterApprove,
  adminMasterReject,
  masterApply,
  masterList,
  masterMine,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { paging } from './entry.routes';
import { MasterService } from './master.service';

/** Creative masters: applying, the masters list, and the console's review (docs/creator.md). */
export function registerMasterRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  const masters = new MasterService(db, clock);
  registerContract(app, masterApply, ({ user, body }) =>
    masters.apply(mustAuth(user).userId, body),
  );
  registerContract(app, masterMine, ({ user }) => masters.mine(mustAuth(user).userId));
  registerContract(app, masterList, ({ query }) => masters.masters(paging(query)));
  registerContract(app, adminMasterApplications, ({ user, request, query }) =>
    masters.list(staffActor(user, request), query.status, paging(query)),
  );
  registerContract(app, adminMasterApprove, ({ user, request, params }) =>
    masters.review(staffActor(user, request), params.id, null),
  );
  registerContract(app, adminMasterReject, ({ user, request, params, body }) =>
    masters.review(staffActor(user, request), params.id, body.reason),
  );
}

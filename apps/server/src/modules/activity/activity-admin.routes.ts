import type { FastifyInstance } from 'fastify';
import {
  adminActivities,
  adminActivity,
  adminActivityCreate,
  adminActivityDelete,
  adminActivityPublish,
  adminActivityResults,
  adminActivityUnpublish,
  adminActivityUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { ActivityAdminService } from './activity-admin.service';

/** 内容运营 › 活动 (docs/activities.md): /web/admin/activit*, admins only. */
export function registerActivityAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const admin = new ActivityAdminService(db, clock);
  registerContract(app, adminActivities, ({ user, query }) => {
    const { page, page_size, ...filter } = query;
    return admin.list(mustAuth(user).userId, filter, page, page_size);
  });
  registerContract(app, adminActivity, ({ user, params }) =>
    admin.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminActivityCreate, ({ user, request, body }) =>
    admin.create(staffActor(user, request), body),
  );
  registerContract(app, adminActivityUpdate, ({ user, request, params, body }) =>
    admin.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminActivityPublish, ({ user, request, params }) =>
    admin.publish(staffActor(user, request), params.id),
  );
  registerContract(app, adminActivityUnpublish, ({ user, request, params }) =>
    admin.unpublish(staffActor(user, request), params.id),
  );
  registerContract(app, adminActivityResults, ({ user, request, params }) =>
    admin.publishResults(staffActor(user, request), params.id),
  );
  registerContract(app, adminActivityDelete, ({ user, request, params }) =>
    admin.remove(staffActor(user, request), params.id),
  );
}

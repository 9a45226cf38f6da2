import type { FastifyInstance } from 'fastify';
import {
  adminLiulangCreate,
  adminLiulangRefund,
  adminLiulangReject,
  adminLiulangRound,
  adminLiulangRounds,
  adminLiulangSave,
  adminLiulangSelect,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import type { Refunder } from '../order/order-admin.service';
import { LiulangAdminService } from './liulang-admin.service';

/**
 * 活动运营 › 流浪计划 (docs/liulang.md): /web/admin/liulang/*, admins only. `refunder` gives a
 * deposit's money back through the payment service.
 */
export function registerLiulangAdminRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  refunder: Refunder,
): void {
  const admin = new LiulangAdminService(db, clock, refunder);
  registerContract(app, adminLiulangRounds, ({ user }) => admin.rounds(mustAuth(user).userId));
  registerContract(app, adminLiulangRound, ({ user, params }) =>
    admin.detail(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminLiulangCreate, ({ user, request, body }) =>
    admin.create(staffActor(user, request), body),
  );
  registerContract(app, adminLiulangSave, ({ user, request, params, body }) =>
    admin.save(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminLiulangSelect, ({ user, request, body }) =>
    admin.select(staffActor(user, request), body.application_id),
  );
  registerContract(app, adminLiulangReject, ({ user, request, body }) =>
    admin.reject(staffActor(user, request), body.application_id, body.reason),
  );
  registerContract(app, adminLiulangRefund, ({ user, request, body }) =>
    admin.refund(staffActor(user, request), body.application_id),
  );
}

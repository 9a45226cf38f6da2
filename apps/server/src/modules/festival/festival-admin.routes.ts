import type { FastifyInstance } from 'fastify';
import {
  MSG,
  adminFestival,
  adminFestivalFooter,
  adminFestivalModuleCreate,
  adminFestivalModuleDelete,
  adminFestivalModuleSort,
  adminFestivalModuleUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { FestivalAdminService } from './festival-admin.service';

const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

/** 活动运营 › 活动 › 页面模块 (docs/festival.md): admins compose festival pages. */
export function registerFestivalAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const admin = new FestivalAdminService(db, clock);
  registerContract(app, adminFestival, ({ user, params }) =>
    admin.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminFestivalModuleCreate, async ({ user, request, body }) =>
    done(await admin.create(staffActor(user, request), body), MSG.festivalModuleSaved),
  );
  registerContract(app, adminFestivalModuleUpdate, async ({ user, request, params, body }) =>
    done(await admin.update(staffActor(user, request), params.id, body), MSG.festivalModuleSaved),
  );
  registerContract(app, adminFestivalModuleDelete, async ({ user, request, params }) =>
    done(await admin.remove(staffActor(user, request), params.id), MSG.festivalModuleDeleted),
  );
  registerContract(app, adminFestivalModuleSort, async ({ user, request, body }) =>
    done(await admin.sort(staffActor(user, request), body), MSG.festivalSorted),
  );
  registerContract(app, adminFestivalFooter, async ({ user, request, body }) =>
    done(await admin.saveFooter(staffActor(user, request), body), MSG.festivalFooterSaved),
  );
}

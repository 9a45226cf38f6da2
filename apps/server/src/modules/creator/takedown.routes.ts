import type { FastifyInstance } from 'fastify';
import {
  adminCreatorRestore,
  adminCreatorSpecEntries,
  adminCreatorSpecs,
  adminCreatorTakedown,
  type CreatorTakedownKindValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { CreatorTakedownService } from './takedown.service';

/** 内容 › 研究室 in the console: every spec and entry, take-down and restore (docs/creator.md). */
export function registerTakedownRoutes(app: FastifyInstance, db: Db) {
  const takedowns = new CreatorTakedownService(db);
  registerContract(app, adminCreatorSpecs, ({ user, query }) =>
    takedowns.specs(mustAuth(user).userId, query, query.page, query.page_size),
  );
  registerContract(app, adminCreatorSpecEntries, ({ user, params }) =>
    takedowns.entries(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminCreatorTakedown, async ({ user, request, body }) => {
    const kind = body.kind as CreatorTakedownKindValue;
    await takedowns.takedown(staffActor(user, request), kind, body.id, body.reason);
    return null;
  });
  registerContract(app, adminCreatorRestore, async ({ user, request, body }) => {
    const kind = body.kind as CreatorTakedownKindValue;
    await takedowns.restore(staffActor(user, request), kind, body.id);
    return null;
  });
}

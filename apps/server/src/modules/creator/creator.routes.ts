import type { FastifyInstance } from 'fastify';
import {
  COMMENT_TYPE,
  creatorCancel,
  creatorCreate,
  creatorDelete,
  creatorEditor,
  creatorSetPrice,
  creatorSpecComments,
  creatorSpecsInfo,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { listComments } from '../comment/comment.service';
import { registerEntryRoutes } from './entry.routes';
import { registerLabRoutes } from './lab.routes';
import { registerMasterRoutes } from './master.routes';
import { registerTakedownRoutes } from './takedown.routes';
import { SpecService } from './spec.service';

/** The creator's specs, SPEC §7 "Creator" (docs/creator.md). */
export function registerCreatorRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const specs = new SpecService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, creatorCreate, ({ user, body }) =>
    specs.create(mustAuth(user).userId, body),
  );
  registerContract(app, creatorEditor, ({ user, body }) =>
    specs.edit(mustAuth(user).userId, body.id, body),
  );
  registerContract(app, creatorSetPrice, ({ user, body }) =>
    specs.setPrice(mustAuth(user).userId, body.id, body.price),
  );
  registerContract(app, creatorCancel, ({ user, body }) =>
    specs.cancel(mustAuth(user).userId, body.id),
  );
  registerContract(app, creatorDelete, async ({ user, body }) => {
    await specs.remove(mustAuth(user).userId, body.id);
    return null;
  });
  // Carries the viewer's like and, for its creator, drafts: never cached.
  registerContract(app, creatorSpecsInfo, async ({ body, request }) =>
    specs.info(await viewer(request), body.id),
  );
  registerContract(app, creatorSpecComments, async ({ params, query, request }) =>
    listComments(
      db,
      await viewer(request),
      { type: COMMENT_TYPE.spec, typeId: params.id },
      { page: query.page, pageSize: query.page_size },
      clock(),
    ),
  );
  registerEntryRoutes(app, db, clock, viewer);
  registerLabRoutes(app, db, clock);
  registerMasterRoutes(app, db, clock);
  registerTakedownRoutes(app, db);
}

import type { FastifyInstance } from 'fastify';
import {
  adminCircleCreate,
  adminCircleDelete,
  adminCircles,
  adminCircleUpdate,
  adminPostFlag,
  adminPostMove,
  adminPostRemove,
  adminPostRestore,
  adminPosts,
  adminTagCreate,
  adminTagDelete,
  adminTags,
  adminTagUpdate,
  type AdminPostFlagValue,
} from '@xinke/shared';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { ImagePolicy } from '../../../lib/image-source';
import { mustAuth } from '../../../plugins/auth';
import { registerContract } from '../../../plugins/contract-route';
import { staffActor } from '../audit-log';
import { CircleAdminService } from './circle-admin.service';
import { PostAdminService } from './post-admin.service';
import { TagAdminService } from './tag-admin.service';

export interface CommunityAdminDeps {
  db: Db;
  clock: Clock;
  images: ImagePolicy;
}

/** The console's circles, tags and posts (docs/admin-community.md). */
export function registerCommunityAdminRoutes(app: FastifyInstance, deps: CommunityAdminDeps) {
  const circles = new CircleAdminService(deps.db, deps.images);
  const tags = new TagAdminService(deps.db);
  const posts = new PostAdminService(deps.db, deps.clock);

  registerContract(app, adminCircles, ({ user, query }) =>
    circles.list(mustAuth(user).userId, query),
  );
  registerContract(app, adminCircleCreate, ({ user, body, request }) =>
    circles.create(staffActor(user, request), body),
  );
  registerContract(app, adminCircleUpdate, ({ user, params, body, request }) =>
    circles.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminCircleDelete, ({ user, params, request }) =>
    circles.remove(staffActor(user, request), params.id),
  );

  registerContract(app, adminTags, ({ user, query }) => tags.list(mustAuth(user).userId, query));
  registerContract(app, adminTagCreate, ({ user, body, request }) =>
    tags.create(staffActor(user, request), body),
  );
  registerContract(app, adminTagUpdate, ({ user, params, body, request }) =>
    tags.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminTagDelete, ({ user, params, request }) =>
    tags.remove(staffActor(user, request), params.id),
  );

  registerContract(app, adminPosts, ({ user, query }) => posts.list(mustAuth(user).userId, query));
  registerContract(app, adminPostFlag, ({ user, params, body, request }) =>
    posts.setFlag(
      staffActor(user, request),
      params.id,
      body.flag as AdminPostFlagValue,
      body.value,
    ),
  );
  registerContract(app, adminPostMove, ({ user, params, body, request }) =>
    posts.move(staffActor(user, request), params.id, body.circle_id, body.reason),
  );
  registerContract(app, adminPostRemove, ({ user, params, body, request }) =>
    posts.remove(staffActor(user, request), params.id, body.reason),
  );
  registerContract(app, adminPostRestore, ({ user, params, body, request }) =>
    posts.restore(staffActor(user, request), params.id, body.reason),
  );
}

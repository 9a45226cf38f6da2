import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMENT_TYPE,
  PROJECT_FILE_DOWNLOAD_PATH,
  objectComment,
  objectDetail,
  objectItem,
  objectList,
  objectPreNextWeek,
  objectWeekComment,
  objectWeekDetail,
  projectCreate,
  projectDelete,
  projectFileUpload,
  projectJoin,
  projectJoinAudit,
  projectJoined,
  projectMine,
  projectUpdate,
  projectWeekCreate,
  projectWeekDelete,
  projectWeekUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { listComments } from '../comment/comment.service';
import { serveProjectFile, uploadProjectFile, type ProjectFileDeps } from './project-file';
import { ProjectService } from './project.service';
import { TeamService } from './team.service';
import { WeekService } from './week.service';

/** The project pool: SPEC §7 `object/*`, `project/join`, and the owner's writes (docs/project.md). */
export function registerProjectRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  files: ProjectFileDeps,
): void {
  const projects = new ProjectService(db, clock);
  const team = new TeamService(db, clock);
  const weeks = new WeekService(db, clock, projects);
  const viewer = async (request: FastifyRequest) => (await app.optionalUser(request))?.userId ?? 0;
  const comments =
    (type: number) =>
    async ({
      params,
      query,
      request,
    }: {
      params: { id: number };
      query: { page: number; page_size: number };
      request: FastifyRequest;
    }) =>
      listComments(
        db,
        await viewer(request),
        { type, typeId: params.id },
        { page: query.page, pageSize: query.page_size },
        clock(),
      );

  registerContract(
    app,
    objectList,
    ({ query }) => projects.list(query.page, query.page_size),
    app.publicCache.route(),
  );
  // Detail and weekly reports carry the viewer's like and, for the owner, drafts: not cached.
  registerContract(app, objectDetail, async ({ params, request }) =>
    projects.detail(await viewer(request), params.id),
  );
  registerContract(app, objectComment, comments(COMMENT_TYPE.projectPool));
  registerContract(app, objectItem, async ({ params, query, request }) =>
    weeks.list(await viewer(request), params.id, query.page, query.page_size),
  );
  registerContract(app, objectWeekDetail, async ({ params, request }) =>
    weeks.detail(await viewer(request), params.id),
  );
  registerContract(app, objectWeekComment, comments(COMMENT_TYPE.projectPoolWeekly));
  registerContract(app, objectPreNextWeek, async ({ params, request }) =>
    weeks.preNext(await viewer(request), params.id),
  );

  registerContract(app, projectCreate, ({ user, body }) =>
    projects.create(mustAuth(user).userId, body),
  );
  registerContract(app, projectUpdate, ({ user, body }) =>
    projects.update(mustAuth(user).userId, body.id, body),
  );
  registerContract(app, projectDelete, async ({ user, body }) => {
    await projects.remove(mustAuth(user).userId, body.id);
    return null;
  });
  registerContract(app, projectMine, ({ user, query }) =>
    projects.mine(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, projectJoined, ({ user, query }) =>
    team.joined(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, projectFileUpload, ({ user, request }) =>
    uploadProjectFile(db, files, request, mustAuth(user).userId, clock()),
  );
  app.get(PROJECT_FILE_DOWNLOAD_PATH, (request, reply) =>
    serveProjectFile(db, files, request, reply),
  );

  registerContract(app, projectJoin, ({ user, body }) => team.join(mustAuth(user).userId, body));
  registerContract(app, projectJoinAudit, async ({ user, body }) => {
    await team.audit(mustAuth(user).userId, body.id, body.approve);
    return null;
  });

  registerContract(app, projectWeekCreate, ({ user, body }) =>
    weeks.create(mustAuth(user).userId, body.project_id, body),
  );
  registerContract(app, projectWeekUpdate, ({ user, body }) =>
    weeks.update(mustAuth(user).userId, body.id, body),
  );
  registerContract(app, projectWeekDelete, async ({ user, body }) => {
    await weeks.remove(mustAuth(user).userId, body.id);
    return null;
  });
}

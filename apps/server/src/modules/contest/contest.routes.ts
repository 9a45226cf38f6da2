import type { FastifyInstance } from 'fastify';
import {
  MSG,
  activeIfJoin,
  activeJoin,
  activeScan,
  activeSubmit,
  opuDelete,
  opuInfo,
  opuList,
  opuVote,
  photoVote,
  activeCurrent,
  CONTEST_DOWNLOAD_PATH,
  type WorkOrderValue,
} from '@xinke/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { ContestService } from './contest.service';
import { ContestVoteService } from './contest-vote.service';
import { WorkImages } from './work-image';
import type { FileStore } from '../../uploads/storage';
import type { WriteLimiter } from '../../write-limits/write-limits';
import { attachmentDisposition } from '../resource/byte-range';
import { UPLOAD_CSP } from '../../plugins/upload-headers';
import { AppError } from '../../lib/app-error';

/** The download's query: both ids, as the contracts' ids are read. */
const ZDownloadQuery = z.object({
  active_id: z.coerce.number().int().positive().max(2_147_483_647),
  opu_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export interface ContestRouteDeps {
  /** The uploads store (wallpaper size check, downloads). */
  uploads?: FileStore;
  /** Limits the download as a read (docs/abuse-limits.md). */
  writeLimits?: WriteLimiter;
}

const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

/**
 * Contests on the site (docs/contest.md): enrolment, the member's work, the works wall and
 * the vote. Like the activity reads, none goes through the visitors' cache: the wall moves
 * with every vote and the status with the clock.
 */
export function registerContestRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  deps: ContestRouteDeps = {},
): void {
  const contests = new ContestService(
    db,
    clock,
    deps.uploads ? new WorkImages(deps.uploads) : undefined,
  );
  const votes = new ContestVoteService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, activeIfJoin, ({ user, body }) =>
    contests.ifJoin(body.active_id, mustAuth(user).userId),
  );
  registerContract(app, activeJoin, async ({ user, body }) => {
    const { enrolment, created } = await contests.join(mustAuth(user).userId, body);
    return done(enrolment, created ? MSG.contestJoined : MSG.contestJoinUpdated);
  });
  registerContract(app, activeSubmit, async ({ user, body }) =>
    done(await contests.submit(mustAuth(user).userId, body), MSG.contestWorkSubmitted),
  );
  registerContract(app, activeScan, ({ user, params }) =>
    contests.scan(params.active_id, mustAuth(user).userId),
  );
  registerContract(app, opuDelete, async ({ user, params }) =>
    done(await contests.remove(params.active_id, mustAuth(user).userId), MSG.contestWorkDeleted),
  );
  registerContract(app, opuList, async ({ query, request }) =>
    contests.wall(query.active_id, await viewer(request), {
      ...query,
      order: query.order as WorkOrderValue,
    }),
  );
  registerContract(app, opuInfo, async ({ params, query, request }) =>
    contests.info(params.id, query.active_id, await viewer(request)),
  );
  registerContract(app, opuVote, async ({ user, body, request }) =>
    done(
      await votes.vote(mustAuth(user).userId, body.active_id, body.opu_id, request.ip),
      MSG.contestVoted,
    ),
  );
  // SPEC §7 photo_vote: the photo contest's vote, the same service and rules as opu_vote.
  registerContract(app, photoVote, async ({ user, body, request }) =>
    done(
      await votes.vote(mustAuth(user).userId, body.active_id, body.opu_id, request.ip),
      MSG.contestVoted,
    ),
  );
  registerContract(app, activeCurrent, ({ query }) => contests.current(query.kind));
  app.get(CONTEST_DOWNLOAD_PATH, async (request, reply) => {
    const parsed = ZDownloadQuery.safeParse(request.query);
    if (!parsed.success) throw AppError.badRequest(MSG.idInvalid);
    await deps.writeLimits?.check('read', {
      userId: (await app.optionalUser(request))?.userId ?? null,
      ip: request.ip,
    });
    const { name, jpeg } = await contests.download(parsed.data.active_id, parsed.data.opu_id);
    reply.raw.setHeader('content-security-policy', UPLOAD_CSP);
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-type', 'image/jpeg')
      .header('content-disposition', attachmentDisposition(name))
      .send(jpeg);
  });
}

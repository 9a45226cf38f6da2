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
  type WorkOrderValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { ContestService } from './contest.service';
import { ContestVoteService } from './contest-vote.service';

const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

/**
 * Contests on the site (docs/contest.md): enrolment, the member's work, the works wall and
 * the vote. Like the activity reads, none goes through the visitors' cache: the wall moves
 * with every vote and the status with the clock.
 */
export function registerContestRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const contests = new ContestService(db, clock);
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
}

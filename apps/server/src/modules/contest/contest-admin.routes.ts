import type { FastifyInstance } from 'fastify';
import {
  MSG,
  adminContestExport,
  adminContestRanking,
  adminContestScore,
  adminContestScores,
  adminContestVotes,
  adminContestVotesVoid,
  adminContestWorkReview,
  adminContestWorks,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { ContestAdminService } from './contest-admin.service';
import { exportContest } from './contest-export';
import { ContestJudgeService } from './contest-judge.service';
import { registerContestResultsRoutes } from './contest-results.routes';

const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

/**
 * 活动运营 › 作品 / 投票 / 评审 / 排名 / 导出 (docs/contest-console.md): moderators and
 * admins review, void and judge; only admins export the contacts. The public award list
 * (/api/active/excellent) comes with it: it is this ranking, once published.
 */
export function registerContestAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const console_ = new ContestAdminService(db, clock);
  const judges = new ContestJudgeService(db, clock);

  registerContract(app, adminContestWorks, ({ user, query }) => {
    const { active_id, page, page_size, ...filter } = query;
    return console_.works(mustAuth(user).userId, active_id, filter, page, page_size);
  });
  registerContract(app, adminContestWorkReview, async ({ user, request, params, body }) =>
    done(await console_.review(staffActor(user, request), params.id, body), MSG.contestReviewed),
  );
  registerContract(app, adminContestVotes, ({ user, query }) => {
    const { active_id, page, page_size, ...filter } = query;
    return console_.votes(mustAuth(user).userId, active_id, filter, page, page_size);
  });
  registerContract(app, adminContestVotesVoid, async ({ user, request, body }) =>
    done(await console_.voidVotes(staffActor(user, request), body), MSG.contestVoided),
  );
  registerContract(app, adminContestScores, ({ user, query }) =>
    judges.works(mustAuth(user).userId, query.active_id, query.page, query.page_size),
  );
  registerContract(app, adminContestScore, async ({ user, request, params, body }) =>
    done(await judges.score(staffActor(user, request), params.id, body), MSG.contestScored),
  );
  registerContract(app, adminContestRanking, ({ user, query }) =>
    console_.ranking(mustAuth(user).userId, query.active_id),
  );
  registerContract(app, adminContestExport, ({ user, request, query }) =>
    exportContest(db, staffActor(user, request), query.active_id, query.what, clock()),
  );
  registerContestResultsRoutes(app, db, clock);
}

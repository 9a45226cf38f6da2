import type { FastifyInstance } from 'fastify';
import { MSG, closeReport as closeReportContract, moderationReports, report } from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { withLoginHint } from '../comment/login-hint';
import { closeReport, createReport, listReports } from './report.service';
import type { Clock } from '../../lib/clock';
import { staffActor } from '../admin/audit-log';
import { assertModerator } from '../moderation/assert-moderator';

export function registerReportRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  withLoginHint(app, (scope) => {
    registerContract(scope, report, async ({ body, user }) => ({
      envelope: true as const,
      data: await createReport(db, mustAuth(user).userId, {
        targetType: body.target_type,
        targetId: body.target_id,
        reason: body.reason,
      }),
      msg: MSG.reportSuccess,
    }));
  });

  // Reading and closing reports: moderators and admins only (the contracts' policy).
  registerContract(app, moderationReports, async ({ user, query }) => {
    await assertModerator(db, mustAuth(user).userId);
    return listReports(db, { page: query.page, pageSize: query.page_size, status: query.status });
  });
  registerContract(app, closeReportContract, ({ user, params, body, request }) =>
    closeReport(db, staffActor(user, request), params.id, body.action, new Date(clock())),
  );
}

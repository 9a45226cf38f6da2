import type { FastifyInstance } from 'fastify';
import { MSG, closeReport as closeReportContract, moderationReports, report } from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { withLoginHint } from '../comment/login-hint';
import { closeReport, createReport, listReports } from './report.service';

export function registerReportRoutes(app: FastifyInstance, db: Db): void {
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
  registerContract(app, moderationReports, ({ query }) =>
    listReports(db, { page: query.page, pageSize: query.page_size, status: query.status }),
  );
  registerContract(app, closeReportContract, ({ params, body }) =>
    closeReport(db, params.id, body.action),
  );
}

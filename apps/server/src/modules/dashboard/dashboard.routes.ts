import type { FastifyInstance } from 'fastify';
import { adminDashboard } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { startDashboardJob } from './dashboard-job';
import { dashboardView } from './dashboard.service';

/**
 * The console's dashboard (docs/admin-dashboard.md): its read and the daily aggregate job.
 * Active members are recorded by plugins/auth.ts (activity.ts).
 */
export function registerDashboard(app: FastifyInstance, db: Db, clock: Clock): void {
  startDashboardJob(app, db, clock);
  registerContract(app, adminDashboard, ({ user }) =>
    dashboardView(db, clock, mustAuth(user).userId),
  );
}

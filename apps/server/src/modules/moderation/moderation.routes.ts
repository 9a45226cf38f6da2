import type { FastifyInstance } from 'fastify';
import { itemReview } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { reviewItem } from './moderation.service';

export function registerModerationRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    itemReview,
    ({ user, params, body }) => reviewItem(db, clock, mustAuth(user).userId, params.id, body),
    { bodyLimit: 8 * 1024 },
  );
}

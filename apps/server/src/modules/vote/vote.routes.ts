import type { FastifyInstance } from 'fastify';
import { MSG, giftVote } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { castVote } from './vote.service';

export function registerVoteRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    giftVote,
    async ({ user, body }) => ({
      envelope: true,
      data: await castVote(db, clock, mustAuth(user).userId, body),
      msg: MSG.voteSuccess,
    }),
    { bodyLimit: 16 * 1024 },
  );
}

import type { FastifyInstance } from 'fastify';
import { MSG, giftVote, itemSubtitleDelete } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { castVote, deleteVoteSubject } from './vote.service';

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
  registerContract(app, itemSubtitleDelete, async ({ user, params }) => ({
    envelope: true,
    data: await deleteVoteSubject(db, mustAuth(user).userId, params.id),
    msg: MSG.deleteSuccess,
  }));
}

import type { FastifyInstance } from 'fastify';
import {
  lotteryAddress,
  lotteryEnter,
  lotteryEntries,
  lotteryEntryIds,
  lotteryInfo,
  lotteryWinners,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { startLotteryJob } from './lottery-job';
import { LotteryService } from './lottery.service';

/**
 * Lotteries on the public site and their draw job (docs/lottery.md). Not cached for
 * visitors: the phase moves with the clock and the list with every entry.
 */
export function registerLotteryRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  startLotteryJob(app, db, clock);
  const lottery = new LotteryService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, lotteryInfo, async ({ query, request }) =>
    lottery.info(query.id, await viewer(request)),
  );
  registerContract(app, lotteryEnter, ({ user, body }) =>
    lottery.enter(mustAuth(user).userId, body.active_id, body.count),
  );
  registerContract(app, lotteryEntries, async ({ query, request }) => {
    const me = query.mine === 1 ? await viewer(request) : null;
    // mine=1 from a visitor is an empty list, not everyone's.
    return lottery.entries(query.id, me === null ? null : me || -1, query.page, query.page_size);
  });
  registerContract(app, lotteryEntryIds, ({ query }) => lottery.entryIds(query.id));
  registerContract(app, lotteryWinners, ({ query }) => lottery.winners(query.id));
  registerContract(app, lotteryAddress, ({ user, body }) =>
    lottery.address(mustAuth(user).userId, body),
  );
}

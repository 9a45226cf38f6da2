import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { SessionService } from '../modules/auth/session.service';
import { LetterRemovalService } from '../modules/letter/letter-removal.service';
import { registerLetterRoutes } from '../modules/letter/letter.routes';
import { LetterService } from '../modules/letter/letter.service';
import type { RateLimiter } from '../plugins/rate-limiter';
import type { Storage } from '../uploads/storage';
import type { WriteLimiter } from '../write-limits/write-limits';
import type { Realtime } from './realtime';
import { registerSocketRoute, type SocketTimings } from './socket.routes';

export interface RealtimeDeps {
  db: Db;
  /** PGlite runs one statement at a time: letters are stored one batch after another. */
  isEmbedded: boolean;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The same limits as POST /web/letter/send, for letters sent over the socket. */
  writeLimits: WriteLimiter;
  sessions: SessionService;
  realtime: Realtime;
  timings?: SocketTimings;
  /** Where chat images are stored (a letter may point only at one stored there). */
  uploads: Storage;
}

/**
 * Private letters and the socket that delivers them (and any other module's frames through
 * `app.realtime.publish`).
 */
export async function registerLetters(
  app: FastifyInstance,
  config: Config,
  deps: RealtimeDeps,
): Promise<void> {
  const { db, clock, realtime } = deps;
  const letters = new LetterService({
    db,
    maxInsertsInFlight: deps.isEmbedded ? 1 : 4,
    clock,
    rateLimiter: deps.rateLimiter,
    realtime,
    storage: deps.uploads,
    publicUrl: config.publicUrl,
  });
  registerLetterRoutes(app, letters, new LetterRemovalService({ db, clock, realtime }));
  await registerSocketRoute(app, {
    realtime,
    timings: deps.timings,
    authenticate: (token) => deps.sessions.resolve(token),
    onChat: async (userId, frame, connectionId) => {
      await deps.writeLimits.check('letter', { userId, ip: null });
      const { message } = await letters.send(
        userId,
        { toUserId: frame.touid, no: frame.no, msg: frame.msg, kind: frame.kind },
        connectionId,
      );
      return { id: message.id, create_time: message.create_time, msg: message.content };
    },
  });
}

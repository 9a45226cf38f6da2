import type { FastifyInstance } from 'fastify';
import { MSG, medalList, moderationMedalAward, userMedal, userMedalSeen } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { awardByKey, listMedalHall, listUserMedals, markMedalsSeen } from './medal.service';

/** Medals (docs/growth.md): anyone's medals, the hall, marking mine seen, the admin award. */
export function registerMedalRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(app, userMedal, async ({ query, request }) =>
    listUserMedals(db, (await app.optionalUser(request))?.userId ?? null, query.user_id),
  );
  registerContract(app, medalList, () => listMedalHall(db));
  registerContract(app, userMedalSeen, ({ user }) => markMedalsSeen(db, mustAuth(user).userId));
  // Admins only, with 只有管理员可以颁发勋章 for anyone else (the contract's policy).
  registerContract(app, moderationMedalAward, async ({ user, body, request }) => {
    const data = await awardByKey(
      db,
      staffActor(user, request),
      { userId: body.user_id, medalKey: body.medal_key },
      clock(),
    );
    return { envelope: true as const, data, msg: MSG.medalAwardSuccess };
  });
}

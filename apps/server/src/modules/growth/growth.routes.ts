import type { FastifyInstance } from 'fastify';
import { MSG, signInPopup, signInSuccessMessage, userPoint, userSign } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { withLoginHint } from '../comment/login-hint';
import { listPoints } from './point.service';
import { claimSignInPopup, signIn } from './sign-in.service';

export function registerGrowthRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  // SPEC §8: a visitor's sign-in is refused with 请登录后再操作.
  withLoginHint(
    app,
    (scope) => {
      registerContract(scope, userSign, async ({ user }) => {
        const data = await signIn(db, clock, mustAuth(user).userId);
        return { envelope: true as const, data, msg: signInSuccessMessage(data.ele) };
      });
    },
    MSG.loginToAct,
  );
  registerContract(app, signInPopup, ({ user }) =>
    claimSignInPopup(db, clock, mustAuth(user).userId),
  );
  registerContract(app, userPoint, ({ user, query }) =>
    listPoints(db, mustAuth(user).userId, query),
  );
}

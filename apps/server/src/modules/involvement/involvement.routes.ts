import type { FastifyInstance } from 'fastify';
import { userInvolvedItems } from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { listInvolvedItems } from './involvement.service';

/** The user center's 参与的项目 list (members only; always the caller's own). */
export function registerInvolvementRoutes(app: FastifyInstance, db: Db): void {
  registerContract(app, userInvolvedItems, ({ user, query }) =>
    listInvolvedItems(db, mustAuth(user).userId, query),
  );
}

import type { FastifyInstance } from 'fastify';
import { devOutbox } from '@xinke/shared';
import { registerContract } from '../../plugins/contract-route';
import type { DevOutbox } from '../../providers/dev-outbox';

/** GET /dev/outbox: only called when NODE_ENV is not production (see app.ts). */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  registerContract(app, devOutbox, async ({ query }) => outbox.list(query.to));
}

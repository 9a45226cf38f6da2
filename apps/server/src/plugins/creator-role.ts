import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { assertCreativeMaster } from '../modules/creator/creator-role';

declare module 'fastify' {
  interface FastifyInstance {
    /** 403 with `refusal` unless `userId` is a creative master (users.x_up = 1). */
    assertCreator(userId: number, refusal?: string): Promise<void>;
  }
}

/** The check of every contract whose policy role is `creator` (contract-route.ts). */
export function registerCreatorRole(app: FastifyInstance, db: Db): void {
  app.decorate('assertCreator', (userId: number, refusal?: string) =>
    assertCreativeMaster(db, userId, refusal),
  );
}

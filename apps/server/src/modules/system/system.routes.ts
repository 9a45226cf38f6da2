import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, healthz } from '@xinke/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { registerContract } from '../../plugins/contract-route';

/** How long /healthz waits for `select 1` before calling the database unreachable. */
const PING_TIMEOUT_MS = 3000;

async function pingWithTimeout(database: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerSystemRoutes(app: FastifyInstance, database: Database): void {
  registerContract(app, healthz, async ({ request }) => {
    try {
      await pingWithTimeout(database);
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      throw new AppError(ERROR_CODE.unavailable, '数据库不可用，请稍后重试', {
        database: 'unreachable',
      });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}

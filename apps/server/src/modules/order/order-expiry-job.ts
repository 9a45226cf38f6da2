import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { completeShippedOrders, expireUnpaidOrders } from './order.service';

const MINUTE_MS = 60_000;

/**
 * Every minute, unpaid orders past their 30-minute deadline are cancelled (their stock and
 * coupon returned) and shipped orders past ORDER_AUTO_COMPLETE_MS complete (自动确认收货).
 * Safe on several nodes: each move is a conditional UPDATE, so two nodes racing for one
 * order move it once.
 */
export function startOrderExpiry(app: FastifyInstance, db: Db, clock: Clock): void {
  const timer = setInterval(() => {
    expireUnpaidOrders(db, clock()).then(
      (n) => n > 0 && app.log.info({ expired: n }, 'unpaid orders cancelled'),
      (err: unknown) => app.log.warn({ err }, 'order expiry failed'),
    );
    completeShippedOrders(db, clock()).then(
      (n) => n > 0 && app.log.info({ completed: n }, 'shipped orders completed'),
      (err: unknown) => app.log.warn({ err }, 'order auto-complete failed'),
    );
  }, MINUTE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

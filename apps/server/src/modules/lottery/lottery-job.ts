import type { FastifyInstance } from 'fastify';
import { LOTTERY_JOB_EVERY_MS } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { drawLottery, type DrawResult } from './lottery-draw';
import { dueLotteries } from './lottery.repository';

/**
 * One run of the lottery job: draws every opened, published lottery whose draw time has
 * passed. Safe on N nodes and against a staff 开奖 at the same moment: drawLottery claims
 * the draw with a conditional update, so each lottery is drawn once.
 */
export async function runLotteryTick(db: Db, now: number): Promise<DrawResult[]> {
  const drawn: DrawResult[] = [];
  for (const id of await dueLotteries(db, now)) {
    const result = await drawLottery(db, id, now, null);
    if (result) drawn.push(result);
  }
  return drawn;
}

/** Runs the lottery job on every node shortly after start and every LOTTERY_JOB_EVERY_MS. */
export function startLotteryJob(app: FastifyInstance, db: Db, clock: Clock): void {
  let running = false;
  const run = () => {
    // A slow run (a big draw) is not overlapped by the next one on the same node.
    if (running) return;
    running = true;
    runLotteryTick(db, clock())
      .then(
        (drawn) => {
          if (drawn.length > 0)
            app.log.info({ drawn: drawn.map((d) => d.activeId) }, 'lotteries: drawn');
        },
        (err: unknown) => app.log.warn({ err }, 'lottery job failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 7_000);
  const timer = setInterval(run, LOTTERY_JOB_EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

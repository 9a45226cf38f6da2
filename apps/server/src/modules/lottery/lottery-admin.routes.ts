import type { FastifyInstance } from 'fastify';
import {
  adminLottery,
  adminLotteryDraw,
  adminLotteryOpen,
  adminLotterySave,
  adminLotteryShip,
  adminLotteryWinners,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { LotteryAdminService } from './lottery-admin.service';

/** 活动运营 › 抽奖 (docs/lottery.md): /web/admin/lottery/*, admins only. */
export function registerLotteryAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const admin = new LotteryAdminService(db, clock);
  registerContract(app, adminLottery, ({ user, params }) =>
    admin.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminLotterySave, ({ user, request, params, body }) =>
    admin.save(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminLotteryOpen, ({ user, request, params }) =>
    admin.open(staffActor(user, request), params.id),
  );
  registerContract(app, adminLotteryDraw, ({ user, request, params }) =>
    admin.draw(staffActor(user, request), params.id),
  );
  registerContract(app, adminLotteryWinners, ({ user, params }) =>
    admin.winners(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminLotteryShip, ({ user, request, params, body }) =>
    admin.ship(staffActor(user, request), params.id, body.tracking_no),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  MSG,
  adminCodes,
  adminCodesExport,
  adminCouponClaims,
  adminCouponCreate,
  adminCouponIssue,
  adminCouponUpdate,
  adminCoupons,
  adminMedalAward,
  adminMedalCreate,
  adminMedalHolders,
  adminMedalRevoke,
  adminMedalUpdate,
  adminMedals,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import * as medalsAdmin from '../medal/medal-admin.service';
import * as codesAdmin from '../privilege/code-admin.service';
import * as couponsAdmin from '../privilege/coupon-admin.service';
import { staffActor } from './audit-log';

/**
 * The console's rewards section (docs/admin-rewards.md): medals, coupons, privilege codes.
 * Admins only (the contracts' policy, and each service again). Issuing and reviewing codes
 * keep their earlier endpoints (modules/privilege).
 */
export function registerRewardsAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

  registerContract(app, adminMedals, ({ user, query }) =>
    medalsAdmin.listAdminMedals(db, mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminMedalCreate, async ({ user, body, request }) =>
    done(await medalsAdmin.createMedal(db, staffActor(user, request), body), MSG.medalCreated),
  );
  registerContract(app, adminMedalUpdate, async ({ user, params, body, request }) =>
    done(
      await medalsAdmin.updateMedal(db, staffActor(user, request), params.id, body),
      MSG.medalSaved,
    ),
  );
  registerContract(app, adminMedalHolders, ({ user, params, query }) =>
    medalsAdmin.listMedalHolders(db, mustAuth(user).userId, params.id, query.page, query.page_size),
  );
  registerContract(app, adminMedalAward, async ({ user, params, body, request }) =>
    done(
      await medalsAdmin.awardMedalById(
        db,
        staffActor(user, request),
        params.id,
        body.user_id,
        clock(),
      ),
      MSG.medalAwardSuccess,
    ),
  );
  registerContract(app, adminMedalRevoke, async ({ user, params, body, request }) =>
    done(
      await medalsAdmin.revokeMedal(db, staffActor(user, request), params.id, {
        userId: body.user_id,
        reason: body.reason,
      }),
      MSG.medalRevoked,
    ),
  );

  registerContract(app, adminCoupons, ({ user, query }) =>
    couponsAdmin.listAdminCoupons(db, mustAuth(user).userId, query),
  );
  registerContract(app, adminCouponCreate, async ({ user, body, request }) =>
    done(await couponsAdmin.createCoupon(db, staffActor(user, request), body), MSG.couponCreated),
  );
  registerContract(app, adminCouponUpdate, async ({ user, params, body, request }) =>
    done(
      await couponsAdmin.updateCoupon(db, staffActor(user, request), params.id, body),
      MSG.couponSaved,
    ),
  );
  registerContract(app, adminCouponIssue, async ({ user, params, body, request }) =>
    done(
      await couponsAdmin.issueCoupon(db, staffActor(user, request), params.id, body, clock()),
      MSG.couponIssued,
    ),
  );
  registerContract(app, adminCouponClaims, ({ user, params, query }) =>
    couponsAdmin.listCouponClaims(db, mustAuth(user).userId, params.id, query, clock()),
  );

  registerContract(app, adminCodes, ({ user, query }) =>
    codesAdmin.listAdminCodes(db, mustAuth(user).userId, query, clock()),
  );
  registerContract(app, adminCodesExport, async ({ user, query, request }) =>
    done(
      await codesAdmin.exportCodes(db, staffActor(user, request), query, clock()),
      MSG.codesExported,
    ),
  );
}

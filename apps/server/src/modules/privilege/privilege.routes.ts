import type { FastifyInstance } from 'fastify';
import {
  CODE_REVIEW_ACTION,
  MSG,
  claimPrerogativeCode,
  discountTicket,
  getGuide,
  issuePrerogativeCodes,
  prerogativeCodes,
  receiveCoupon,
  redeemPrerogativeCode,
  reviewPrerogativeCode,
  setGuide,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { claimCode, issueCodes, listMyCodes, redeemCode, reviewCode } from './code.service';
import * as coupons from './coupon.service';
import * as guide from './guide.service';

/** Privilege codes, coupons and the new-user guide (issue 6; docs/growth.md). */
export function registerPrivilegeRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(app, prerogativeCodes, ({ user, query }) =>
    listMyCodes(db, clock, mustAuth(user).userId, query),
  );
  registerContract(app, claimPrerogativeCode, async ({ user, body }) => ({
    envelope: true as const,
    data: await claimCode(db, clock, mustAuth(user).userId, body.type),
    msg: MSG.claimSuccess,
  }));
  registerContract(app, redeemPrerogativeCode, async ({ user, params }) => ({
    envelope: true as const,
    data: await redeemCode(db, clock, mustAuth(user).userId, params.id),
    msg: MSG.codeSubmitted,
  }));
  // Issuing and reviewing codes: admins only (the contracts' policy).
  registerContract(app, issuePrerogativeCodes, async ({ user, body, request }) => ({
    envelope: true as const,
    data: { data: await issueCodes(db, clock, staffActor(user, request), body) },
    msg: MSG.codesIssued,
  }));
  registerContract(app, reviewPrerogativeCode, async ({ user, params, body, request }) => ({
    envelope: true as const,
    data: await reviewCode(db, clock, staffActor(user, request), params.id, body),
    msg: body.action === CODE_REVIEW_ACTION.confirm ? MSG.codeConfirmed : MSG.codeRejected,
  }));

  registerContract(app, discountTicket, ({ user }) =>
    coupons.listMyCoupons(db, clock, mustAuth(user).userId),
  );
  registerContract(app, receiveCoupon, async ({ user, body }) => {
    const data = await coupons.receiveCoupon(db, clock, mustAuth(user).userId, body.coupon_id);
    return {
      envelope: true as const,
      data,
      msg: data.first_claim ? MSG.claimSuccess : MSG.couponAlreadyClaimed,
    };
  });

  registerContract(app, getGuide, ({ user, query }) =>
    guide.getGuide(db, mustAuth(user).userId, query.key),
  );
  registerContract(app, setGuide, ({ user, body }) =>
    guide.setGuide(db, mustAuth(user).userId, body.key),
  );
}

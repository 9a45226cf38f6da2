import { and, eq } from 'drizzle-orm';
import {
  MSG,
  ORDER_KIND,
  SPEC_STATUS,
  SUPPORT_STATUS,
  type Support,
  type SupportStarted,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { specSupports, specs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { isBlocked } from '../social/black.repository';
import type { PageArgs } from './entry.repository';
import { toSupport } from './lab.mapper';
import { findSupport, insertSupport, markPaid, supportPage } from './lab.repository';
import { findSpecForTarget, lockSpec } from './spec.repository';
import { openServiceOrder } from '../order/service-order';
import './support.kind';

/**
 * Supports (支持) of a spec, docs/creator.md "Supports and payments". A member supports
 * someone else's published spec once: a free one (price 0) is paid at once; a priced one
 * gets a pending row for the spec's price and an order of kind 支持项目 for the cashier;
 * paying the order marks the support paid (support.kind.ts). Asking again while pending
 * answers the same support and its still payable order (or a new one after it expired),
 * so a payment can be resumed.
 */
export async function supportSpec(
  db: Db,
  clock: Clock,
  userId: number,
  specId: number,
): Promise<SupportStarted> {
  const started = await db.transaction(async (tx) => {
    // Locked so the price read is the price recorded, even beside a set_price.
    const spec = await lockSpec(tx, specId);
    if (!spec || spec.status !== SPEC_STATUS.published) throw AppError.notFound(MSG.specNotFound);
    if (spec.creatorId === userId) throw AppError.conflict(MSG.supportOwnSpec);
    if (await isBlocked(tx, spec.creatorId, userId)) throw AppError.forbidden(MSG.specBlocked);
    const existing = await findSupport(tx, specId, userId);
    if (existing?.status === SUPPORT_STATUS.paid) throw AppError.conflict(MSG.supportAlreadyPaid);
    // The amount is the support's own: the price when it was asked for (set_price may move).
    const payFor = async (supportId: number, amount: number) => ({
      id: supportId,
      orderId: await openServiceOrder(tx, {
        userId,
        kind: ORDER_KIND.support,
        refId: supportId,
        title: `支持规格书《${spec.title}》`,
        cover: spec.cover,
        amount,
        now: clock(),
      }),
    });
    if (existing) return payFor(existing.id, existing.amount);
    const now = new Date(clock());
    const free = spec.price === 0;
    const inserted = await insertSupport(tx, {
      specId,
      userId,
      amount: spec.price,
      status: free ? SUPPORT_STATUS.paid : SUPPORT_STATUS.pending,
      createTime: now,
      paidTime: free ? now : null,
    });
    if (inserted === undefined) throw AppError.conflict(MSG.supportAlreadyPaid);
    return free ? { id: inserted, orderId: null } : payFor(inserted, spec.price);
  });
  return { ...(await supportById(db, started.id)), order_id: started.orderId };
}

/**
 * The payment seam: a pending support becomes paid. Idempotent — a repeated or replayed
 * payment notification changes nothing and answers false. Returns true when this call paid it.
 */
export async function markSupportPaid(db: Db, supportId: number, at = new Date()) {
  return markPaid(db, supportId, at);
}

async function supportById(db: Db, id: number): Promise<Support> {
  const { rows } = await supportPage(db, eq(specSupports.id, id), { page: 1, pageSize: 1 });
  const row = rows[0];
  if (!row) throw AppError.notFound(MSG.supportNotFound);
  return toSupport(row);
}

async function supports(db: Db, where: Parameters<typeof supportPage>[1], paging: PageArgs) {
  const { rows, total } = await supportPage(db, where, paging);
  return { data: rows.map(toSupport), paginate: paginate(total, paging.page, paging.pageSize) };
}

/** votes/list: a published spec's paid supporters, for anyone. */
export async function specSupporters(db: Db, specId: number, paging: PageArgs) {
  const spec = await findSpecForTarget(db, specId);
  if (!spec || spec.status !== SPEC_STATUS.published) throw AppError.notFound(MSG.specNotFound);
  return supports(
    db,
    and(eq(specSupports.specId, specId), eq(specSupports.status, SUPPORT_STATUS.paid)),
    paging,
  );
}

/** Supports of the caller's specs, pending ones included. */
export function supportsOfMySpecs(db: Db, userId: number, paging: PageArgs) {
  return supports(db, eq(specs.creatorId, userId), paging);
}

import { asc, eq, inArray } from 'drizzle-orm';
import { MSG, STAFF_ACTION, ZP618Input, type AdminP618, type P618 } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, p618Activities, p618Campaign, p618Products, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { publicProductCards, publishedCards } from './campaign.repository';

type P618Body = z.output<typeof ZP618Input>;

/**
 * The 618 campaign (docs/p618.md): one settings row and the chosen activities and products,
 * written together by admins with one audit row; the page shows what is public of them.
 */
export class P618Service {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async load(db: Db): Promise<AdminP618> {
    const [[row], acts, prods] = await Promise.all([
      db.select().from(p618Campaign).where(eq(p618Campaign.id, 1)).limit(1),
      db.select().from(p618Activities).orderBy(asc(p618Activities.sort)),
      db.select().from(p618Products).orderBy(asc(p618Products.sort)),
    ]);
    return {
      configured: row !== undefined,
      title: row?.title ?? '',
      banner: row?.banner ?? '',
      start_time: row ? toUnixSeconds(row.startTime.getTime()) : null,
      end_time: row ? toUnixSeconds(row.endTime.getTime()) : null,
      active_ids: acts.map((a) => a.activeId),
      product_ids: prods.map((p) => p.productId),
      update_time: row ? toUnixSeconds(row.updateTime.getTime()) : null,
    };
  }

  /** The public page: drafts among the chosen activities or products are left out. */
  async info(): Promise<P618> {
    const s = await this.load(this.db);
    const [cards, prods] = await Promise.all([
      publishedCards(this.db, s.active_ids, this.clock()),
      publicProductCards(this.db, s.product_ids),
    ]);
    return {
      configured: s.configured,
      title: s.title,
      banner: s.banner,
      start_time: s.start_time,
      end_time: s.end_time,
      activities: cards,
      products: prods,
    };
  }

  async get(staffId: number): Promise<AdminP618> {
    await assertAdmin(this.db, staffId);
    return this.load(this.db);
  }

  /** Every chosen id must exist (drafts may be chosen: the page shows them once published). */
  private async checkIds(db: Db, body: P618Body): Promise<void> {
    if (body.active_ids.length > 0) {
      const found = await db
        .select({ id: activities.id })
        .from(activities)
        .where(inArray(activities.id, body.active_ids));
      if (found.length !== body.active_ids.length)
        throw AppError.badRequest(MSG.p618ActivityInvalid);
    }
    if (body.product_ids.length > 0) {
      const found = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, body.product_ids));
      if (found.length !== body.product_ids.length)
        throw AppError.badRequest(MSG.p618ProductInvalid);
    }
  }

  async save(actor: StaffActor, body: P618Body): Promise<AdminP618> {
    await assertAdmin(this.db, actor.id);
    if (body.end_time <= body.start_time) throw AppError.badRequest(MSG.p618TimeOrder);
    return this.db.transaction(async (tx) => {
      // One campaign row: lock it (when it exists) so two saves apply one after the other.
      await tx.select().from(p618Campaign).where(eq(p618Campaign.id, 1)).for('update');
      await this.checkIds(tx, body);
      const before = await this.load(tx);
      const values = {
        title: body.title,
        banner: body.banner,
        startTime: new Date(body.start_time * 1000),
        endTime: new Date(body.end_time * 1000),
        updatedBy: actor.id,
        updateTime: new Date(this.clock()),
      };
      await tx
        .insert(p618Campaign)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: p618Campaign.id, set: values });
      await tx.delete(p618Activities);
      await tx.delete(p618Products);
      if (body.active_ids.length > 0)
        await tx
          .insert(p618Activities)
          .values(body.active_ids.map((activeId, sort) => ({ activeId, sort })));
      if (body.product_ids.length > 0)
        await tx
          .insert(p618Products)
          .values(body.product_ids.map((productId, sort) => ({ productId, sort })));
      const after = await this.load(tx);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.p618Save,
        target: 'p618',
        ...changedFields(audited(before), audited(after)),
      });
      return after;
    });
  }
}

/** What the audit keeps: the settings, the id lists as text so only real changes show. */
function audited(s: AdminP618): Record<string, unknown> {
  return {
    title: s.title,
    banner: s.banner,
    start_time: s.start_time,
    end_time: s.end_time,
    active_ids: s.active_ids.join(','),
    product_ids: s.product_ids.join(','),
  };
}

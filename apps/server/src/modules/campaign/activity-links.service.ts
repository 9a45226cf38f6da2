import { asc, eq, inArray } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_KEY,
  MSG,
  STAFF_ACTION,
  ZActivityLinksInput,
  type ActivityLinks,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, activityItemTags, activityProducts, products, tags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';

type LinksBody = z.output<typeof ZActivityLinksInput>;

/**
 * 活动运营 › 活动 › 关联 (docs/activities.md "Product links and item activities"): the products
 * whose landing pages list the activity as 相关活动, and an item activity's participation tag.
 * Saved whole, in one transaction with its audit row.
 */
export class ActivityLinksService {
  constructor(private readonly db: Db) {}

  private async load(db: Db, id: number): Promise<ActivityLinks> {
    const [prods, [tag]] = await Promise.all([
      db
        .select({ id: activityProducts.productId })
        .from(activityProducts)
        .where(eq(activityProducts.activeId, id))
        .orderBy(asc(activityProducts.productId)),
      db.select().from(activityItemTags).where(eq(activityItemTags.activeId, id)).limit(1),
    ]);
    return { product_ids: prods.map((p) => p.id), item_tag_id: tag?.tagId ?? null };
  }

  private async activity(db: Db, id: number, lock = false) {
    const query = db.select().from(activities).where(eq(activities.id, id));
    const [row] = lock ? await query.for('update') : await query.limit(1);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    return row;
  }

  async get(staffId: number, id: number): Promise<ActivityLinks> {
    await assertAdmin(this.db, staffId);
    await this.activity(this.db, id);
    return this.load(this.db, id);
  }

  async save(actor: StaffActor, id: number, body: LinksBody): Promise<ActivityLinks> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const row = await this.activity(tx, id, true);
      if (body.item_tag_id !== null && row.type !== ACTIVITY_TYPE_KEY.item)
        throw AppError.badRequest(MSG.activityTagOnlyItem);
      if (body.product_ids.length > 0) {
        const found = await tx
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, body.product_ids));
        if (found.length !== body.product_ids.length)
          throw AppError.badRequest(MSG.activityProductInvalid);
      }
      if (body.item_tag_id !== null) {
        const [tag] = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(eq(tags.id, body.item_tag_id))
          .limit(1);
        if (!tag) throw AppError.badRequest(MSG.activityTagInvalid);
      }
      const before = await this.load(tx, id);
      await tx.delete(activityProducts).where(eq(activityProducts.activeId, id));
      if (body.product_ids.length > 0)
        await tx
          .insert(activityProducts)
          .values(body.product_ids.map((productId) => ({ activeId: id, productId })));
      await tx.delete(activityItemTags).where(eq(activityItemTags.activeId, id));
      if (body.item_tag_id !== null)
        await tx.insert(activityItemTags).values({ activeId: id, tagId: body.item_tag_id });
      const after = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.activityLinks,
        target: `activity:${id}`,
        ...changedFields(audited(before), audited(after)),
      });
      return after;
    });
  }
}

const audited = (l: ActivityLinks): Record<string, unknown> => ({
  product_ids: l.product_ids.join(','),
  item_tag_id: l.item_tag_id,
});

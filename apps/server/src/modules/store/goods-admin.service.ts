import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { STAFF_ACTION, STORE_MSG, type Goods, type ZGoodsInput } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { auditView } from '../product-admin/audit-view';
import { toGoods, type GoodsRow } from './goods.mapper';

type GoodsBody = z.output<typeof ZGoodsInput>;

const goodsAudit = ({ id: _i, description, ...rest }: Goods) =>
  auditView({ ...rest, description_chars: description.length });

/**
 * 商城 › 商品 in the console (docs/store.md): create, edit, stock by delta, on/off sale.
 * Admins only, each write one audit row in its own transaction.
 */
export class GoodsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(staffId: number, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select()
      .from(goods)
      .orderBy(asc(goods.sort), desc(goods.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(goods);
    return {
      data: rows.map((r) => ({ ...toGoods(r), sort: r.sort })),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  private columns(body: GoodsBody) {
    return {
      title: body.title,
      cover: body.cover,
      images: body.images,
      description: sanitizePostHtml(body.description),
      price: body.price,
      pflag: body.pflag,
      shipNote: body.ship_note,
      status: body.status,
      sort: body.sort,
      updateTime: new Date(this.clock()),
    };
  }

  private async find(tx: Db, id: number): Promise<GoodsRow> {
    const [row] = await tx.select().from(goods).where(eq(goods.id, id)).for('update').limit(1);
    if (!row) throw AppError.notFound(STORE_MSG.goodsNotFound);
    return row;
  }

  async create(actor: StaffActor, body: GoodsBody): Promise<Goods> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const values = this.columns(body);
      const [row] = await tx
        .insert(goods)
        .values({ ...values, stock: body.stock, createTime: values.updateTime })
        .returning();
      if (!row) throw new Error('goods insert returned nothing');
      const result = toGoods(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.goodsCreate,
        target: `goods:${row.id}`,
        after: goodsAudit(result),
      });
      return result;
    });
  }

  /** An edit sets the stock it was given: the console shows the stock it read. */
  async update(actor: StaffActor, id: number, body: GoodsBody): Promise<Goods> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const before = toGoods(await this.find(tx, id));
      const [row] = await tx
        .update(goods)
        .set({ ...this.columns(body), stock: body.stock })
        .where(eq(goods.id, id))
        .returning();
      if (!row) throw AppError.notFound(STORE_MSG.goodsNotFound);
      const after = toGoods(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.goodsUpdate,
        target: `goods:${id}`,
        ...changedFields(goodsAudit(before), goodsAudit(after)),
      });
      return after;
    });
  }

  /** Adds `delta` (negative: takes away) without overwriting what buyers reserve meanwhile. */
  async adjustStock(actor: StaffActor, id: number, delta: number): Promise<Goods> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, id);
      const [row] = await tx
        .update(goods)
        .set({ stock: sql`${goods.stock} + ${delta}`, updateTime: new Date(this.clock()) })
        .where(sql`${goods.id} = ${id} and ${goods.stock} + ${delta} >= 0`)
        .returning();
      if (!row) throw AppError.conflict(STORE_MSG.goodsStockBelowZero);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.goodsStock,
        target: `goods:${id}`,
        before: { stock: before.stock },
        after: { stock: row.stock },
        details: { delta },
      });
      return toGoods(row);
    });
  }

  async setStatus(actor: StaffActor, id: number, status: number): Promise<Goods> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, id);
      const [row] = await tx
        .update(goods)
        .set({ status, updateTime: new Date(this.clock()) })
        .where(eq(goods.id, id))
        .returning();
      if (!row) throw AppError.notFound(STORE_MSG.goodsNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.goodsStatus,
        target: `goods:${id}`,
        before: { status: before.status },
        after: { status: row.status },
      });
      return toGoods(row);
    });
  }
}

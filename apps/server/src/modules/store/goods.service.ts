import { and, count, desc, asc, eq, gte, sql } from 'drizzle-orm';
import { GOODS_STATUS, STORE_MSG, type Goods } from '@xinke/shared';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import { toGoods, type GoodsRow } from './goods.mapper';

const onShelf = eq(goods.status, GOODS_STATUS.on);

/** The store's shelf (docs/store.md): on-sale goods only. */
export async function listGoods(db: Db, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(goods)
    .where(onShelf)
    .orderBy(asc(goods.sort), desc(goods.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(goods).where(onShelf);
  return { data: rows.map(toGoods), paginate: paginate(total?.n ?? 0, page, pageSize) };
}

export async function goodsDetail(db: Db, id: number): Promise<Goods> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), onShelf))
    .limit(1);
  if (!row) throw AppError.notFound(STORE_MSG.goodsNotFound);
  return toGoods(row);
}

/**
 * Takes `quantity` pieces off an on-sale good in one conditional UPDATE (stock >= qty):
 * concurrent buyers are serialised by the row lock, so the last pieces go to exactly as
 * many orders as there are pieces. Missing/off-sale is 404, too few pieces 409.
 */
export async function reserveStock(tx: Db, id: number, quantity: number): Promise<GoodsRow> {
  const [row] = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - ${quantity}` })
    .where(and(eq(goods.id, id), onShelf, gte(goods.stock, quantity)))
    .returning();
  if (row) return row;
  await goodsDetail(tx, id);
  throw AppError.conflict(STORE_MSG.goodsStockShort);
}

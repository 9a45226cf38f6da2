import { ORDER_PAY_TIMEOUT_MS, ORDER_SOLD_STATES, ORDER_STATE } from '@xinke/shared';
import type { Db } from '../src/db/client';
import { addresses, goods, orders } from '../src/db/schema';

/** Store rows for tests (the matrix, the staff walk, the store's own tests). */

export async function buildGoods(db: Db, overrides: Partial<typeof goods.$inferInsert> = {}) {
  const [row] = await db
    .insert(goods)
    .values({
      title: 'ESP32-S3 开发板',
      cover: '/uploads/images/goods.webp',
      price: 4990,
      stock: 100,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('goods insert failed');
  return row;
}

export async function buildAddress(db: Db, userId: number) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      name: '张三',
      phone: '13800138000',
      region: '广东省 深圳市 南山区',
      detail: '科技园南区 1 栋 101',
      isDefault: 1,
    })
    .returning();
  if (!row) throw new Error('address insert failed');
  return row;
}

/**
 * An order of `userId` in `state`, written directly for access tests: its own good, whose
 * `sold` already counts a paid order, so the counters agree with the rows.
 */
export async function buildOrderRow(db: Db, userId: number, state: number = ORDER_STATE.created) {
  const good = await buildGoods(db, { sold: ORDER_SOLD_STATES.includes(state) ? 1 : 0 });
  const now = Date.now();
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `T${now}${Math.floor(Math.random() * 1e6)}`,
      userId,
      kind: 'goods',
      refId: good.id,
      title: good.title,
      cover: good.cover,
      price: good.price,
      quantity: 1,
      amount: good.price,
      payAmount: good.price,
      state,
      payDeadline: new Date(now + ORDER_PAY_TIMEOUT_MS),
      ...(state !== ORDER_STATE.created ? { paidTime: new Date(now), payProvider: 'dev' } : {}),
    })
    .returning();
  if (!row) throw new Error('order insert failed');
  return row;
}

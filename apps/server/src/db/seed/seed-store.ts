import type { Storage } from '../../uploads/storage';
import { eq, sql } from 'drizzle-orm';
import { ORDER_PAY_TIMEOUT_MS, ORDER_STATE, PAYMENT_STATE } from '@xinke/shared';
import type { Db } from '../client';
import { addresses, goods, orders, payments } from '../schema';
import { DEMO_GOODS } from './store-data';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 86_400_000;

/**
 * The demo store: goods with drawn covers, an address for the first members, and a few
 * orders in different states (paid through the dev sandbox). `sold` is derived from the
 * paid orders afterwards, like every counter.
 */
export async function seedStore(db: Db, uploads: Storage, now: number, userIds: number[]) {
  const ids: number[] = [];
  const covers: string[] = [];
  for (const [i, g] of DEMO_GOODS.entries()) {
    const cover = await writeImage(
      uploads,
      `goods/${g.key}.jpg`,
      wideSvg({
        width: 720,
        height: 720,
        from: PALETTE[(i * 3) % PALETTE.length] ?? '#1677ff',
        to: PALETTE[(i * 3 + 4) % PALETTE.length] ?? '#722ed1',
        title: g.title,
        subtitle: g.pflag ? '预售' : '芯客商城',
      }),
    );
    const [row] = await db
      .insert(goods)
      .values({
        title: g.title,
        cover,
        images: [cover],
        description: g.description,
        price: g.price,
        stock: g.stock,
        pflag: g.pflag,
        shipNote: g.shipNote,
        sort: i,
        createTime: new Date(now - (30 - i) * DAY_MS),
      })
      .returning({ id: goods.id });
    if (row) ids.push(row.id);
    covers.push(cover);
  }
  const buyers = userIds.slice(1, 4);
  const states = [ORDER_STATE.completed, ORDER_STATE.shipped, ORDER_STATE.paid];
  for (const [n, userId] of buyers.entries()) {
    const address = {
      name: ['王工', '李同学', '陈师傅'][n] ?? '张三',
      phone: `1380013800${n}`,
      region: ['广东省 深圳市 南山区', '上海市 浦东新区', '浙江省 杭州市 西湖区'][n] ?? '',
      detail: ['科技园南区 3 栋 502', '张江路 88 号 2 号楼', '文三路 199 号'][n] ?? '',
    };
    await db.insert(addresses).values({ userId, ...address, isDefault: 1 });
    const g = DEMO_GOODS[n]!;
    const goodsId = ids[n]!;
    const state = states[n]!;
    const at = now - (n + 2) * DAY_MS;
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: `2026${String(11_000_000 + n * 7919).padStart(10, '0')}${n}`,
        userId,
        kind: 'goods',
        refId: goodsId,
        title: g.title,
        cover: covers[n] ?? '',
        price: g.price,
        quantity: 1,
        pflag: g.pflag,
        amount: g.price,
        payAmount: g.price,
        address,
        state,
        payProvider: 'dev',
        carrier: state === ORDER_STATE.paid ? '' : '顺丰速运',
        trackingNo: state === ORDER_STATE.paid ? '' : `SF14${String(52_000_000 + n)}`,
        createTime: new Date(at),
        payDeadline: new Date(at + ORDER_PAY_TIMEOUT_MS),
        paidTime: new Date(at + 60_000),
        shipTime: state === ORDER_STATE.paid ? null : new Date(at + DAY_MS),
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    if (!order) continue;
    await db.insert(payments).values({
      orderId: order.id,
      provider: 'dev',
      channel: 'pc',
      outTradeNo: `${order.orderNo}0001`,
      amount: g.price,
      state: PAYMENT_STATE.paid,
      transactionId: `DEMO${order.id}`,
      createTime: new Date(at + 30_000),
      paidTime: new Date(at + 60_000),
    });
    await db
      .update(goods)
      .set({ sold: sql`${goods.sold} + 1` })
      .where(eq(goods.id, goodsId));
  }
}

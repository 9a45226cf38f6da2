import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { paginate } from '../forum/forum.service';

/**
 * One page of orders, newest first, of one buyer (`userId`) or all (the console), optionally
 * in one state: my orders and the console's list are the same query.
 */
export async function pageOrders(
  db: Db,
  filter: { userId?: number; state?: number | undefined },
  page: number,
  pageSize: number,
) {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(orders.userId, filter.userId));
  if (filter.state !== undefined) where.push(eq(orders.state, filter.state));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...where));
  return { rows, paginate: paginate(total?.n ?? 0, page, pageSize) };
}

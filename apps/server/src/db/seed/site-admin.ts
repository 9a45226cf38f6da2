import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/**
 * The demo's site admin (the seed makes one): the author of what the site itself publishes
 * — activities, articles, lotteries, festival pages, the 618 campaign. Undefined on a
 * database without one.
 */
export async function siteAdminId(db: Db): Promise<number | undefined> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return admin?.id;
}

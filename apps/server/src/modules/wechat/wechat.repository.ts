import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities } from '../../db/schema';

/** The openid of my WeChat identity (provider 'wechat'), if I linked one. */
export async function findOpenid(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ openid: userIdentities.openid })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'wechat')))
    .limit(1);
  return row?.openid;
}

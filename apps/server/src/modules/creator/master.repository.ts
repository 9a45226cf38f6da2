import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { SPEC_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { creativeMasterApplications as apps, specs, users } from '../../db/schema';
import type { PageArgs } from './entry.repository';
import { creatorUserColumns } from './spec.repository';

/* Creative-master applications and the list of masters (docs/creator.md). Queries only. */

export async function applicationPage(
  db: Db,
  where: ReturnType<typeof eq> | undefined,
  paging: PageArgs,
) {
  const rows = await db
    .select({ application: apps, user: creatorUserColumns })
    .from(apps)
    .innerJoin(users, eq(users.id, apps.userId))
    .where(where)
    .orderBy(desc(apps.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(apps).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type ApplicationRow = Awaited<ReturnType<typeof applicationPage>>['rows'][number];

export async function findApplication(db: Db, id: number) {
  return (await applicationPage(db, eq(apps.id, id), { page: 1, pageSize: 1 })).rows[0];
}

/** The member's latest application. */
export async function latestApplication(db: Db, userId: number) {
  return (await applicationPage(db, eq(apps.userId, userId), { page: 1, pageSize: 1 })).rows[0];
}

export async function lockApplication(tx: Db, id: number) {
  const [row] = await tx.select().from(apps).where(eq(apps.id, id)).for('update').limit(1);
  return row;
}

export async function insertApplication(db: Db, values: typeof apps.$inferInsert) {
  const [row] = await db.insert(apps).values(values).returning({ id: apps.id });
  if (!row) throw new Error('insert application failed');
  return row.id;
}

export async function updateApplication(
  db: Db,
  id: number,
  values: Partial<typeof apps.$inferInsert>,
) {
  await db.update(apps).set(values).where(eq(apps.id, id));
}

/** Creative masters, newest first, and the total. */
export async function masterPage(db: Db, paging: PageArgs) {
  const rows = await db
    .select({ user: creatorUserColumns, intro: users.userSign })
    .from(users)
    .where(eq(users.xUp, 1))
    .orderBy(desc(users.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.xUp, 1));
  return { rows, total: total?.n ?? 0 };
}

/** Published specs of these creators, newest first. */
export async function publishedSpecsOf(db: Db, creatorIds: number[]) {
  if (creatorIds.length === 0) return [];
  return db
    .select({ id: specs.id, title: specs.title, cover: specs.cover, creatorId: specs.creatorId })
    .from(specs)
    .where(and(inArray(specs.creatorId, creatorIds), eq(specs.status, SPEC_STATUS.published)))
    .orderBy(desc(specs.id));
}

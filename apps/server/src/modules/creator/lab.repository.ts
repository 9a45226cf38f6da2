import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { SPEC_ENTRY_STATUS, SPEC_STATUS, SUPPORT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { specChallenges, specDesigns, specSupports, specs, users } from '../../db/schema';
import type { PageArgs } from './entry.repository';
import { creatorUserColumns } from './spec.repository';

/*
 * The laboratory's lists (docs/creator.md). What a spec gathered is counted from the rows
 * themselves (index-backed subqueries on spec_id + status), so the numbers always agree
 * with the rows and no counter column has to be kept in step.
 */

const approvedChallenges = sql<number>`(select count(*)::int from ${specChallenges} where ${specChallenges.specId} = ${specs.id} and ${specChallenges.status} = ${SPEC_ENTRY_STATUS.approved})`;
const approvedDesigns = sql<number>`(select count(*)::int from ${specDesigns} where ${specDesigns.specId} = ${specs.id} and ${specDesigns.status} = ${SPEC_ENTRY_STATUS.approved})`;
const paidSupports = sql<number>`(select count(*)::int from ${specSupports} where ${specSupports.specId} = ${specs.id} and ${specSupports.status} = ${SUPPORT_STATUS.paid})`;

const cardColumns = {
  spec: {
    id: specs.id,
    title: specs.title,
    cover: specs.cover,
    summary: specs.summary,
    price: specs.price,
    status: specs.status,
    removeReason: specs.removeReason,
    thumbCount: specs.thumbCount,
    commentCount: specs.commentCount,
    createTime: specs.createTime,
  },
  creator: creatorUserColumns,
  challengeCount: approvedChallenges,
  designCount: approvedDesigns,
  supporterCount: paidSupports,
};

/** "Hot": what people did with it — likes, comments and supporters, newest first on ties. */
const hotness = sql`${specs.thumbCount} + ${specs.commentCount} + ${paidSupports} * 3`;

export async function specCards(
  db: Db,
  where: SQL | undefined,
  paging: PageArgs,
  sort: 'new' | 'hot' = 'new',
) {
  const rows = await db
    .select(cardColumns)
    .from(specs)
    .innerJoin(users, eq(users.id, specs.creatorId))
    .where(where)
    .orderBy(...(sort === 'hot' ? [desc(hotness), desc(specs.id)] : [desc(specs.id)]))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(specs).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type SpecCardRow = Awaited<ReturnType<typeof specCards>>['rows'][number];

export const publishedSpec = eq(specs.status, SPEC_STATUS.published);

/** Other published specs of the same creator as `specId`. */
export function otherSpecsOf(creatorId: number, specId: number): SQL | undefined {
  return and(publishedSpec, eq(specs.creatorId, creatorId), ne(specs.id, specId));
}

// Raw names: drizzle leaves a lone table's columns unqualified, which is ambiguous in here.
// Only what hangs off a published spec counts: a profile shows what a visitor can open, so a
// draft's, a cancelled or a taken-down spec's entries (docs/creator.md "Take-down") stay out.
const byCreator = (table: 'spec_challenges' | 'spec_designs' | 'spec_supports', status: number) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} e join specs s on s.id = e.spec_id where s.creator_id = users.id and s.status = ${SPEC_STATUS.published} and e.status = ${status})`;

const profileColumns = {
  user: creatorUserColumns,
  intro: users.userSign,
  specCount: sql<number>`(select count(*)::int from specs s where s.creator_id = users.id and s.status = ${SPEC_STATUS.published})`,
  challengeCount: byCreator('spec_challenges', SPEC_ENTRY_STATUS.approved),
  designCount: byCreator('spec_designs', SPEC_ENTRY_STATUS.approved),
  supporterCount: byCreator('spec_supports', SUPPORT_STATUS.paid),
};

export async function creatorProfiles(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(profileColumns)
    .from(users)
    .where(where)
    .orderBy(desc(profileColumns.specCount), desc(users.id))
    .limit(limit);
}
export type CreatorProfileRow = Awaited<ReturnType<typeof creatorProfiles>>[number];

/** Supports with their spec and supporter, newest first, and the total. */
export async function supportPage(db: Db, where: SQL | undefined, paging: PageArgs) {
  const rows = await db
    .select({
      support: specSupports,
      spec: { id: specs.id, title: specs.title },
      user: creatorUserColumns,
    })
    .from(specSupports)
    .innerJoin(specs, eq(specs.id, specSupports.specId))
    .innerJoin(users, eq(users.id, specSupports.userId))
    .where(where)
    .orderBy(desc(specSupports.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(specSupports)
    .innerJoin(specs, eq(specs.id, specSupports.specId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type SupportRow = Awaited<ReturnType<typeof supportPage>>['rows'][number];

export async function findSupport(db: Db, specId: number, userId: number) {
  const [row] = await db
    .select()
    .from(specSupports)
    .where(and(eq(specSupports.specId, specId), eq(specSupports.userId, userId)))
    .limit(1);
  return row;
}

export async function insertSupport(db: Db, values: typeof specSupports.$inferInsert) {
  const [row] = await db
    .insert(specSupports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: specSupports.id });
  return row?.id;
}

/** pending → paid, once: answers whether this call was the one that paid it. */
export async function markPaid(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(specSupports)
    .set({ status: SUPPORT_STATUS.paid, paidTime: at })
    .where(and(eq(specSupports.id, id), eq(specSupports.status, SUPPORT_STATUS.pending)))
    .returning({ id: specSupports.id });
  return rows.length > 0;
}

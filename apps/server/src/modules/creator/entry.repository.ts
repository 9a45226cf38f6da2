import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { specChallenges, specDesigns, specs, users } from '../../db/schema';
import { creatorUserColumns } from './spec.repository';

/*
 * Challenges and designs (docs/creator.md): both hang off a spec, carry their proposer, and
 * list with the spec's title. Queries only; the rules are in entry.service.ts.
 */

const entrySpec = { id: specs.id, title: specs.title, creatorId: specs.creatorId };

export interface PageArgs {
  page: number;
  pageSize: number;
}

const offsetOf = ({ page, pageSize }: PageArgs) => (page - 1) * pageSize;

/** Challenges matching `where`, newest first, with their spec and proposer, and the total. */
export async function challengePage(db: Db, where: SQL | undefined, paging: PageArgs) {
  const rows = await db
    .select({ challenge: specChallenges, spec: entrySpec, user: creatorUserColumns })
    .from(specChallenges)
    .innerJoin(specs, eq(specs.id, specChallenges.specId))
    .innerJoin(users, eq(users.id, specChallenges.userId))
    .where(where)
    .orderBy(desc(specChallenges.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db
    .select({ n: count() })
    .from(specChallenges)
    .innerJoin(specs, eq(specs.id, specChallenges.specId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type ChallengeRow = Awaited<ReturnType<typeof challengePage>>['rows'][number];

export async function findChallengeRow(db: Db, id: number): Promise<ChallengeRow | undefined> {
  const { rows } = await challengePage(db, eq(specChallenges.id, id), { page: 1, pageSize: 1 });
  return rows[0];
}

/** The challenge and its spec's creator, locked for a write. */
export async function lockChallenge(tx: Db, id: number) {
  const [row] = await tx
    .select({ challenge: specChallenges, spec: entrySpec })
    .from(specChallenges)
    .innerJoin(specs, eq(specs.id, specChallenges.specId))
    .where(eq(specChallenges.id, id))
    .for('update', { of: specChallenges })
    .limit(1);
  return row;
}

export async function insertChallenge(db: Db, values: typeof specChallenges.$inferInsert) {
  const [row] = await db.insert(specChallenges).values(values).returning({ id: specChallenges.id });
  if (!row) throw new Error('insert challenge failed');
  return row.id;
}

export async function updateChallenge(
  db: Db,
  id: number,
  values: Partial<typeof specChallenges.$inferInsert>,
) {
  await db.update(specChallenges).set(values).where(eq(specChallenges.id, id));
}

export async function deleteChallenge(db: Db, id: number) {
  await db.delete(specChallenges).where(eq(specChallenges.id, id));
}

/** The challenge a design may name: one of this spec's, in `status`. */
export async function challengeOfSpec(db: Db, id: number, specId: number, status: number) {
  const [row] = await db
    .select({ id: specChallenges.id })
    .from(specChallenges)
    .where(
      and(
        eq(specChallenges.id, id),
        eq(specChallenges.specId, specId),
        eq(specChallenges.status, status),
      ),
    )
    .limit(1);
  return row;
}

/** Designs matching `where`, newest first, with their spec and uploader, and the total. */
export async function designPage(db: Db, where: SQL | undefined, paging: PageArgs) {
  const rows = await db
    .select({ design: specDesigns, spec: entrySpec, user: creatorUserColumns })
    .from(specDesigns)
    .innerJoin(specs, eq(specs.id, specDesigns.specId))
    .innerJoin(users, eq(users.id, specDesigns.userId))
    .where(where)
    .orderBy(desc(specDesigns.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db
    .select({ n: count() })
    .from(specDesigns)
    .innerJoin(specs, eq(specs.id, specDesigns.specId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type DesignRow = Awaited<ReturnType<typeof designPage>>['rows'][number];

export async function findDesignRow(db: Db, id: number): Promise<DesignRow | undefined> {
  const { rows } = await designPage(db, eq(specDesigns.id, id), { page: 1, pageSize: 1 });
  return rows[0];
}

export async function lockDesign(tx: Db, id: number) {
  const [row] = await tx
    .select({ design: specDesigns, spec: entrySpec })
    .from(specDesigns)
    .innerJoin(specs, eq(specs.id, specDesigns.specId))
    .where(eq(specDesigns.id, id))
    .for('update', { of: specDesigns })
    .limit(1);
  return row;
}

export async function insertDesign(db: Db, values: typeof specDesigns.$inferInsert) {
  const [row] = await db.insert(specDesigns).values(values).returning({ id: specDesigns.id });
  if (!row) throw new Error('insert design failed');
  return row.id;
}

export async function updateDesign(
  db: Db,
  id: number,
  values: Partial<typeof specDesigns.$inferInsert>,
) {
  await db.update(specDesigns).set(values).where(eq(specDesigns.id, id));
}

export async function deleteDesign(db: Db, id: number) {
  await db.delete(specDesigns).where(eq(specDesigns.id, id));
}

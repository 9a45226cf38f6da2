import { and, count, eq, sql } from 'drizzle-orm';
import { COMMENT_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, specs, thumbs, users } from '../../db/schema';
import type { CounterDelta } from '../comment/targets/content-target';

/** A person as the laboratory shows them (ZCreatorUser). */
export const creatorUserColumns = {
  id: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  xUp: users.xUp,
};

/** A spec with its creator, as the detail shows it. */
export async function findSpecRow(db: Db, id: number) {
  const [row] = await db
    .select({ spec: specs, creator: creatorUserColumns })
    .from(specs)
    .innerJoin(users, eq(users.id, specs.creatorId))
    .where(eq(specs.id, id))
    .limit(1);
  return row;
}
export type SpecRow = NonNullable<Awaited<ReturnType<typeof findSpecRow>>>;

/** The spec row alone, locked for the caller's transaction (a write about to follow). */
export async function lockSpec(tx: Db, id: number) {
  const [row] = await tx.select().from(specs).where(eq(specs.id, id)).for('update').limit(1);
  return row;
}

export type SpecColumns = Omit<
  typeof specs.$inferInsert,
  'id' | 'thumbCount' | 'commentCount' | 'collectCount'
>;

export async function insertSpec(db: Db, values: SpecColumns): Promise<number> {
  const [row] = await db.insert(specs).values(values).returning({ id: specs.id });
  if (!row) throw new Error('insert spec failed');
  return row.id;
}

export async function updateSpec(db: Db, id: number, values: Partial<SpecColumns>) {
  await db.update(specs).set(values).where(eq(specs.id, id));
}

export async function deleteSpec(db: Db, id: number) {
  await db.delete(specs).where(eq(specs.id, id));
}

/** Every comment row on it, held for review ones included: a spec with any is kept. */
export async function specCommentRows(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.type, COMMENT_TYPE.spec), eq(comments.typeId, id)));
  return row?.n ?? 0;
}

/** Its likes go with it (no row may point at a spec that is gone). */
export async function deleteSpecThumbs(db: Db, id: number) {
  await db.delete(thumbs).where(and(eq(thumbs.type, COMMENT_TYPE.spec), eq(thumbs.typeId, id)));
}

export async function hasThumbed(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(thumbs)
    .where(
      and(eq(thumbs.userId, userId), eq(thumbs.type, COMMENT_TYPE.spec), eq(thumbs.typeId, id)),
    );
  return (row?.n ?? 0) > 0;
}

const counterColumns = {
  thumbCount: specs.thumbCount,
  commentCount: specs.commentCount,
  collectCount: specs.collectCount,
};
const noCounts = { thumbCount: 0, commentCount: 0, collectCount: 0 };

/** Moves the counters in the caller's transaction (the registry's `bump`, docs/counters.md). */
export async function bumpSpecCounters(tx: Db, id: number, delta: CounterDelta) {
  const [row] = await tx
    .update(specs)
    .set({
      thumbCount: sql`${specs.thumbCount} + ${delta.thumb ?? 0}::int`,
      commentCount: sql`${specs.commentCount} + ${delta.comment ?? 0}::int`,
      collectCount: sql`${specs.collectCount} + ${delta.collect ?? 0}::int`,
    })
    .where(eq(specs.id, id))
    .returning(counterColumns);
  return row ?? noCounts;
}

export async function specCounts(db: Db, id: number) {
  const [row] = await db.select(counterColumns).from(specs).where(eq(specs.id, id)).limit(1);
  return row ?? noCounts;
}

export async function findSpecForTarget(db: Db, id: number) {
  const [row] = await db
    .select({ id: specs.id, creatorId: specs.creatorId, title: specs.title, status: specs.status })
    .from(specs)
    .where(eq(specs.id, id))
    .limit(1);
  return row;
}

/** users.x_up, read on every call, so staff revoking it takes effect at once. */
export async function isCreativeMaster(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ xUp: users.xUp })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.xUp === 1;
}

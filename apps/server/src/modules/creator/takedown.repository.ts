import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/client';
import { specChallenges, specDesigns, specs, users } from '../../db/schema';
import { creatorUserColumns } from './spec.repository';

/*
 * The console's reads of the research room (docs/creator.md "Take-down"): every spec and
 * every entry whatever its status, which no reader of the site may see.
 */

/** The table of a take-down target. */
export const TAKEDOWN_TABLES = {
  spec: specs,
  challenge: specChallenges,
  design: specDesigns,
} as const;

/** One page of specs, newest first, with how many challenges and designs each has. */
export async function pageSpecsForStaff(
  db: Db,
  filter: { keyword?: string | undefined; status?: number | undefined },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.keyword) conditions.push(ilike(specs.title, containsPattern(filter.keyword)));
  if (filter.status !== undefined) conditions.push(eq(specs.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ spec: specs, creator: creatorUserColumns })
      .from(specs)
      .innerJoin(users, eq(users.id, specs.creatorId))
      .where(where)
      .orderBy(desc(specs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(specs).where(where),
  ]);
  const ids = rows.map((r) => r.spec.id);
  const counts = async (table: typeof specChallenges | typeof specDesigns) =>
    new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ specId: table.specId, n: count() })
              .from(table)
              .where(inArray(table.specId, ids))
              .groupBy(table.specId)
          ).map((c) => [c.specId, c.n]),
    );
  const [challenges, designs] = await Promise.all([counts(specChallenges), counts(specDesigns)]);
  return {
    rows: rows.map((r) => ({
      ...r,
      challengeCount: challenges.get(r.spec.id) ?? 0,
      designCount: designs.get(r.spec.id) ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

/** Every challenge and design of a spec, with its author, newest first. */
export async function entriesForStaff(db: Db, specId: number) {
  const [challenges, designs] = await Promise.all([
    db
      .select({ entry: specChallenges, user: creatorUserColumns })
      .from(specChallenges)
      .innerJoin(users, eq(users.id, specChallenges.userId))
      .where(eq(specChallenges.specId, specId))
      .orderBy(desc(specChallenges.id)),
    db
      .select({ entry: specDesigns, user: creatorUserColumns })
      .from(specDesigns)
      .innerJoin(users, eq(users.id, specDesigns.userId))
      .where(eq(specDesigns.specId, specId))
      .orderBy(desc(specDesigns.id)),
  ]);
  return { challenges, designs };
}

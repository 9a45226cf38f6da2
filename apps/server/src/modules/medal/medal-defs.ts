import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { MEDAL_KIND } from '@xinke/shared';
import type { Db } from '../../db/client';
import { medals, userMedals } from '../../db/schema';

/*
 * Reading the medal definitions (the `medals` table, managed in the console). They are
 * read where they are used, not cached: a handful of rows behind a unique index, and an
 * admin's edit is then true on every node at once (no cache to empty). The hottest write
 * (a like) reads them inside its own statement (reachedAutoMedalsSql), for no extra trip.
 */

export type MedalDef = typeof medals.$inferSelect;

const displayOrder = [asc(medals.sortOrder), asc(medals.id)] as const;

/** Every medal in display order; `enabledOnly` for what members see. */
export function listMedalDefs(db: Db, enabledOnly: boolean): Promise<MedalDef[]> {
  return db
    .select()
    .from(medals)
    .where(enabledOnly ? eq(medals.enabled, true) : undefined)
    .orderBy(...displayOrder);
}

export async function findMedalByKey(db: Db, key: string): Promise<MedalDef | undefined> {
  const [row] = await db.select().from(medals).where(eq(medals.key, key)).limit(1);
  return row;
}

export async function findMedalById(db: Db, id: number): Promise<MedalDef | undefined> {
  const [row] = await db.select().from(medals).where(eq(medals.id, id)).limit(1);
  return row;
}

/** What awarding a medal needs of its definition (medal-award.ts). */
export type MedalToAward = Pick<MedalDef, 'key' | 'name' | 'kind'>;

/** The enabled automatic medals of `trigger`; with `reached`, those whose threshold it reaches. */
const autoMedalWhere = (trigger: string, reached?: number | SQL) =>
  and(
    eq(medals.enabled, true),
    eq(medals.kind, MEDAL_KIND.auto),
    eq(medals.trigger, trigger),
    reached === undefined ? undefined : lte(medals.threshold, reached),
  );

/**
 * The enabled automatic medals of `trigger`, lowest threshold first; with `reached`, only
 * those whose threshold it reaches (one indexed read of a tiny table).
 */
export function autoMedalDefs(db: Db, trigger: string, reached?: number): Promise<MedalDef[]> {
  return db
    .select()
    .from(medals)
    .where(autoMedalWhere(trigger, reached))
    .orderBy(asc(medals.threshold), asc(medals.id));
}

/** autoMedalDefs of `trigger` that `userId` does not hold yet: one read, not a probe per medal. */
export function unheldAutoMedalDefs(db: Db, trigger: string, userId: number): Promise<MedalDef[]> {
  return db
    .select()
    .from(medals)
    .where(
      and(
        autoMedalWhere(trigger),
        sql`not exists (select 1 from ${userMedals} where ${userMedals.userId} = ${userId} and ${userMedals.medalKey} = ${medals.key})`,
      ),
    )
    .orderBy(asc(medals.threshold), asc(medals.id));
}

/**
 * autoMedalDefs as a scalar subquery (a JSON array of MedalToAward, same order) over a
 * value the surrounding statement computes, so a write that moves the value also reads the
 * medals it reaches without another round trip (the like of a post, post-thumb.ts).
 */
export function reachedAutoMedalsSql(trigger: string, reached: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('key', ${medals.key}, 'name', ${medals.name}, 'kind', ${medals.kind}) order by ${medals.threshold}, ${medals.id}), '[]'::json)
    from ${medals} where ${autoMedalWhere(trigger, reached)})`;
}

/**
 * The medals of a counted `trigger` (comments written) that `userId` does not hold yet and
 * whose threshold `count` reaches, as a scalar subquery (a JSON array of MedalToAward,
 * lowest threshold first): unheldAutoMedalDefs and the count in the surrounding statement
 * (the comment on a post, comment/post-comment.ts). `offset 0` keeps the unheld medals a
 * subquery of their own, so `count` (an uncorrelated subquery, run on first use) runs only
 * when one of them is still to be won, as awardCounted counts only then.
 */
export function unheldReachedAutoMedalsSql(trigger: string, userId: number, count: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('key', m.key, 'name', m.name, 'kind', m.kind) order by m.threshold, m.id), '[]'::json)
    from (select ${medals.key} as key, ${medals.name} as name, ${medals.kind} as kind,
        ${medals.threshold} as threshold, ${medals.id} as id
      from ${medals} where ${autoMedalWhere(trigger)}
        and not exists (select 1 from ${userMedals} where ${userMedals.userId} = ${userId} and ${userMedals.medalKey} = ${medals.key})
      offset 0) m
    where m.threshold <= ${count})`;
}

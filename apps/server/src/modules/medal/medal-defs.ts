import { and, asc, eq, lte } from 'drizzle-orm';
import { MEDAL_KIND } from '@xinke/shared';
import type { Db } from '../../db/client';
import { medals } from '../../db/schema';

/*
 * Reading the medal definitions (the `medals` table, managed in the console). They are
 * read where they are used, not cached: a handful of rows behind a unique index, and an
 * admin's edit is then true on every node at once (no cache to empty).
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

/**
 * The enabled automatic medals of `trigger`, lowest threshold first; with `reached`, only
 * those whose threshold it reaches (one indexed read of a tiny table).
 */
export function autoMedalDefs(db: Db, trigger: string, reached?: number): Promise<MedalDef[]> {
  return db
    .select()
    .from(medals)
    .where(
      and(
        eq(medals.enabled, true),
        eq(medals.kind, MEDAL_KIND.auto),
        eq(medals.trigger, trigger),
        reached === undefined ? undefined : lte(medals.threshold, reached),
      ),
    )
    .orderBy(asc(medals.threshold), asc(medals.id));
}

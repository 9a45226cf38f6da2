import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import { HOT_AGE_SECONDS_PER_DECADE, HOT_WEIGHTS } from '../forum/hot-score';

/** How much each counter of one item moves. */
export interface ItemCounterDelta {
  thumb?: number;
  comment?: number;
  collect?: number;
  visit?: number;
}

/**
 * hot_score as SQL over the NEW counter values (`thumb` etc. are expressions for them), the
 * same formula as forum/hot-score.ts (a test keeps the two equal). Recomputing it in the
 * very UPDATE that moves a counter keeps the ranking exact without a periodic job.
 */
export function hotScoreSql(thumb: SQL, comment: SQL, collect: SQL, visit: SQL): SQL {
  const w = HOT_WEIGHTS;
  const engagement = sql`(${thumb}) * ${sql.raw(String(w.thumb))} + (${comment}) * ${sql.raw(String(w.comment))} + (${collect}) * ${sql.raw(String(w.collect))} + (${visit})::float8 / ${sql.raw(String(w.visitDivisor))}`;
  return sql`case when (${thumb}) + (${comment}) + (${collect}) > 0 then log(greatest(${engagement}, 1)::float8) + extract(epoch from ${items.createTime})::float8 / ${sql.raw(String(HOT_AGE_SECONDS_PER_DECADE))} else 0 end`;
}

/**
 * Moves an item's counters and its hot score in one statement; call it inside the
 * transaction that writes the fact being counted. Returns the new values.
 */
export async function bumpItemCounters(db: Db, itemId: number, delta: ItemCounterDelta) {
  const thumb = sql`${items.thumbCount} + ${delta.thumb ?? 0}::int`;
  const comment = sql`${items.commentCount} + ${delta.comment ?? 0}::int`;
  const collect = sql`${items.collectCount} + ${delta.collect ?? 0}::int`;
  const visit = sql`${items.visitCount} + ${delta.visit ?? 0}::int`;
  const [row] = await db
    .update(items)
    .set({
      thumbCount: thumb,
      commentCount: comment,
      collectCount: collect,
      visitCount: visit,
      hotScore: hotScoreSql(thumb, comment, collect, visit),
    })
    .where(sql`${items.id} = ${itemId}`)
    .returning({
      thumbCount: items.thumbCount,
      commentCount: items.commentCount,
      collectCount: items.collectCount,
    });
  return row ?? { thumbCount: 0, commentCount: 0, collectCount: 0 };
}

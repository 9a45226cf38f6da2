import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';

export interface NewPageView {
  path: string;
  source: number;
  channel: string;
  userId: number | null;
  ip: string;
  userAgent: string;
}

export async function insertPageView(db: Db, view: NewPageView): Promise<void> {
  await db.insert(pageViews).values(view);
}

/** Visits of one page, in all and since `since`: one range of page_views_path_time_idx. */
export async function countPageViews(
  db: Db,
  path: string,
  since: Date,
): Promise<{ total: number; today: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${pageViews.createTime} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(pageViews)
    .where(eq(pageViews.path, path));
  return { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) };
}

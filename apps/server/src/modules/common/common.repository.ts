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

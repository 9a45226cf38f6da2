import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-db';
import { buildItem } from '../../test/factories';
import { items } from '../db/schema';
import type { Db } from '../db/client';
import { hotScore } from '../modules/forum/hot-score';
import { VisitCounter } from './visit-counter';

let db: Db;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  db = testDb.database.db;
  dispose = testDb.dispose;
});
afterAll(() => dispose());

describe('VisitCounter', () => {
  it('buffers views and writes them as one batched UPDATE', async () => {
    const posts = await Promise.all([buildItem(db), buildItem(db), buildItem(db)]);
    const counter = new VisitCounter(db);
    const execute = vi.spyOn(db, 'execute');
    for (let i = 0; i < 50; i++) counter.hit(posts[i % 3]!.id);
    expect(execute).not.toHaveBeenCalled();
    expect(counter.pending()).toBe(50);
    await counter.flush();
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    const rows = await db
      .select()
      .from(items)
      .where(
        inArray(
          items.id,
          posts.map((p) => p.id),
        ),
      );
    expect(rows.map((r) => r.visitCount).sort()).toEqual([16, 17, 17]);
    for (const r of rows) expect(r.hotScore).toBeCloseTo(hotScore(r), 9);
    expect(counter.pending()).toBe(0);
    await counter.flush(); // nothing left: no statement
  });

  it('stop() flushes what is left; concurrent flushes never double-count', async () => {
    const post = await buildItem(db);
    const counter = new VisitCounter(db, undefined, 10);
    counter.start();
    for (let i = 0; i < 7; i++) counter.hit(post.id);
    await Promise.all([counter.flush(), counter.flush()]);
    counter.hit(post.id);
    await counter.stop();
    const [row] = await db
      .select()
      .from(items)
      .where(inArray(items.id, [post.id]));
    expect(row?.visitCount).toBe(8);
  });
});

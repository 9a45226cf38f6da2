import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { seedIfEmpty } from '../../db/seed';
import { localStores } from '../../uploads/stores';
import { SearchService } from './search.service';

let t: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'xinke-search-seed-'));

beforeAll(async () => {
  t = await createTestDatabase();
  await seedIfEmpty(t.database.db, localStores({ dataDir, uploadsDir: join(dataDir, 'uploads') }));
});
afterAll(async () => {
  await t.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('search over the demo seed', () => {
  it('finds seeded posts, circles and members, and has hot keys', async () => {
    const search = new SearchService(t.database.db);
    const posts = await search.posts('显卡', 1, 10);
    expect(posts.paginate.total).toBeGreaterThan(0);
    expect(posts.data[0]?.highlight.title + posts.data[0]!.highlight.summary).toContain(
      '<em>显卡</em>',
    );
    const circles = await search.circles('树莓派', 1, 4);
    expect(circles.data.map((c) => c.name)).toContain('树莓派');
    const users = await search.userPage('焊锡的猫', 1);
    expect(users.data.map((u) => u.nickname)).toContain('焊锡的猫');
    const keys = await search.hotKeys();
    // Twelve demo members searched 树莓派 (seed-search.ts): the count is the people.
    expect(keys[0]).toEqual({ keyword: '树莓派', count: 12 });
  });

  it('finds the seeded news, official articles and resources (indexed at seed time)', async () => {
    const search = new SearchService(t.database.db);
    const news = await search.content('news', 'RISC-V', 1, 10);
    expect(news.data.map((a) => a.title)).toContain('RISC-V 向量扩展落地，边缘 AI 芯片迎来新选择');
    const official = await search.content('official', '栏目', 1, 10);
    expect(official.data.map((a) => a.title)).toContain('芯客资讯与官方栏目上线');
    const resources = await search.content('resource', 'ESP32-S3', 1, 10);
    expect(resources.data[0]?.highlight.title).toContain('<em>ESP32-S3</em>');
  });
});

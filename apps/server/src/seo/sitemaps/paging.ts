import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Sitemap pages are id ranges (keyset paging, no OFFSET): page n holds ids
 * (n-1)·size+1 … n·size. A page query is one primary-key range scan, whatever the table's
 * size; a page may hold fewer than `size` URLs (gaps of deleted or unpublished rows), never
 * more, so the 50,000-URL limit of a sitemap holds.
 */
export function pageOfId(id: PgColumn, size: number): SQL<number> {
  return sql<number>`((${id} - 1) / ${sql.raw(String(Math.trunc(size)))} + 1)::int`;
}

/** The inclusive id range of page `n`. */
export function pageRange(n: number, size: number): [number, number] {
  return [(n - 1) * size + 1, n * size];
}

import { and, asc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { RESOURCE_STATUS, type ResourceFile } from '@xinke/shared';
import type { Db } from '../../db/client';
import { resourceCategories, resourceFiles, resources } from '../../db/schema';

type FileRow = typeof resourceFiles.$inferSelect;

/**
 * A resource the public sees (its page, the list, search, the sitemap): published, and its
 * publish time has come.
 */
export const visibleResource = (now: number): SQL =>
  and(eq(resources.status, RESOURCE_STATUS.published), lte(resources.publishTime, new Date(now)))!;

export const toResourceFile = (f: FileRow): ResourceFile => ({
  id: f.id,
  name: f.name,
  type: f.type,
  size: f.size,
});

/** The files of each resource, oldest first (the first is the main download). */
export async function filesOf(db: Db, resourceIds: number[]): Promise<Map<number, FileRow[]>> {
  const byResource = new Map<number, FileRow[]>();
  if (resourceIds.length === 0) return byResource;
  const rows = await db
    .select()
    .from(resourceFiles)
    .where(inArray(resourceFiles.resourceId, resourceIds))
    .orderBy(asc(resourceFiles.id));
  for (const row of rows) {
    const list = byResource.get(row.resourceId) ?? [];
    list.push(row);
    byResource.set(row.resourceId, list);
  }
  return byResource;
}

/**
 * A resource's columns but its search vector: a vector can be kilobytes, and only search
 * reads it (in SQL).
 */
const { searchVector: _searchVector, ...resourceColumns } = getTableColumns(resources);
export type ResourceRow = Omit<typeof resources.$inferSelect, 'searchVector'>;

/** The columns of a resource with its category's name. */
export const resourceWithCategory = {
  resource: resourceColumns,
  categoryName: sql<string>`coalesce(${resourceCategories.name}, '')`,
};

export const joinCategory = eq(resourceCategories.id, resources.categoryId);

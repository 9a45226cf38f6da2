import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import {
  DOWNLOAD_TICKET_TTL_SECONDS,
  MSG,
  RESOURCE_DOWNLOAD_PATH,
  type DownloadTicket,
  type ResourceCard,
  type ResourceCategory,
  type ResourceDetail,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { resourceCategories, resourceFiles, resources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import type { DownloadTickets } from './download-ticket';
import {
  filesOf,
  joinCategory,
  resourceWithCategory,
  toResourceFile,
  type ResourceRow,
  visibleResource,
} from './resource.repository';

type FileRow = typeof resourceFiles.$inferSelect;

const seconds = (d: Date | null) => Math.floor((d?.getTime() ?? 0) / 1000);

function toCard(r: ResourceRow, categoryName: string, files: FileRow[]): ResourceCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    category_id: r.categoryId,
    category_name: categoryName,
    version: r.version,
    file_type: files[0]?.type ?? '',
    file_count: files.length,
    size: files.reduce((sum, f) => sum + f.size, 0),
    downloads: r.downloads,
    publish_time: seconds(r.publishTime),
  };
}

/**
 * The public library (资源库, docs/resources.md): categories, the list, a resource's page,
 * and the signed download ticket members ask for before a download.
 */
export class ResourceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tickets: DownloadTickets,
  ) {}

  async categories(): Promise<ResourceCategory[]> {
    const rows = await this.db
      .select({
        id: resourceCategories.id,
        name: resourceCategories.name,
        count: sql<number>`count(${resources.id})::int`,
      })
      .from(resourceCategories)
      .leftJoin(resources, and(joinCategory, visibleResource(this.clock())))
      .groupBy(resourceCategories.id)
      .orderBy(asc(resourceCategories.sort), asc(resourceCategories.id));
    return rows;
  }

  async list(q: { page: number; page_size: number; category?: number; keyword?: string }) {
    const where = and(
      visibleResource(this.clock()),
      q.category === undefined ? undefined : eq(resources.categoryId, q.category),
      q.keyword
        ? or(
            ilike(resources.title, containsPattern(q.keyword)),
            ilike(resources.summary, containsPattern(q.keyword)),
          )
        : undefined,
    );
    const rows = await this.db
      .select(resourceWithCategory)
      .from(resources)
      .leftJoin(resourceCategories, joinCategory)
      .where(where)
      .orderBy(desc(resources.publishTime), desc(resources.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const [total] = await this.db.select({ n: count() }).from(resources).where(where);
    const files = await filesOf(
      this.db,
      rows.map((r) => r.resource.id),
    );
    return {
      data: rows.map((r) => toCard(r.resource, r.categoryName, files.get(r.resource.id) ?? [])),
      paginate: paginate(total?.n ?? 0, q.page, q.page_size),
    };
  }

  private async published(id: number) {
    const [row] = await this.db
      .select(resourceWithCategory)
      .from(resources)
      .leftJoin(resourceCategories, joinCategory)
      .where(and(eq(resources.id, id), visibleResource(this.clock())));
    if (!row) throw AppError.notFound(MSG.resourceNotFound);
    return row;
  }

  async detail(id: number): Promise<ResourceDetail> {
    const row = await this.published(id);
    const files = (await filesOf(this.db, [id])).get(id) ?? [];
    return {
      ...toCard(row.resource, row.categoryName, files),
      content: row.resource.content,
      files: files.map(toResourceFile),
      update_time: seconds(row.resource.updateTime),
    };
  }

  /** SPEC §7 downcert: a ticket for one file (the first when none is named) of a published resource. */
  async downcert(userId: number, id: number, fileId?: number): Promise<DownloadTicket> {
    await this.published(id);
    const files = (await filesOf(this.db, [id])).get(id) ?? [];
    const file = fileId === undefined ? files[0] : files.find((f) => f.id === fileId);
    if (!file) throw AppError.notFound(MSG.resourceFileNotFound);
    const exp = Math.floor(this.clock() / 1000) + DOWNLOAD_TICKET_TTL_SECONDS;
    const ticket = this.tickets.issue({
      fid: file.id,
      h: file.sha256.slice(0, 16),
      uid: userId,
      exp,
    });
    return {
      url: `${RESOURCE_DOWNLOAD_PATH}?ticket=${ticket}`,
      expire_time: exp,
      name: file.name,
      size: file.size,
    };
  }
}

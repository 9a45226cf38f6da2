import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import {
  MSG,
  RESOURCE_FILES_MAX,
  RESOURCE_STATUS,
  STAFF_ACTION,
  ZResourceCategoryInput,
  ZResourceInput,
  type AdminResource,
  type AdminResourceCategory,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { resourceCategories, resourceFiles, resources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { resourceSearchDocument } from '../search/search-documents';
import { searchVectorSql } from '../../search';
import type { UploadedResourceFile } from './file-upload';
import {
  filesOf,
  joinCategory,
  resourceWithCategory,
  toResourceFile,
  type ResourceRow,
} from './resource.repository';

type FileRow = typeof resourceFiles.$inferSelect;
type ResourceBody = z.output<typeof ZResourceInput>;
type CategoryBody = z.output<typeof ZResourceCategoryInput>;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toAdmin(r: ResourceRow, categoryName: string, files: FileRow[]): AdminResource {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    content: r.content,
    cover: r.cover,
    category_id: r.categoryId,
    category_name: categoryName,
    version: r.version,
    status: r.status,
    downloads: r.downloads,
    files: files.map(toResourceFile),
    publish_time: r.publishTime ? seconds(r.publishTime) : null,
    update_time: seconds(r.updateTime),
  };
}

/** What the audit log keeps of a resource: its fields, the body by its length only. */
const audited = ({ content, files, update_time: _u, downloads: _d, ...rest }: AdminResource) => ({
  ...rest,
  content_chars: content.length,
  files: files.map((f) => f.name).join(', '),
});

/**
 * 资源库 in the console (docs/resources.md): categories, resources and their files, admins
 * only. Every write checks the caller, and records its audit row in its own transaction.
 */
export class ResourceAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------ categories

  async categories(staffId: number): Promise<AdminResourceCategory[]> {
    await assertAdmin(this.db, staffId);
    return this.db
      .select({
        id: resourceCategories.id,
        name: resourceCategories.name,
        sort: resourceCategories.sort,
        count: sql<number>`count(${resources.id})::int`,
      })
      .from(resourceCategories)
      .leftJoin(resources, joinCategory)
      .groupBy(resourceCategories.id)
      .orderBy(asc(resourceCategories.sort), asc(resourceCategories.id));
  }

  private async categoryWrite<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err)) throw AppError.conflict(MSG.resourceCategoryNameTaken);
      throw err;
    }
  }

  async createCategory(actor: StaffActor, body: CategoryBody): Promise<AdminResourceCategory> {
    await assertAdmin(this.db, actor.id);
    return this.categoryWrite(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(resourceCategories)
          .values({ name: body.name, sort: body.sort })
          .returning();
        if (!row) throw new Error('category insert returned nothing');
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.resourceCategoryCreate,
          target: `resource_category:${row.id}`,
          after: { name: row.name, sort: row.sort },
        });
        return { id: row.id, name: row.name, sort: row.sort, count: 0 };
      }),
    );
  }

  async updateCategory(
    actor: StaffActor,
    id: number,
    body: CategoryBody,
  ): Promise<AdminResourceCategory> {
    await assertAdmin(this.db, actor.id);
    return this.categoryWrite(() =>
      this.db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(resourceCategories)
          .where(eq(resourceCategories.id, id))
          .for('update');
        if (!old) throw AppError.notFound(MSG.resourceCategoryNotFound);
        const [row] = await tx
          .update(resourceCategories)
          .set({ name: body.name, sort: body.sort })
          .where(eq(resourceCategories.id, id))
          .returning();
        if (!row) throw AppError.notFound(MSG.resourceCategoryNotFound);
        const [n] = await tx
          .select({ n: count() })
          .from(resources)
          .where(eq(resources.categoryId, id));
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.resourceCategoryUpdate,
          target: `resource_category:${id}`,
          ...changedFields({ name: old.name, sort: old.sort }, { name: row.name, sort: row.sort }),
        });
        return { id: row.id, name: row.name, sort: row.sort, count: n?.n ?? 0 };
      }),
    );
  }

  async removeCategory(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(resourceCategories)
        .where(eq(resourceCategories.id, id))
        .for('update');
      if (!old) throw AppError.notFound(MSG.resourceCategoryNotFound);
      const [n] = await tx
        .select({ n: count() })
        .from(resources)
        .where(eq(resources.categoryId, id));
      if ((n?.n ?? 0) > 0) throw AppError.conflict(MSG.resourceCategoryNotEmpty);
      await tx.delete(resourceCategories).where(eq(resourceCategories.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceCategoryDelete,
        target: `resource_category:${id}`,
        before: { name: old.name, sort: old.sort },
      });
      return { id };
    });
  }

  // ------------------------------------------------------------ resources

  async list(
    staffId: number,
    q: { status?: number; category?: number; keyword?: string; page: number; page_size: number },
  ) {
    await assertAdmin(this.db, staffId);
    const where = and(
      q.status === undefined ? undefined : eq(resources.status, q.status),
      q.category === undefined ? undefined : eq(resources.categoryId, q.category),
      q.keyword ? ilike(resources.title, containsPattern(q.keyword)) : undefined,
    );
    const rows = await this.db
      .select(resourceWithCategory)
      .from(resources)
      .leftJoin(resourceCategories, joinCategory)
      .where(where)
      .orderBy(desc(resources.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const [total] = await this.db.select({ n: count() }).from(resources).where(where);
    const files = await filesOf(
      this.db,
      rows.map((r) => r.resource.id),
    );
    return {
      data: rows.map((r) => toAdmin(r.resource, r.categoryName, files.get(r.resource.id) ?? [])),
      paginate: paginate(total?.n ?? 0, q.page, q.page_size),
    };
  }

  private async load(db: Db, id: number): Promise<AdminResource> {
    const [row] = await db
      .select(resourceWithCategory)
      .from(resources)
      .leftJoin(resourceCategories, joinCategory)
      .where(eq(resources.id, id));
    if (!row) throw AppError.notFound(MSG.resourceNotFound);
    const files = (await filesOf(db, [id])).get(id) ?? [];
    return toAdmin(row.resource, row.categoryName, files);
  }

  async get(staffId: number, id: number): Promise<AdminResource> {
    await assertAdmin(this.db, staffId);
    return this.load(this.db, id);
  }

  private async assertCategory(db: Db, id: number): Promise<void> {
    const [row] = await db
      .select({ id: resourceCategories.id })
      .from(resourceCategories)
      .where(eq(resourceCategories.id, id));
    if (!row) throw AppError.badRequest(MSG.resourceCategoryInvalid);
  }

  private columnsOf(body: ResourceBody) {
    const content = sanitizePostHtml(body.content);
    return {
      title: body.title,
      categoryId: body.category_id,
      summary: body.summary,
      content,
      cover: body.cover,
      version: body.version,
      updateTime: new Date(this.clock()),
      // Re-indexed with every save; whether search shows it is the library's visibility rule.
      searchVector: searchVectorSql(resourceSearchDocument({ ...body, content })),
    };
  }

  /** A new resource is a draft: it is published once it has a file. */
  async create(actor: StaffActor, body: ResourceBody): Promise<AdminResource> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      await this.assertCategory(tx, body.category_id);
      const values = this.columnsOf(body);
      const [row] = await tx
        .insert(resources)
        .values({ ...values, createTime: values.updateTime })
        .returning({ id: resources.id });
      if (!row) throw new Error('resource insert returned nothing');
      const resource = await this.load(tx, row.id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceCreate,
        target: `resource:${row.id}`,
        after: audited(resource),
      });
      return resource;
    });
  }

  async update(actor: StaffActor, id: number, body: ResourceBody): Promise<AdminResource> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(eq(resources.id, id))
        .for('update');
      if (!locked) throw AppError.notFound(MSG.resourceNotFound);
      await this.assertCategory(tx, body.category_id);
      const before = await this.load(tx, id);
      await tx.update(resources).set(this.columnsOf(body)).where(eq(resources.id, id));
      const after = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceUpdate,
        target: `resource:${id}`,
        ...changedFields(audited(before), audited(after)),
      });
      return after;
    });
  }

  /** Publish (needs a file; the first publication stamps the time) or take back to draft. */
  async setStatus(actor: StaffActor, id: number, status: number): Promise<AdminResource> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.resourceNotFound);
      const published = status === RESOURCE_STATUS.published;
      if (published) {
        const [n] = await tx
          .select({ n: count() })
          .from(resourceFiles)
          .where(eq(resourceFiles.resourceId, id));
        if ((n?.n ?? 0) === 0) throw AppError.badRequest(MSG.resourcePublishNeedsFile);
      }
      const now = new Date(this.clock());
      await tx
        .update(resources)
        .set({
          status,
          publishTime: published ? (old.publishTime ?? now) : old.publishTime,
          updateTime: now,
        })
        .where(eq(resources.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceStatus,
        target: `resource:${id}`,
        before: { status: old.status },
        after: { status },
      });
      return this.load(tx, id);
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const before = await this.load(tx, id);
      // The files' rows go with it (cascade); stored bytes are content-addressed and may be
      // shared by another resource, so they stay (docs/resources.md).
      await tx.delete(resources).where(eq(resources.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceDelete,
        target: `resource:${id}`,
        before: audited(before),
      });
      return { id };
    });
  }

  // ------------------------------------------------------------ files

  /** Refuses before the body is read: no such resource, or it is full. */
  async assertCanAddFile(staffId: number, id: number): Promise<void> {
    await assertAdmin(this.db, staffId);
    const [row] = await this.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.id, id));
    if (!row) throw AppError.notFound(MSG.resourceNotFound);
    const [n] = await this.db
      .select({ n: count() })
      .from(resourceFiles)
      .where(eq(resourceFiles.resourceId, id));
    if ((n?.n ?? 0) >= RESOURCE_FILES_MAX) throw AppError.badRequest(MSG.resourceFilesTooMany);
  }

  async addFile(actor: StaffActor, id: number, file: UploadedResourceFile): Promise<AdminResource> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(eq(resources.id, id))
        .for('update');
      if (!locked) throw AppError.notFound(MSG.resourceNotFound);
      const [n] = await tx
        .select({ n: count() })
        .from(resourceFiles)
        .where(eq(resourceFiles.resourceId, id));
      if ((n?.n ?? 0) >= RESOURCE_FILES_MAX) throw AppError.badRequest(MSG.resourceFilesTooMany);
      const [row] = await tx
        .insert(resourceFiles)
        .values({ resourceId: id, ...file })
        .returning({ id: resourceFiles.id });
      await tx
        .update(resources)
        .set({ updateTime: new Date(this.clock()) })
        .where(eq(resources.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceFileUpload,
        target: `resource:${id}`,
        after: { file_id: row?.id, name: file.name, type: file.type, size: file.size },
        details: { sha256: file.sha256 },
      });
      return this.load(tx, id);
    });
  }

  /** A published resource keeps at least one file (unpublish it first to empty it). */
  async removeFile(actor: StaffActor, fileId: number): Promise<AdminResource> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [file] = await tx.select().from(resourceFiles).where(eq(resourceFiles.id, fileId));
      if (!file) throw AppError.notFound(MSG.resourceFileNotFound);
      const [owner] = await tx
        .select()
        .from(resources)
        .where(eq(resources.id, file.resourceId))
        .for('update');
      if (!owner) throw AppError.notFound(MSG.resourceFileNotFound);
      const [n] = await tx
        .select({ n: count() })
        .from(resourceFiles)
        .where(eq(resourceFiles.resourceId, owner.id));
      if (owner.status === RESOURCE_STATUS.published && (n?.n ?? 0) <= 1)
        throw AppError.badRequest(MSG.resourcePublishNeedsFile);
      await tx.delete(resourceFiles).where(eq(resourceFiles.id, fileId));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.resourceFileDelete,
        target: `resource:${owner.id}`,
        before: { file_id: file.id, name: file.name, type: file.type, size: file.size },
      });
      return this.load(tx, owner.id);
    });
  }
}

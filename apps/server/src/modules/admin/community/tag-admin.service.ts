import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  type AdminTag,
  type ZAdminTagsQuery,
  type ZAdminTagInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { itemTags, tags } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toUnixSeconds } from '../../../lib/clock';
import { uniqueViolation } from '../../../lib/db-errors';
import { invalid } from '../../item/item.service';
import { paginate } from '../../forum/forum.service';
import { assertAdmin } from '../staff-guard';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { changedFields } from './changed-fields';
import { containsPattern } from '../../../lib/like-pattern';

type TagRow = typeof tags.$inferSelect;
type TagInput = z.output<typeof ZAdminTagInput>;

/** Posts carrying the tag, any status: what deleting it would touch. */
const itemCountSql = sql<number>`(select count(*)::int from ${itemTags} where ${itemTags.tagId} = ${tags.id})`;

const toAdminTag = (row: TagRow, itemCount: number): AdminTag => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  flag: row.flag,
  sort: row.sort,
  item_count: itemCount,
  create_time: toUnixSeconds(row.createTime.getTime()),
});

const editable = (row: TagRow) => ({
  name: row.name,
  slug: row.slug,
  flag: row.flag,
  sort: row.sort,
});

const SORT_COLUMNS = { sort: tags.sort, item_count: itemCountSql, create_time: tags.createTime };

/** A unique name or slug broken: the field it was, in Chinese. */
function taken(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint !== undefined)
    throw constraint.includes('slug')
      ? invalid('slug', MSG.tagSlugTaken)
      : invalid('name', MSG.tagNameTaken);
  throw err;
}

/**
 * Tags (admins). The publish form offers every tag but `recommend` (the featured page's 精选
 * tab, which lists recommended posts, not tagged ones); `flag` 1 shows a tag on the home tag
 * bar. Names and slugs are unique (case as typed; slugs are lower case by their rule).
 */
export class TagAdminService {
  constructor(private readonly db: Db) {}

  async list(staffId: number, q: z.output<typeof ZAdminTagsQuery>) {
    await assertAdmin(this.db, staffId);
    const { page, page_size: pageSize } = q;
    const where: SQL | undefined = q.keyword
      ? sql`(${tags.name} ilike ${containsPattern(q.keyword)} or ${tags.slug} ilike ${containsPattern(q.keyword)})`
      : undefined;
    const column = SORT_COLUMNS[(q.sort ?? 'sort') as keyof typeof SORT_COLUMNS];
    const direction = q.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select({ tag: tags, itemCount: itemCountSql })
      .from(tags)
      .where(where)
      .orderBy(direction(column), asc(tags.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(tags).where(where);
    return {
      data: rows.map((r) => toAdminTag(r.tag, r.itemCount)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async create(actor: StaffActor, input: TagInput): Promise<AdminTag> {
    await assertAdmin(this.db, actor.id);
    const row = await this.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(tags).values(input).returning();
        if (!created) throw new Error('insert tag failed');
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.tagCreate,
          target: `tag:${created.id}`,
          after: editable(created),
        });
        return created;
      })
      .catch(taken);
    return toAdminTag(row, 0);
  }

  /** Renaming keeps every post's tag (posts point at the id). */
  async update(actor: StaffActor, id: number, input: TagInput): Promise<AdminTag> {
    await assertAdmin(this.db, actor.id);
    const row = await this.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(tags).where(eq(tags.id, id)).limit(1).for('update');
        if (!before) throw AppError.notFound(MSG.tagNotFound);
        const [after] = await tx.update(tags).set(input).where(eq(tags.id, id)).returning();
        if (!after) throw AppError.notFound(MSG.tagNotFound);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.tagUpdate,
          target: `tag:${id}`,
          ...(changedFields(editable(before), editable(after)) ?? { before: {}, after: {} }),
        });
        return after;
      })
      .catch(taken);
    const [counted] = await this.db
      .select({ n: count() })
      .from(itemTags)
      .where(eq(itemTags.tagId, id));
    return toAdminTag(row, counted?.n ?? 0);
  }

  /**
   * Deletes the tag and takes it off every post in the same transaction. A post may be left
   * with no tag; it keeps its circle and shows as before, and its author is asked for a tag
   * on the next edit (the publish rule).
   */
  async remove(actor: StaffActor, id: number): Promise<{ removed_from: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).limit(1).for('update');
      if (!row) throw AppError.notFound(MSG.tagNotFound);
      const untagged = await tx
        .delete(itemTags)
        .where(eq(itemTags.tagId, id))
        .returning({ itemId: itemTags.itemId });
      await tx.delete(tags).where(eq(tags.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.tagDelete,
        target: `tag:${id}`,
        before: editable(row),
        details: { removed_from: untagged.length },
      });
      return { removed_from: untagged.length };
    });
  }
}

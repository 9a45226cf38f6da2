import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  type AdminCircle,
  type ZAdminCirclesQuery,
  type ZAdminCircleInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { circleMembers, circles, items } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toUnixSeconds } from '../../../lib/clock';
import { uniqueViolation } from '../../../lib/db-errors';
import { allowedImageSource, type ImagePolicy } from '../../../lib/image-source';
import { invalid } from '../../item/item.service';
import { paginate } from '../../forum/forum.service';
import { refreshCircleSearchVector } from '../../search/search-documents';
import { assertAdmin } from '../staff-guard';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { changedFields } from './changed-fields';
import { containsPattern } from '../../../lib/like-pattern';

type CircleRow = typeof circles.$inferSelect;
type CircleInput = z.output<typeof ZAdminCircleInput>;

const toAdminCircle = (row: CircleRow): AdminCircle => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image_url: row.imageUrl,
  circle_tag: row.circleTag,
  sort: row.sort,
  allow_post: row.allowPost,
  member_count: row.memberCount,
  item_count: row.itemCount,
  create_time: toUnixSeconds(row.createTime.getTime()),
});

/** The editable fields as the audit log names them (the API's names). */
const editable = (row: CircleRow) => ({
  name: row.name,
  description: row.description,
  image_url: row.imageUrl,
  circle_tag: row.circleTag,
  sort: row.sort,
  allow_post: row.allowPost,
});

const SORT_COLUMNS = {
  sort: circles.sort,
  member_count: circles.memberCount,
  item_count: circles.itemCount,
  create_time: circles.createTime,
} as const;

export class CircleAdminService {
  constructor(
    private readonly db: Db,
    private readonly images: ImagePolicy,
  ) {}

  /** The console's circle table: a name search, one sorted column, then id for a stable page. */
  async list(staffId: number, q: z.output<typeof ZAdminCirclesQuery>) {
    await assertAdmin(this.db, staffId);
    const { page, page_size: pageSize } = q;
    const where: SQL | undefined = q.keyword
      ? sql`${circles.name} ilike ${containsPattern(q.keyword)}`
      : undefined;
    const column = SORT_COLUMNS[(q.sort ?? 'sort') as keyof typeof SORT_COLUMNS];
    const direction = q.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select()
      .from(circles)
      .where(where)
      .orderBy(direction(column), asc(circles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(circles).where(where);
    return { data: rows.map(toAdminCircle), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  /** The icon must be one of our uploads (or an allowlisted host), like every member image. */
  private values(input: CircleInput) {
    const imageUrl = allowedImageSource(input.image_url, this.images);
    if (imageUrl === null) throw invalid('image_url', MSG.imageSourceNotAllowed);
    return {
      name: input.name,
      description: input.description,
      imageUrl,
      circleTag: input.circle_tag,
      sort: input.sort,
      allowPost: input.allow_post,
    };
  }

  async create(actor: StaffActor, input: CircleInput): Promise<AdminCircle> {
    await assertAdmin(this.db, actor.id);
    const values = this.values(input);
    const row = await this.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(circles).values(values).returning();
        if (!created) throw new Error('insert circle failed');
        await refreshCircleSearchVector(tx, created.id);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.circleCreate,
          target: `circle:${created.id}`,
          after: editable(created),
        });
        return created;
      })
      .catch(nameTaken);
    return toAdminCircle(row);
  }

  /** Edits never touch the counters (members and posts are rows, docs/counters.md). */
  async update(actor: StaffActor, id: number, input: CircleInput): Promise<AdminCircle> {
    await assertAdmin(this.db, actor.id);
    const values = this.values(input);
    const row = await this.db
      .transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(circles)
          .where(eq(circles.id, id))
          .limit(1)
          .for('update');
        if (!before) throw AppError.notFound(MSG.circleNotFound);
        const [after] = await tx.update(circles).set(values).where(eq(circles.id, id)).returning();
        if (!after) throw AppError.notFound(MSG.circleNotFound);
        // A save that changed nothing is still recorded (with empty before/after): every
        // console write leaves its row.
        const change = changedFields(editable(before), editable(after)) ?? {
          before: {},
          after: {},
        };
        if ('name' in change.after || 'description' in change.after || 'circle_tag' in change.after)
          await refreshCircleSearchVector(tx, id);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.circleUpdate,
          target: `circle:${id}`,
          ...change,
        });
        return after;
      })
      .catch(nameTaken);
    return toAdminCircle(row);
  }

  /**
   * Only a circle no post points at (drafts included: they would lose their circle) can go;
   * its memberships go with it. A circle with posts is closed for posting instead.
   */
  async remove(actor: StaffActor, id: number): Promise<null> {
    await assertAdmin(this.db, actor.id);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(circles)
        .where(eq(circles.id, id))
        .limit(1)
        .for('update');
      if (!row) throw AppError.notFound(MSG.circleNotFound);
      const [used] = await tx
        .select({ id: items.id })
        .from(items)
        .where(eq(items.circleId, id))
        .limit(1);
      if (used) throw AppError.conflict(MSG.circleNotEmpty);
      const members = await tx
        .delete(circleMembers)
        .where(eq(circleMembers.circleId, id))
        .returning({ userId: circleMembers.userId });
      await tx.delete(circles).where(eq(circles.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.circleDelete,
        target: `circle:${id}`,
        before: editable(row),
        details: { members: members.length },
      });
    });
    return null;
  }
}

function nameTaken(err: unknown): never {
  if (uniqueViolation(err) !== undefined) throw invalid('name', MSG.circleNameTaken);
  throw err;
}

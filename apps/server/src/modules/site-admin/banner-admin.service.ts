import { asc, count, eq } from 'drizzle-orm';
import { MSG, STAFF_ACTION, ZBannerInput, type AdminBanner } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields, toDate, toSeconds } from './changed-fields';

type BannerRow = typeof banners.$inferSelect;
type BannerBody = z.output<typeof ZBannerInput>;

/** Whether a banner is served at `now`: shown, and inside its [start, end) window. */
export function isServing(row: BannerRow, now: number): boolean {
  if (row.isShow !== 1) return false;
  if (row.startTime && row.startTime.getTime() > now) return false;
  return !(row.endTime && row.endTime.getTime() <= now);
}

function toAdminBanner(row: BannerRow, now: number): AdminBanner {
  return {
    id: row.id,
    group_key: row.groupKey,
    title: row.title,
    image: row.image,
    url: row.url,
    equipment: row.equipment,
    sort: row.sort,
    is_show: row.isShow,
    start_time: toSeconds(row.startTime),
    end_time: toSeconds(row.endTime),
    serving: isServing(row, now),
  };
}

/** The audited form of a banner: its fields as the console names them. */
const audited = (b: AdminBanner) => {
  const { id: _id, serving: _serving, ...fields } = b;
  return fields;
};

const columnsOf = (body: BannerBody) => ({
  groupKey: body.group_key,
  title: body.title,
  image: body.image,
  url: body.url,
  equipment: body.equipment,
  sort: body.sort,
  isShow: body.is_show,
  startTime: toDate(body.start_time),
  endTime: toDate(body.end_time),
});

/** 站点运营 › 轮播图 (docs/admin-site.md). Every call checks the caller is an admin. */
export class BannerAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(staffId: number, groupKey: string, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const where = eq(banners.groupKey, groupKey);
    const rows = await this.db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(banners).where(where);
    const now = this.clock();
    return {
      data: rows.map((r) => toAdminBanner(r, now)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async create(actor: StaffActor, body: BannerBody): Promise<AdminBanner> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(banners).values(columnsOf(body)).returning();
      if (!row) throw new Error('banner insert returned nothing');
      const banner = toAdminBanner(row, this.clock());
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.bannerCreate,
        target: `banner:${row.id}`,
        after: audited(banner),
      });
      return banner;
    });
  }

  async update(actor: StaffActor, id: number, body: BannerBody): Promise<AdminBanner> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.bannerNotFound);
      const [row] = await tx
        .update(banners)
        .set(columnsOf(body))
        .where(eq(banners.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.bannerNotFound);
      const now = this.clock();
      const banner = toAdminBanner(row, now);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.bannerUpdate,
        target: `banner:${id}`,
        ...changedFields(audited(toAdminBanner(old, now)), audited(banner)),
      });
      return banner;
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.bannerNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.bannerDelete,
        target: `banner:${id}`,
        before: audited(toAdminBanner(row, this.clock())),
      });
      return { id };
    });
  }
}

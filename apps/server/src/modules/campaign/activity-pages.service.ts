import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  ACTIVITY_KIND,
  AWARD_TIERS,
  CAMPAIGN_LIMITS,
  ITEM_STATUS,
  MSG,
  type ActiveItemPage,
  type ActivityCard,
  type ActivityRules,
  type RulesPrize,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  activities,
  activityProducts,
  itemTags,
  items,
  lotteryPrizes,
  products,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toUnixSeconds } from '../../lib/clock';
import { assertStaffRole } from '../admin/staff-guard';
import { toCard } from '../activity/activity.mapper';
import { enrolCounts, stagesOf, type ActivityRow } from '../activity/activity.repository';
import { findCardsInOrder, toItemCard } from '../forum/item-card';
import { paginate } from '../forum/forum.service';
import { itemTagOf, publishedCards } from './campaign.repository';

/** Staff may preview drafts on the rules page; anyone else gets the same 404 as a missing id. */
async function isStaff(db: Db, userId: number): Promise<boolean> {
  if (userId <= 0) return false;
  try {
    await assertStaffRole(db, userId, 'moderator');
    return true;
  } catch {
    return false;
  }
}

/** Contest kinds give AWARD_TIERS down the final ranking (docs/contest.md). */
const CONTEST_KINDS: readonly string[] = [
  ACTIVITY_KIND.diyComputer,
  ACTIVITY_KIND.wallpaper,
  ACTIVITY_KIND.photo,
];

/**
 * The prizes the rules page lists (docs/activities.md "Rules page"): a lottery's prizes in
 * their order, a contest kind's award tiers, otherwise none. Also read by the rules page's
 * server-rendered text (seo/pages/activity.ts).
 */
export async function rulesPrizes(db: Db, row: ActivityRow): Promise<RulesPrize[]> {
  if (row.type === ACTIVITY_TYPE_KEY.lottery) {
    const rows = await db
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.activeId, row.id))
      .orderBy(lotteryPrizes.sort, lotteryPrizes.id);
    return rows.map((p) => ({ name: p.name, image: p.image, count: p.count }));
  }
  if (CONTEST_KINDS.includes(row.kind))
    return AWARD_TIERS.map((t) => ({ name: t.label, image: '', count: t.places }));
  return [];
}

/**
 * The rules page (/app/rules/:id), item activities' posts (/web/active/item) and a landing
 * page's 相关活动 (docs/activities.md, docs/products.md).
 */
export class ActivityPagesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async load(id: number, viewerId: number): Promise<ActivityRow> {
    const [row] = await this.db.select().from(activities).where(eq(activities.id, id)).limit(1);
    const visible =
      row && (row.status === ACTIVITY_PUBLISH.published || (await isStaff(this.db, viewerId)));
    if (!row || !visible) throw AppError.notFound(MSG.activityNotFound);
    return row;
  }

  async rules(id: number, viewerId: number): Promise<ActivityRules> {
    const row = await this.load(id, viewerId);
    const [stages, counts, prizes, tag] = await Promise.all([
      stagesOf(this.db, [id]),
      enrolCounts(this.db, [id]),
      rulesPrizes(this.db, row),
      row.type === ACTIVITY_TYPE_KEY.item ? itemTagOf(this.db, id) : Promise.resolve(null),
    ]);
    return {
      ...toCard(row, stages.get(id) ?? [], counts.get(id) ?? 0, this.clock()),
      rules: row.rules,
      prizes,
      preview: row.status !== ACTIVITY_PUBLISH.published,
      item_tag: tag,
    };
  }

  /**
   * The posts taking part in an item activity: published posts carrying the activity's tag,
   * created inside its window (the first stage's start to the last stage's end), newest
   * first. The same rule as the lottery's 帖子互动 (posts counted by their create_time in
   * the window), read from the rows, so no hook in the post module.
   */
  async items(id: number, page: number, pageSize: number): Promise<ActiveItemPage> {
    const row = await this.load(id, 0);
    if (row.type !== ACTIVITY_TYPE_KEY.item) throw AppError.notFound(MSG.activityNotItem);
    const stages = (await stagesOf(this.db, [id])).get(id) ?? [];
    const tag = await itemTagOf(this.db, id);
    const empty = { data: [], paginate: paginate(0, page, pageSize) };
    if (stages.length === 0) return { ...empty, tag, window: null };
    const start = new Date(Math.min(...stages.map((s) => s.startTime.getTime())));
    const end = new Date(Math.max(...stages.map((s) => s.endTime.getTime())));
    const window = {
      start_time: toUnixSeconds(start.getTime()),
      end_time: toUnixSeconds(end.getTime()),
    };
    if (!tag) return { ...empty, tag, window };
    const where = and(
      eq(items.itemStatus, ITEM_STATUS.published),
      gte(items.createTime, start),
      lt(items.createTime, end),
      sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${items.id} and ${itemTags.tagId} = ${tag.id})`,
    );
    const [ids, [total]] = await Promise.all([
      this.db
        .select({ id: items.id })
        .from(items)
        .where(where)
        .orderBy(desc(items.createTime), desc(items.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(items).where(where),
    ]);
    const cards = await findCardsInOrder(
      this.db,
      ids.map((r) => r.id),
    );
    return {
      data: cards.map((c) => toItemCard(c, c.tags ?? [])),
      paginate: paginate(total?.n ?? 0, page, pageSize),
      tag,
      window,
    };
  }

  /** 相关活动 of a landing page: published activities linked to the product, newest first. */
  async productActivities(slug: string): Promise<ActivityCard[]> {
    const rows = await this.db
      .select({ id: activityProducts.activeId })
      .from(activityProducts)
      .innerJoin(products, eq(products.id, activityProducts.productId))
      .innerJoin(activities, eq(activities.id, activityProducts.activeId))
      .where(and(eq(products.slug, slug), eq(activities.status, ACTIVITY_PUBLISH.published)))
      .orderBy(desc(activities.id))
      .limit(CAMPAIGN_LIMITS.productActivities);
    return publishedCards(
      this.db,
      rows.map((r) => r.id),
      this.clock(),
    );
  }
}

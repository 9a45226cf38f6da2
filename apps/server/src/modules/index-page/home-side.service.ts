import { and, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import {
  HOME_ACTIVE_DAYS,
  HOME_CAUSE_LIMIT,
  HOME_USER_LIMIT,
  HOME_WEEK_DAYS,
  HOME_WEEK_LIMIT,
  ITEM_STATUS,
  type HomeCause,
  type HomeUser,
  type ProjectWeek,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { circles, items, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { authorJoin } from '../forum/item-card';
import { toProjectCard } from '../project/project.mapper';
import { listActiveSince } from '../project/project.repository';

const DAY = 86_400_000;
const published = eq(items.itemStatus, ITEM_STATUS.published);

/**
 * The home page's side lists (docs/feedback.md "Home"): active members and hot circles,
 * counted from published posts in a recent window, and the week's projects of the pool.
 */
export class HomeSideService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async users(): Promise<HomeUser[]> {
    const now = this.clock();
    const since = new Date(now - HOME_ACTIVE_DAYS * DAY);
    const recent = count(items.id);
    const rows = await this.db
      .select({
        id: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        userSign: users.userSign,
        xUp: users.xUp,
        fanCount: users.fanCount,
        recent,
      })
      .from(items)
      .innerJoin(users, authorJoin)
      .where(
        and(
          published,
          gte(items.createTime, since),
          or(isNull(users.banUntil), lte(users.banUntil, new Date(now))),
        ),
      )
      .groupBy(users.id)
      .orderBy(desc(recent), desc(users.fanCount), desc(users.id))
      .limit(HOME_USER_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      image_url: r.imageUrl,
      user_sign: r.userSign,
      x_up: r.xUp,
      fan_count: r.fanCount,
      recent_count: r.recent,
    }));
  }

  async causes(): Promise<HomeCause[]> {
    const since = new Date(this.clock() - HOME_WEEK_DAYS * DAY);
    const week = sql<number>`count(${items.id})::int`;
    const rows = await this.db
      .select({
        id: circles.id,
        name: circles.name,
        description: circles.description,
        imageUrl: circles.imageUrl,
        memberCount: circles.memberCount,
        itemCount: circles.itemCount,
        week,
      })
      .from(circles)
      .leftJoin(items, and(eq(items.circleId, circles.id), published, gte(items.createTime, since)))
      .groupBy(circles.id)
      .orderBy(desc(week), desc(circles.memberCount), desc(circles.id))
      .limit(HOME_CAUSE_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      image_url: r.imageUrl,
      member_count: r.memberCount,
      item_count: r.itemCount,
      week_count: r.week,
    }));
  }

  /** 本周项目: the project pool's projects started or reported on this week. */
  async projectWeek(): Promise<ProjectWeek> {
    const from = this.clock() - HOME_WEEK_DAYS * DAY;
    const rows = await listActiveSince(this.db, new Date(from), HOME_WEEK_LIMIT);
    return { from: Math.floor(from / 1000), items: rows.map(toProjectCard) };
  }
}

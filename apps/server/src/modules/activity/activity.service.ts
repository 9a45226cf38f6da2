import { count, eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  MSG,
  type ActivityBtn,
  type ActivityCard,
  type ActivityDetail,
  type ActivityUserStatus,
  type Paginate,
  workRuleOf,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { activityBtn } from './activity-btn';
import { userFlags } from './activity-flags';
import { statusOf, toCard } from './activity.mapper';
import { enrolCounts, findPublished, stagesOf } from './activity.repository';

/**
 * The public side of activities (SPEC §7 "Activities", docs/activities.md): only published
 * ones exist; the status and the button are computed from the stages at the clock's now.
 */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Ongoing first (the most recently started first), then upcoming (starting soonest first),
   * then ended (latest results first). The group is the SQL twin of activityStatus: ended once results
   * are out, upcoming before the first stage (or with none), ongoing in between.
   */
  async list(
    page: number,
    pageSize: number,
  ): Promise<{ data: ActivityCard[]; paginate: Paginate }> {
    const now = new Date(this.clock());
    const at = sql`${now.toISOString()}::timestamptz`;
    const firstStart = sql`(select min(s.start_time) from activity_stages s where s.active_id = ${activities.id})`;
    const group = sql`case
      when ${activities.resultsPublishedAt} is not null and ${activities.resultsPublishedAt} <= ${at} then 2
      when ${firstStart} is null or ${firstStart} > ${at} then 1
      else 0 end`;
    const published = eq(activities.status, ACTIVITY_PUBLISH.published);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(activities)
        .where(published)
        .orderBy(
          group,
          sql`case when ${group} = 0 then ${firstStart} end desc nulls last`,
          sql`case when ${group} = 1 then ${firstStart} end asc nulls last`,
          sql`${activities.resultsPublishedAt} desc nulls last`,
          sql`${activities.id} desc`,
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(activities).where(published),
    ]);
    const ids = rows.map((r) => r.id);
    const [stages, counts] = await Promise.all([stagesOf(this.db, ids), enrolCounts(this.db, ids)]);
    return {
      data: rows.map((r) =>
        toCard(r, stages.get(r.id) ?? [], counts.get(r.id) ?? 0, now.getTime()),
      ),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  private async published(id: number) {
    const row = await findPublished(this.db, id);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    const stages = (await stagesOf(this.db, [id])).get(id) ?? [];
    return { row, stages };
  }

  async index(id: number): Promise<ActivityDetail> {
    const { row, stages } = await this.published(id);
    const counts = await enrolCounts(this.db, [id]);
    return { ...toCard(row, stages, counts.get(id) ?? 0, this.clock()), rules: row.rules };
  }

  async status(id: number, viewerId: number): Promise<ActivityUserStatus> {
    const { row, stages } = await this.published(id);
    const flags = await userFlags(this.db, id, viewerId, this.clock());
    return {
      active_id: id,
      status: statusOf(row, stages, this.clock()),
      join_status: flags.joined ? 1 : 0,
      upload_status: flags.uploaded ? 1 : 0,
      vote_status: flags.voted ? 1 : 0,
    };
  }

  async btn(id: number, viewerId: number): Promise<ActivityBtn> {
    const { row, stages } = await this.published(id);
    const flags = await userFlags(this.db, id, viewerId, this.clock());
    const starts = stages.map((s) => s.startTime.getTime());
    return activityBtn({
      status: statusOf(row, stages, this.clock()),
      loggedIn: viewerId > 0,
      enrolled: flags.joined,
      uploaded: flags.uploaded,
      autoEnrol: workRuleOf(row.kind).autoEnrol,
      startTime: starts.length > 0 ? Math.floor(Math.min(...starts) / 1000) : null,
    });
  }
}

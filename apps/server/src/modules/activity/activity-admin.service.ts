import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  ACTIVITY_STATUS,
  MSG,
  STAFF_ACTION,
  ZActivityInput,
  formatDateTime,
  type AdminActivity,
  type StaffActionValue,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, activityEnrolments, activityStages, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { containsPattern } from '../../lib/like-pattern';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { stagesProblem } from './activity-stages';
import { statusOf, toCard } from './activity.mapper';
import { enrolCounts, stagesOf, type ActivityRow } from './activity.repository';

type ActivityBody = z.output<typeof ZActivityInput>;

export interface ActivityFilter {
  publish_status?: number;
  kind?: string;
  keyword?: string;
}

/**
 * 内容运营 › 活动 (docs/activities.md). Staff decide four things — the activity and its
 * stages, publish/unpublish, and the results — and each is one audit row committed with the
 * change. A save replaces all the stages in its transaction, so a reader never sees half of
 * an edit.
 */
export class ActivityAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async load(db: Db, id: number): Promise<AdminActivity> {
    const [row] = await db
      .select({ a: activities, nickname: users.nickname })
      .from(activities)
      .innerJoin(users, eq(users.id, activities.createdBy))
      .where(eq(activities.id, id))
      .limit(1);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    const [stages, counts] = await Promise.all([stagesOf(db, [id]), enrolCounts(db, [id])]);
    return this.toAdmin(row.a, row.nickname, stages.get(id) ?? [], counts.get(id) ?? 0);
  }

  private toAdmin(
    a: ActivityRow,
    nickname: string,
    stages: Parameters<typeof toCard>[1],
    enrolled: number,
  ): AdminActivity {
    return {
      ...toCard(a, stages, enrolled, this.clock()),
      rules: a.rules,
      publish_status: a.status,
      created_by: { id: a.createdBy, nickname },
      create_time: toUnixSeconds(a.createTime.getTime()),
      update_time: toUnixSeconds(a.updateTime.getTime()),
    };
  }

  async list(staffId: number, f: ActivityFilter, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const like = f.keyword ? containsPattern(f.keyword) : null;
    const where = and(
      f.publish_status === undefined ? undefined : eq(activities.status, f.publish_status),
      f.kind ? eq(activities.kind, f.kind) : undefined,
      like ? or(ilike(activities.title, like), ilike(activities.summary, like)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ a: activities, nickname: users.nickname })
        .from(activities)
        .innerJoin(users, eq(users.id, activities.createdBy))
        .where(where)
        .orderBy(desc(activities.updateTime), desc(activities.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(activities).where(where),
    ]);
    const ids = rows.map((r) => r.a.id);
    const [stages, counts] = await Promise.all([stagesOf(this.db, ids), enrolCounts(this.db, ids)]);
    return {
      data: rows.map((r) => {
        const { rules: _rules, ...rest } = this.toAdmin(
          r.a,
          r.nickname,
          stages.get(r.a.id) ?? [],
          counts.get(r.a.id) ?? 0,
        );
        return rest;
      }),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async get(staffId: number, id: number): Promise<AdminActivity> {
    await assertAdmin(this.db, staffId);
    return this.load(this.db, id);
  }

  private columnsOf(body: ActivityBody) {
    const problem = stagesProblem(body.stages);
    if (problem) throw AppError.badRequest(problem);
    return {
      type: body.type,
      kind: body.kind,
      title: body.title,
      cover: body.cover,
      summary: body.summary,
      rules: sanitizePostHtml(body.rules),
      updateTime: new Date(this.clock()),
    };
  }

  /** Replaces the stages of `id` inside the caller's transaction. */
  private async replaceStages(tx: Db, id: number, body: ActivityBody): Promise<void> {
    await tx.delete(activityStages).where(eq(activityStages.activeId, id));
    if (body.stages.length === 0) return;
    await tx.insert(activityStages).values(
      body.stages.map((s) => ({
        activeId: id,
        code: s.code,
        startTime: new Date(s.start_time * 1000),
        endTime: new Date(s.end_time * 1000),
      })),
    );
  }

  async create(actor: StaffActor, body: ActivityBody): Promise<AdminActivity> {
    await assertAdmin(this.db, actor.id);
    const values = this.columnsOf(body);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(activities)
        .values({
          ...values,
          status: ACTIVITY_PUBLISH.draft,
          createdBy: actor.id,
          createTime: values.updateTime,
        })
        .returning({ id: activities.id });
      if (!row) throw new Error('activity insert returned nothing');
      await this.replaceStages(tx, row.id, body);
      const activity = await this.load(tx, row.id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.activityCreate,
        target: `activity:${row.id}`,
        after: audited(activity),
      });
      return activity;
    });
  }

  async update(actor: StaffActor, id: number, body: ActivityBody): Promise<AdminActivity> {
    await assertAdmin(this.db, actor.id);
    const values = this.columnsOf(body);
    return this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const before = await this.load(tx, id);
      await tx.update(activities).set(values).where(eq(activities.id, id));
      await this.replaceStages(tx, id, body);
      const after = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.activityUpdate,
        target: `activity:${id}`,
        ...changedFields(audited(before), audited(after)),
      });
      return after;
    });
  }

  private async lock(tx: Db, id: number): Promise<ActivityRow> {
    const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    return row;
  }

  /** One state change: checked on the locked row, written, audited, in one transaction. */
  private async change(
    actor: StaffActor,
    id: number,
    action: StaffActionValue,
    decide: (row: ActivityRow, status: number) => Partial<ActivityRow>,
  ): Promise<AdminActivity> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const stages = (await stagesOf(tx, [id])).get(id) ?? [];
      const set = decide(row, statusOf(row, stages, this.clock()));
      const before = await this.load(tx, id);
      await tx
        .update(activities)
        .set({ ...set, updateTime: new Date(this.clock()) })
        .where(eq(activities.id, id));
      const after = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action,
        target: `activity:${id}`,
        ...changedFields(audited(before), audited(after)),
      });
      return after;
    });
  }

  publish(actor: StaffActor, id: number): Promise<AdminActivity> {
    return this.change(actor, id, STAFF_ACTION.activityPublish, (row) => {
      if (row.status === ACTIVITY_PUBLISH.published)
        throw AppError.conflict(MSG.activityAlreadyPublished);
      return { status: ACTIVITY_PUBLISH.published };
    });
  }

  unpublish(actor: StaffActor, id: number): Promise<AdminActivity> {
    return this.change(actor, id, STAFF_ACTION.activityUnpublish, (row) => {
      if (row.status !== ACTIVITY_PUBLISH.published)
        throw AppError.conflict(MSG.activityNotPublished);
      // Its members were told the results; taking the page away would leave the message dead.
      if (row.resultsPublishedAt) throw AppError.conflict(MSG.activityUnpublishEnded);
      return { status: ACTIVITY_PUBLISH.draft };
    });
  }

  /**
   * Ends the activity: allowed once voting (or, without voting, the call for entries) has
   * closed — status 4 投票结束待评审 — so nobody's vote or entry is cut short.
   */
  publishResults(actor: StaffActor, id: number): Promise<AdminActivity> {
    return this.change(actor, id, STAFF_ACTION.activityResults, (row, status) => {
      if (row.status !== ACTIVITY_PUBLISH.published)
        throw AppError.conflict(MSG.activityResultsNeedPublished);
      if (row.resultsPublishedAt) throw AppError.conflict(MSG.activityResultsAlready);
      if (status !== ACTIVITY_STATUS.awaitingReview)
        throw AppError.conflict(MSG.activityResultsTooEarly);
      return { resultsPublishedAt: new Date(this.clock()) };
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.status !== ACTIVITY_PUBLISH.draft)
        throw AppError.conflict(MSG.activityDeleteNotDraft);
      const [enrolled] = await tx
        .select({ n: count() })
        .from(activityEnrolments)
        .where(eq(activityEnrolments.activeId, id));
      if ((enrolled?.n ?? 0) > 0) throw AppError.conflict(MSG.activityDeleteHasEnrolments);
      const before = await this.load(tx, id);
      // Stages and stage events go with it (on delete cascade).
      await tx.delete(activities).where(eq(activities.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.activityDelete,
        target: `activity:${id}`,
        before: audited(before),
      });
      return { id };
    });
  }
}

/** What the audit log keeps of an activity: its settings, the rules' size, stages as text. */
function audited(a: AdminActivity) {
  return {
    type: a.type,
    kind: a.kind,
    title: a.title,
    cover: a.cover,
    summary: a.summary,
    rules_chars: a.rules.length,
    publish_status: a.publish_status,
    results_published_at: a.results_published_at,
    stages: a.stages
      .map((s) => `${s.section_name} ${formatDateTime(s.start_time)}–${formatDateTime(s.end_time)}`)
      .join('；'),
  };
}

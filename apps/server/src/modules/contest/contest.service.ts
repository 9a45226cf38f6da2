import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_STAGE,
  ACTIVITY_STATUS,
  MSG,
  UPLOAD_PURPOSE,
  WORK_REVIEW,
  meetsMinSize,
  workRuleOf,
  type ContestWork,
  type WorkRule,
  type ContestWorkDetail,
  type Enrolment,
  type Paginate,
  type WorkOrderValue,
  type ZJoinBody,
  type ZSubmitBody,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activityWorks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { chinaDay } from '../growth/china-day';
import { statusOf } from '../activity/activity.mapper';
import { findPublished, stagesOf, type ActivityRow } from '../activity/activity.repository';
import { toContestWork, toContestWorkDetail, toEnrolment } from './contest.mapper';
import { WorkImages } from './work-image';
import {
  enrolAutomatically,
  findEnrolment,
  findOwnWork,
  findWorkWithAuthor,
  hasThumbedWork,
  newestPublishedOfKind,
  nextSerial,
  ownedUploads,
  pageApprovedWorks,
  upsertEnrolment,
  votedOn,
} from './contest.repository';

/** Pictures of a work: those uploaded for an activity, or through the common upload. */
const WORK_UPLOAD_PURPOSES = [UPLOAD_PURPOSE.activity, UPLOAD_PURPOSE.common];

/**
 * Enrolment, a member's own work and the works wall (SPEC §7 "Activities", docs/contest.md).
 * Entries are taken while the activity is in 作品上传中 (status 1) only; a work is public
 * once staff approved it, and its entrant sees it at every step.
 */
export class ContestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Reads stored uploads (wallpaper size, downloads); absent, neither is checked. */
    private readonly images?: WorkImages,
  ) {}

  /** A published activity with its stages and status now; 404 for a draft. */
  async activity(
    id: number,
  ): Promise<{ row: ActivityRow; status: number; hasSubmission: boolean }> {
    const row = await findPublished(this.db, id);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    const stages = (await stagesOf(this.db, [id])).get(id) ?? [];
    return {
      row,
      status: statusOf(row, stages, this.clock()),
      hasSubmission: stages.some((s) => s.code === ACTIVITY_STAGE.submission),
    };
  }

  /** Entries are open: a contest (it has 作品征集) inside its 作品征集. */
  private async assertEntriesOpen(activeId: number, closed: string): Promise<void> {
    const a = await this.activity(activeId);
    if (!a.hasSubmission) throw AppError.conflict(MSG.contestNotContest);
    if (a.status !== ACTIVITY_STATUS.uploading) throw AppError.conflict(closed);
  }

  async ifJoin(activeId: number, userId: number): Promise<Enrolment> {
    await this.activity(activeId);
    return toEnrolment(activeId, await findEnrolment(this.db, activeId, userId));
  }

  async join(
    userId: number,
    body: z.output<typeof ZJoinBody>,
  ): Promise<{ enrolment: Enrolment; created: boolean }> {
    await this.assertEntriesOpen(body.active_id, MSG.contestJoinClosed);
    const { row, created } = await upsertEnrolment(this.db, {
      activeId: body.active_id,
      userId,
      userName: body.user_name,
      phone: body.phone,
      email: body.email,
    });
    return { enrolment: toEnrolment(body.active_id, row), created };
  }

  /**
   * Creates or edits the member's work. An edit of a reviewed work sends it back to review
   * (what staff approved is what stays on the wall), and clears the old reason.
   */
  async submit(userId: number, body: z.output<typeof ZSubmitBody>): Promise<ContestWorkDetail> {
    await this.assertEntriesOpen(body.active_id, MSG.contestSubmitClosed);
    const { row: activity } = await this.activity(body.active_id);
    const rule = workRuleOf(activity.kind);
    if (rule.computerModel && !body.computer_model)
      throw AppError.badRequest(MSG.contestWorkModelRequired);
    // A wallpaper is its cover; the other kinds carry their own count of pictures.
    const images = rule.images.max === 0 ? [body.cover] : [...new Set(body.image)];
    if (images.length < rule.images.min) throw AppError.badRequest(MSG.contestWorkImagesTooFew);
    if (rule.images.max > 0 && images.length > rule.images.max)
      throw AppError.badRequest(MSG.contestWorkImagesTooMany);
    if (!(await findEnrolment(this.db, body.active_id, userId))) {
      if (!rule.autoEnrol) throw AppError.forbidden(MSG.contestNotEnrolled);
      await enrolAutomatically(this.db, body.active_id, userId);
    }
    // The member's own uploads; an edit may also keep the pictures its work already has.
    const current = await findOwnWork(this.db, body.active_id, userId);
    const owned = await ownedUploads(this.db, userId, WORK_UPLOAD_PURPOSES, [
      body.cover,
      ...images,
    ]);
    for (const url of current ? [current.cover, ...current.images] : []) owned.add(url);
    if (!owned.has(body.cover)) throw AppError.badRequest(MSG.contestWorkCoverRequired);
    if (images.some((url) => !owned.has(url)))
      throw AppError.badRequest(MSG.contestWorkImageInvalid);
    if (rule.minSize && current?.cover !== body.cover) await this.assertMinSize(rule, body.cover);
    const fields = {
      name: body.name,
      cover: body.cover,
      images,
      description: body.desc,
      content: sanitizePostHtml(body.content),
      computerModel: rule.computerModel ? body.computer_model : '',
      reviewStatus: WORK_REVIEW.unreviewed,
      rejectReason: '',
      reviewedBy: null,
      reviewTime: null,
      updateTime: new Date(this.clock()),
    };
    const id = await this.db.transaction(async (tx) => {
      const own = await findOwnWork(tx, body.active_id, userId);
      if (own) {
        await tx.update(activityWorks).set(fields).where(eq(activityWorks.id, own.id));
        return own.id;
      }
      const [row] = await tx
        .insert(activityWorks)
        .values({
          ...fields,
          activeId: body.active_id,
          userId,
          serialNum: await nextSerial(tx, body.active_id),
          createTime: new Date(this.clock()),
        })
        .onConflictDoNothing()
        .returning({ id: activityWorks.id });
      // A second submit racing the first: that one made the work, this one edits it.
      if (!row) throw AppError.conflict(MSG.contestWorkSubmitted);
      return row.id;
    });
    return this.detailOf(id, userId);
  }

  /** The kind's minimum pixel size, read from the stored upload (the pipeline's output). */
  private async assertMinSize(rule: WorkRule, url: string): Promise<void> {
    if (!this.images) return;
    const size = await this.images.size(url);
    if (!size) throw AppError.badRequest(MSG.contestWorkUnreadable);
    if (!meetsMinSize(rule, size.width, size.height))
      throw AppError.badRequest(
        (rule.minSize?.height ?? 0) > (rule.minSize?.width ?? 0)
          ? MSG.contestPhoneWallpaperTooSmall
          : MSG.contestWallpaperTooSmall,
      );
  }

  /** The newest published activity of a kind (the photo pages have no id), or null. */
  async current(kind: string): Promise<{ active_id: number | null }> {
    return { active_id: (await newestPublishedOfKind(this.db, kind)) ?? null };
  }

  /**
   * An approved work's picture as a JPEG, with its file name 作品编号-名称.jpg. Only approved
   * works: what is downloadable is what staff let onto the wall.
   */
  async download(activeId: number, workId: number): Promise<{ name: string; jpeg: Buffer }> {
    await this.activity(activeId);
    const row = await findWorkWithAuthor(this.db, workId);
    if (!row || row.work.activeId !== activeId) throw AppError.notFound(MSG.contestWorkNotFound);
    if (row.work.reviewStatus !== WORK_REVIEW.approved)
      throw AppError.forbidden(MSG.contestDownloadUnapproved);
    const jpeg = this.images ? await this.images.jpeg(row.work.cover) : null;
    if (!jpeg) throw AppError.notFound(MSG.contestWorkUnreadable);
    const serial = String(row.work.serialNum).padStart(3, '0');
    const name = `${serial}-${row.work.name.replace(/[\\/:*?"<>|\s]+/g, '_')}.jpg`;
    return { name, jpeg };
  }

  async scan(
    activeId: number,
    userId: number,
  ): Promise<{ enrolment: Enrolment; work: ContestWorkDetail | null }> {
    await this.activity(activeId);
    const [enrolment, own] = await Promise.all([
      findEnrolment(this.db, activeId, userId),
      findOwnWork(this.db, activeId, userId),
    ]);
    return {
      enrolment: toEnrolment(activeId, enrolment),
      work: own ? await this.detailOf(own.id, userId) : null,
    };
  }

  /** Deletes the member's work while entries are open (no vote can exist yet). */
  async remove(activeId: number, userId: number): Promise<{ active_id: number }> {
    await this.assertEntriesOpen(activeId, MSG.contestDeleteClosed);
    const own = await findOwnWork(this.db, activeId, userId);
    if (!own) throw AppError.notFound(MSG.contestWorkNone);
    await this.db.delete(activityWorks).where(eq(activityWorks.id, own.id));
    return { active_id: activeId };
  }

  async wall(
    activeId: number,
    viewerId: number,
    q: { page: number; page_size: number; serial_num?: number; order: WorkOrderValue },
  ): Promise<{ data: ContestWork[]; paginate: Paginate }> {
    await this.activity(activeId);
    const { rows, total } = await pageApprovedWorks(this.db, activeId, {
      serialNum: q.serial_num,
      order: q.order,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    });
    const voted = await votedOn(
      this.db,
      viewerId,
      rows.map((r) => r.work.id),
      chinaDay(this.clock()),
    );
    return {
      data: rows.map((r) => toContestWork(r, voted.has(r.work.id))),
      paginate: paginate(total, q.page, q.page_size),
    };
  }

  /** A work's page: approved ones for everybody, the entrant's own in any state. */
  async info(id: number, activeId: number, viewerId: number): Promise<ContestWorkDetail> {
    await this.activity(activeId);
    const row = await findWorkWithAuthor(this.db, id);
    const mine = row !== undefined && viewerId > 0 && row.work.userId === viewerId;
    if (
      !row ||
      row.work.activeId !== activeId ||
      (!mine && row.work.reviewStatus !== WORK_REVIEW.approved)
    )
      throw AppError.notFound(MSG.contestWorkNotFound);
    return this.detailOf(id, viewerId);
  }

  private async detailOf(id: number, viewerId: number): Promise<ContestWorkDetail> {
    const row = await findWorkWithAuthor(this.db, id);
    if (!row) throw AppError.notFound(MSG.contestWorkNotFound);
    const [voted, isThumb] = await Promise.all([
      votedOn(this.db, viewerId, [id], chinaDay(this.clock())),
      hasThumbedWork(this.db, viewerId, id),
    ]);
    return toContestWorkDetail(row, {
      votedToday: voted.has(id),
      isThumb,
      isMine: viewerId > 0 && row.work.userId === viewerId,
    });
  }
}

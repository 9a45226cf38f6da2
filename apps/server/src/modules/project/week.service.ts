import {
  COMMENT_TYPE,
  MSG,
  PROJECT_LIMITS,
  PROJECT_STATUS,
  type Paginate,
  type PreNextWeek,
  type WeekCard,
  type WeekDetail,
  type WeekInput,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml, summaryExcerpt } from '../../lib/sanitize-html';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { toWeekCard, toWeekDetail } from './project.mapper';
import { hasThumbed, lockProject } from './project.repository';
import type { ProjectService } from './project.service';
import {
  deleteWeek,
  findWeekRow,
  insertWeek,
  listWeeks,
  neighbours,
  updateWeek,
  weekCommentRows,
} from './week.repository';

/**
 * Weekly reports (周报, docs/project.md): the project's owner writes them, anyone reads them
 * while the project is published (its owner always). A report of a project someone may not
 * see does not exist for them.
 */
export class WeekService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly projects: ProjectService,
  ) {}

  /** GET /web/object/item/{id}: the project's weekly reports, newest first. */
  async list(
    viewerId: number,
    projectId: number,
    page: number,
    pageSize: number,
  ): Promise<{ data: WeekCard[]; paginate: Paginate }> {
    await this.projects.visibleCard(viewerId, projectId);
    const { rows, total } = await listWeeks(this.db, projectId, page, pageSize);
    return { data: rows.map(toWeekCard), paginate: paginate(total, page, pageSize) };
  }

  async detail(viewerId: number, id: number): Promise<WeekDetail> {
    const row = await this.visibleWeek(viewerId, id);
    const isThumb =
      viewerId !== 0 && (await hasThumbed(this.db, viewerId, COMMENT_TYPE.projectPoolWeekly, id));
    return toWeekDetail(row, { isThumb, isMine: row.owner.id === viewerId });
  }

  async preNext(viewerId: number, id: number): Promise<PreNextWeek> {
    const row = await this.visibleWeek(viewerId, id);
    return neighbours(this.db, row.week);
  }

  async create(userId: number, projectId: number, body: WeekInput): Promise<WeekDetail> {
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    const id = await this.db.transaction(async (tx) => {
      await this.projects.ownProject(tx, userId, projectId);
      return insertWeek(tx, {
        ...this.columnsOf(body),
        projectId,
        createTime: new Date(now),
        updateTime: new Date(now),
      });
    });
    return this.detail(userId, id);
  }

  async update(userId: number, id: number, body: WeekInput): Promise<WeekDetail> {
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    await this.db.transaction(async (tx) => {
      await this.ownWeek(tx, userId, id);
      await updateWeek(tx, id, { ...this.columnsOf(body), updateTime: new Date(now) });
    });
    return this.detail(userId, id);
  }

  /** A report somebody has commented on stays: the discussion is not the owner's to erase. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.ownWeek(tx, userId, id);
      if ((await weekCommentRows(tx, id)) > 0) throw AppError.conflict(MSG.weekDeleteHasComments);
      await deleteWeek(tx, id);
    });
  }

  private columnsOf(body: WeekInput) {
    const content = sanitizePostHtml(body.body);
    if (content === '') throw AppError.badRequest(MSG.weekBodyRequired);
    return {
      title: body.title,
      body: content,
      summary: summaryExcerpt(content, PROJECT_LIMITS.summaryFromBody),
    };
  }

  private async visibleWeek(viewerId: number, id: number) {
    const row = await findWeekRow(this.db, id);
    const isMine = row !== undefined && viewerId !== 0 && row.owner.id === viewerId;
    if (!row || !(isMine || row.project.status === PROJECT_STATUS.published))
      throw AppError.notFound(MSG.weekNotFound);
    return row;
  }

  private async ownWeek(tx: Db, userId: number, id: number) {
    const row = await findWeekRow(tx, id);
    if (!row || row.owner.id !== userId) throw AppError.notFound(MSG.weekNotFound);
    await lockProject(tx, row.project.id);
    return row;
  }
}

import { MSG, SPEC_LIMITS, SPEC_STATUS, type SpecDetail, type SpecInput } from '@xinke/shared';
import type { Db } from '../../db/client';
import type { specs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml, summaryExcerpt } from '../../lib/sanitize-html';
import { assertNotMuted } from '../admin/sanctions';
import { assertCreativeMaster } from './creator-role';
import { toSpecDetail } from './spec.mapper';
import { assertSpecNotRemoved } from './takedown.guard';
import {
  deleteSpec,
  deleteSpecThumbs,
  findSpecRow,
  hasThumbed,
  insertSpec,
  lockSpec,
  specCommentRows,
  updateSpec,
} from './spec.repository';

type SpecBody = Omit<SpecInput, 'cover' | 'summary'> & { cover: string; summary: string };

/**
 * A creator's specs (docs/creator.md). Every rule is checked here against who is asking, not
 * left to the contract: writing a spec (create, editor) needs the x_up flag; acting on one
 * needs it to be the caller's own, and anyone else is told it does not exist (404), as is
 * anyone but its creator asking for a draft or a cancelled one.
 */
export class SpecService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** What a body writes: sanitized content, the summary (or the body's first words). */
  private columnsOf(body: SpecBody) {
    const content = sanitizePostHtml(body.content);
    // A body of nothing but refused markup (a lone <script>) is no body at all.
    if (content === '') throw AppError.badRequest(MSG.specContentRequired);
    const summary = body.summary || summaryExcerpt(content, SPEC_LIMITS.summaryFromBody);
    return { title: body.title, cover: body.cover, summary, content };
  }

  async create(userId: number, body: SpecBody): Promise<SpecDetail> {
    await assertCreativeMaster(this.db, userId);
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    const id = await insertSpec(this.db, {
      ...this.columnsOf(body),
      creatorId: userId,
      status: body.publish ? SPEC_STATUS.published : SPEC_STATUS.draft,
      createTime: new Date(now),
      updateTime: new Date(now),
    });
    return this.detailFor(id, userId);
  }

  /**
   * Saves the creator's text. `publish` 1 opens a draft for 征集; 0 only saves, so a
   * published spec stays published (cancel is how one ends). A cancelled spec is closed.
   */
  async edit(userId: number, id: number, body: SpecBody): Promise<SpecDetail> {
    await this.db.transaction(async (tx) => {
      const spec = await this.ownSpec(tx, userId, id);
      await assertCreativeMaster(tx, userId);
      const now = this.clock();
      await assertNotMuted(tx, userId, now);
      if (spec.status === SPEC_STATUS.cancelled)
        throw AppError.conflict(MSG.specCancelledNotEditable);
      assertSpecNotRemoved(spec.status);
      const status = body.publish ? SPEC_STATUS.published : spec.status;
      await updateSpec(tx, id, { ...this.columnsOf(body), status, updateTime: new Date(now) });
    });
    return this.detailFor(id, userId);
  }

  async setPrice(userId: number, id: number, price: number): Promise<SpecDetail> {
    await this.db.transaction(async (tx) => {
      const spec = await this.ownSpec(tx, userId, id);
      if (spec.status === SPEC_STATUS.cancelled)
        throw AppError.conflict(MSG.specCancelledNotEditable);
      assertSpecNotRemoved(spec.status);
      await updateSpec(tx, id, { price, updateTime: new Date(this.clock()) });
    });
    return this.detailFor(id, userId);
  }

  /** Published → cancelled: it leaves the public, its comments stay with it. */
  async cancel(userId: number, id: number): Promise<SpecDetail> {
    await this.db.transaction(async (tx) => {
      const spec = await this.ownSpec(tx, userId, id);
      if (spec.status !== SPEC_STATUS.published)
        throw AppError.conflict(MSG.specCancelNotPublished);
      await updateSpec(tx, id, {
        status: SPEC_STATUS.cancelled,
        updateTime: new Date(this.clock()),
      });
    });
    return this.detailFor(id, userId);
  }

  /**
   * Only a draft or a cancelled spec nobody has commented on may go: a published one is
   * cancelled first, and a discussion (held comments included) is not the creator's to erase.
   */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const spec = await this.ownSpec(tx, userId, id);
      if (spec.status === SPEC_STATUS.published) throw AppError.conflict(MSG.specDeletePublished);
      if ((await specCommentRows(tx, id)) > 0) throw AppError.conflict(MSG.specDeleteHasComments);
      await deleteSpecThumbs(tx, id);
      await deleteSpec(tx, id);
    });
  }

  /** POST /web/creator/specs_info: a published spec for anyone, any other for its creator. */
  async info(viewerId: number, id: number): Promise<SpecDetail> {
    return this.detailFor(id, viewerId);
  }

  private async detailFor(id: number, viewerId: number): Promise<SpecDetail> {
    const row = await findSpecRow(this.db, id);
    const isMine = row !== undefined && viewerId !== 0 && row.spec.creatorId === viewerId;
    if (!row || !(isMine || row.spec.status === SPEC_STATUS.published))
      throw AppError.notFound(MSG.specNotFound);
    const isThumb = viewerId !== 0 && (await hasThumbed(this.db, viewerId, id));
    return toSpecDetail(row, { isThumb, isMine });
  }

  /** The caller's own spec, locked; anyone else's is 规格书不存在 (its existence is private). */
  private async ownSpec(tx: Db, userId: number, id: number): Promise<typeof specs.$inferSelect> {
    const spec = await lockSpec(tx, id);
    if (!spec || spec.creatorId !== userId) throw AppError.notFound(MSG.specNotFound);
    return spec;
  }
}

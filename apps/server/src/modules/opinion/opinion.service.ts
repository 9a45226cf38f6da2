import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MESSAGE_CATEGORY,
  MSG,
  OPINION_LIMITS,
  OPINION_PAGE_SIZE,
  OPINION_STATUS,
  OpinionType,
  STAFF_ACTION,
  UPLOAD_PURPOSE,
  ZOpinionAnswer,
  ZOpinionCommit,
  type AdminOpinion,
  type Opinion,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { opinions, userImages, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { containsPattern } from '../../lib/like-pattern';
import { assertStaffRole } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { writeMessage } from '../message/message.writer';

type Row = typeof opinions.$inferSelect;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const toOpinion = (r: Row): Opinion => ({
  id: r.id,
  type: r.type,
  content: r.content,
  images: r.images,
  contact: r.contact,
  status: r.status,
  answer: r.answer,
  answer_time: r.answerTime ? seconds(r.answerTime) : null,
  create_time: seconds(r.createTime),
});

export interface OpinionFilter {
  status?: number;
  type?: number;
  keyword?: string;
}

/**
 * 意见反馈 (docs/feedback.md): members send and read their own; staff (moderators and
 * admins) list, answer and close. Answering tells the member by a system message written in
 * the same transaction as the answer and its audit row.
 */
export class OpinionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async commit(userId: number, input: z.output<typeof ZOpinionCommit>): Promise<Opinion> {
    const images = [...new Set(input.images)];
    if (images.length > 0) {
      // Only pictures this member uploaded for feedback (checked by content on upload).
      const own = await this.db
        .select({ url: userImages.url })
        .from(userImages)
        .where(
          and(
            eq(userImages.userId, userId),
            eq(userImages.purpose, UPLOAD_PURPOSE.feedback),
            inArray(userImages.url, images),
          ),
        );
      const owned = new Set(own.map((r) => r.url));
      if (images.some((url) => !owned.has(url))) throw AppError.badRequest(MSG.opinionImageInvalid);
    }
    return this.db.transaction(async (tx) => {
      // Serialises one member's submissions, so the pending cap holds under concurrency.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`opinion:${userId}`}))`);
      const pending = await tx
        .select({ content: opinions.content })
        .from(opinions)
        .where(and(eq(opinions.userId, userId), eq(opinions.status, OPINION_STATUS.pending)));
      if (pending.some((p) => p.content === input.content))
        throw AppError.conflict(MSG.opinionDuplicate);
      if (pending.length >= OPINION_LIMITS.pendingMax)
        throw AppError.conflict(MSG.opinionTooManyPending);
      const [row] = await tx
        .insert(opinions)
        .values({
          userId,
          type: input.type,
          content: input.content,
          images,
          contact: input.contact,
          createTime: new Date(this.clock()),
        })
        .returning();
      if (!row) throw new Error('opinion insert returned nothing');
      return toOpinion(row);
    });
  }

  async mine(userId: number, page: number) {
    const where = eq(opinions.userId, userId);
    const rows = await this.db
      .select()
      .from(opinions)
      .where(where)
      .orderBy(desc(opinions.id))
      .limit(OPINION_PAGE_SIZE)
      .offset((page - 1) * OPINION_PAGE_SIZE);
    const [total] = await this.db.select({ n: count() }).from(opinions).where(where);
    return {
      data: rows.map(toOpinion),
      paginate: paginate(total?.n ?? 0, page, OPINION_PAGE_SIZE),
    };
  }

  private async adminRows(where: SQL | undefined, limit: number, offset: number) {
    const answerer = alias(users, 'answerer');
    const rows = await this.db
      .select({
        o: opinions,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        answerBy: answerer.nickname,
      })
      .from(opinions)
      .innerJoin(users, eq(users.id, opinions.userId))
      .leftJoin(answerer, eq(answerer.id, opinions.answerBy))
      .where(where)
      .orderBy(desc(opinions.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r): AdminOpinion => ({
      ...toOpinion(r.o),
      user: { id: r.o.userId, nickname: r.nickname, image_url: r.imageUrl },
      answer_by: r.answerBy ?? '',
    }));
  }

  async list(staffId: number, filter: OpinionFilter, page: number, pageSize: number) {
    await assertStaffRole(this.db, staffId, 'moderator');
    const conds: SQL[] = [];
    if (filter.status !== undefined) conds.push(eq(opinions.status, filter.status));
    if (filter.type !== undefined) conds.push(eq(opinions.type, filter.type));
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      const match = or(
        sql`${opinions.content} ilike ${pattern}`,
        sql`${opinions.contact} ilike ${pattern}`,
      );
      if (match) conds.push(match);
    }
    const where = conds.length ? and(...conds) : undefined;
    const data = await this.adminRows(where, pageSize, (page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(opinions).where(where);
    return { data, paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  /**
   * Sets the status and answer. 已回复 needs an answer; a new or changed answer sends the
   * member a system message (a bare status change, e.g. closing silently, does not).
   */
  async answer(
    actor: StaffActor,
    id: number,
    input: z.output<typeof ZOpinionAnswer>,
  ): Promise<AdminOpinion> {
    await assertStaffRole(this.db, actor.id, 'moderator');
    if (input.status === OPINION_STATUS.answered && input.answer === '')
      throw AppError.badRequest(MSG.opinionAnswerRequired);
    await this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(opinions).where(eq(opinions.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.opinionNotFound);
      const answerChanged = input.answer !== '' && input.answer !== old.answer;
      const now = new Date(this.clock());
      const [row] = await tx
        .update(opinions)
        .set({
          status: input.status,
          answer: input.answer,
          ...(answerChanged ? { answerBy: actor.id, answerTime: now } : {}),
        })
        .where(eq(opinions.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.opinionNotFound);
      const audited = (r: Row) => ({ status: r.status, answer: r.answer });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.opinionAnswer,
        target: `opinion:${id}`,
        ...changedFields(audited(old), audited(row)),
        details: { user_id: row.userId },
      });
      if (answerChanged) {
        await writeMessage(tx, {
          userId: row.userId,
          category: MESSAGE_CATEGORY.system,
          fromUserId: null,
          targetType: 0,
          targetId: 0,
          title: '意见反馈有了回复',
          content: `你提交的「${OpinionType.label(row.type)}」反馈「${short(row.content)}」有了回复：${input.answer}（可在 更多 › 意见反馈 查看）`,
        });
      }
    });
    const [view] = await this.adminRows(eq(opinions.id, id), 1, 0);
    if (!view) throw AppError.notFound(MSG.opinionNotFound);
    return view;
  }
}

const short = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

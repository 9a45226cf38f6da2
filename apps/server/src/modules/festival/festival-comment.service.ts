import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  type FestivalComment,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { festivalFineComments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertStaffRole } from '../admin/staff-guard';
import { toComment } from '../comment/comment.mapper';
import {
  bumpReplyCount,
  deleteOwnComment,
  deleteOwnReply,
  findComment,
  findReply,
} from '../comment/comment.repository';
import {
  bumpTargetComments,
  createComment,
  createReply,
  listComments,
  listReplies,
  removeComment,
  removeReply,
} from '../comment/comment.service';
import { paginate } from '../forum/forum.service';
import { onCommentRemoved } from '../growth/earnings';
import { writeMessage } from '../message/message.writer';
import { deleteCommentThumbs, deleteReplyThumbs } from '../reaction/comment-thumb.repository';
import { toggleCommentThumb } from '../reaction/comment-thumb.service';
import { finePage, fineOf, isStaff } from './festival.repository';
import type { FestivalService } from './festival.service';

const WALL = COMMENT_TYPE.festival;
const quote = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/**
 * The festival comment wall (docs/festival.md): the site's comments and replies (comment
 * type 10 on the activity), so sensitive words hold a comment for review, mutes and
 * blacklists refuse, and every count is the rows'. What is the wall's own: 精选 (staff mark
 * a comment, the author is told, an audit row is written), and deleting, which staff may do
 * too (with an audit row and a message to the author).
 */
export class FestivalCommentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly festivals: FestivalService,
  ) {}

  /** A comment of a festival wall, or 404 评论不存在 (a post's comment is not one). */
  private async wallComment(id: number) {
    const row = await findComment(this.db, id);
    if (!row || row.type !== WALL) throw AppError.notFound(MSG.festivalCommentNotFound);
    return row;
  }

  async list(
    activeId: number,
    viewerId: number,
    q: { page: number; page_size: number; fine: number },
  ) {
    const festival = await this.festivals.visible(activeId, viewerId);
    // A draft takes no comments: staff previewing it see an empty wall.
    if (festival.status !== ACTIVITY_PUBLISH.published)
      return { data: [], paginate: paginate(0, q.page, q.page_size) };
    if (q.fine === 1) {
      const { rows, total } = await finePage(
        this.db,
        activeId,
        viewerId,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return {
        data: rows.map((r): FestivalComment => ({ ...toComment(r, []), is_fine: 1 })),
        paginate: paginate(total, q.page, q.page_size),
      };
    }
    const page = await listComments(
      this.db,
      viewerId,
      { type: WALL, typeId: activeId },
      { page: q.page, pageSize: q.page_size },
      this.clock(),
    );
    const fine = await fineOf(
      this.db,
      page.data.map((c) => c.id),
    );
    return {
      data: page.data.map((c): FestivalComment => ({ ...c, is_fine: fine.has(c.id) ? 1 : 0 })),
      paginate: page.paginate,
    };
  }

  async replies(commentId: number, viewerId: number, p: { page: number; page_size: number }) {
    const comment = await this.wallComment(commentId);
    await this.festivals.visible(comment.typeId, viewerId);
    return listReplies(
      this.db,
      viewerId,
      commentId,
      { page: p.page, pageSize: p.page_size },
      this.clock(),
    );
  }

  async comment(userId: number, activeId: number, content: string) {
    await this.festivals.visible(activeId, userId);
    const { comment, pending } = await createComment(
      this.db,
      userId,
      { type: WALL, typeId: activeId, content },
      this.clock(),
    );
    return { comment: { ...comment, is_fine: 0 }, pending };
  }

  async reply(userId: number, body: { comment_id: number; reply_id?: number; content: string }) {
    const comment = await this.wallComment(body.comment_id);
    return createReply(
      this.db,
      userId,
      {
        type: WALL,
        typeId: comment.typeId,
        commentId: comment.id,
        replyId: body.reply_id,
        content: body.content,
      },
      this.clock(),
    );
  }

  /** Like ⇄ unlike of a wall comment: the site's comment like (one row per member). */
  async thumb(userId: number, commentId: number) {
    await this.wallComment(commentId);
    return toggleCommentThumb(this.db, userId, COMMENT_TYPE.comment, commentId, this.clock());
  }

  /** The author deletes their own; staff delete anyone's (audit row, the author told). */
  async deleteComment(actor: StaffActor, id: number) {
    const comment = await this.wallComment(id);
    if (comment.userId === actor.id) return removeComment(this.db, actor.id, id, this.clock());
    if (comment.status === COMMENT_STATUS.rejected || !(await isStaff(this.db, actor.id)))
      throw AppError.forbidden(MSG.festivalNotYourComment);
    return this.db.transaction(async (tx) => {
      await deleteCommentThumbs(tx, id);
      const deleted = await deleteOwnComment(tx, id, comment.userId);
      if (!deleted) throw AppError.notFound(MSG.festivalCommentNotFound);
      await onCommentRemoved(tx, deleted.id, this.clock());
      const visible = deleted.status === COMMENT_STATUS.visible;
      const counts = await bumpTargetComments(tx, WALL, deleted.typeId, visible ? -1 : 0);
      await writeMessage(tx, {
        userId: deleted.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: '你在节日活动页的评论已被管理人员删除',
        content: `「${quote(deleted.content)}」`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalCommentDelete,
        target: `comment:${id}`,
        before: { content: deleted.content, user_id: deleted.userId },
        details: { active_id: deleted.typeId, replies: deleted.replyCount },
      });
      return { comment_count: counts.commentCount, reply_count: 0 };
    });
  }

  async deleteReply(actor: StaffActor, id: number) {
    const reply = await findReply(this.db, id);
    if (!reply || reply.type !== WALL) throw AppError.notFound(MSG.replyNotFound);
    if (reply.userId === actor.id) return removeReply(this.db, actor.id, id);
    if (reply.status === COMMENT_STATUS.rejected || !(await isStaff(this.db, actor.id)))
      throw AppError.forbidden(MSG.festivalNotYourReply);
    return this.db.transaction(async (tx) => {
      await deleteReplyThumbs(tx, reply);
      const deleted = await deleteOwnReply(tx, id, reply.userId);
      if (!deleted) throw AppError.notFound(MSG.replyNotFound);
      const replyCount =
        deleted.status === COMMENT_STATUS.visible
          ? await bumpReplyCount(tx, deleted.commentId, -1)
          : ((await findComment(tx, deleted.commentId))?.replyCount ?? 0);
      const counts = await bumpTargetComments(tx, WALL, deleted.typeId, 0);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalReplyDelete,
        target: `reply:${id}`,
        before: { content: deleted.content, user_id: deleted.userId },
        details: { active_id: deleted.typeId, comment_id: deleted.commentId },
      });
      return { comment_count: counts.commentCount, reply_count: replyCount };
    });
  }

  /**
   * 精选 on (fine 1) or off (0), staff only. Only a visible wall comment; marking twice
   * changes nothing and writes nothing. A change is an audit row; a new 精选 tells the author.
   */
  async fine(actor: StaffActor, commentId: number, fine: number) {
    await assertStaffRole(this.db, actor.id, 'moderator', MSG.festivalFineStaffOnly);
    const comment = await this.wallComment(commentId);
    if (comment.status !== COMMENT_STATUS.visible)
      throw AppError.notFound(MSG.festivalCommentNotFound);
    const festival = await this.festivals.visible(comment.typeId, actor.id);
    await this.db.transaction(async (tx) => {
      const changed =
        fine === 1
          ? await tx
              .insert(festivalFineComments)
              .values({ commentId, activeId: festival.id, markedBy: actor.id })
              .onConflictDoNothing()
              .returning({ id: festivalFineComments.commentId })
          : await tx
              .delete(festivalFineComments)
              .where(and(eq(festivalFineComments.commentId, commentId)))
              .returning({ id: festivalFineComments.commentId });
      if (changed.length === 0) return;
      await recordStaffAction(tx, {
        actor,
        action: fine === 1 ? STAFF_ACTION.festivalFine : STAFF_ACTION.festivalUnfine,
        target: `comment:${commentId}`,
        before: { is_fine: fine === 1 ? 0 : 1 },
        after: { is_fine: fine },
        details: { active_id: festival.id, user_id: comment.userId },
      });
      if (fine === 1 && comment.userId !== actor.id)
        await writeMessage(tx, {
          userId: comment.userId,
          category: MESSAGE_CATEGORY.system,
          fromUserId: null,
          targetType: COMMENT_TARGET_TYPE.festival,
          targetId: festival.id,
          title: `你在「${festival.title}」的评论被设为精选`,
          content: `「${quote(comment.content)}」`,
        });
    });
    return { comment_id: commentId, is_fine: fine };
  }
}

import type { Comment, CommentUser, Reply } from '@xinke/shared';
import type { CommentRow, ReplyRow } from './comment.repository';

const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

interface UserCols {
  userId: number;
  nickname: string;
  imageUrl: string;
  levelName: string;
  xUp: number;
}

export function toCommentUser(row: UserCols): CommentUser {
  return {
    id: row.userId,
    nickname: row.nickname,
    image_url: row.imageUrl,
    level_name: row.levelName,
    x_up: row.xUp,
  };
}

/**
 * `content` leaves as the plain text it was stored as: the client renders it as text, so
 * `<script>` or `onerror=` arrive as characters on screen, never as markup.
 */
export function toReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    comment_id: row.commentId,
    reply_id: row.replyId,
    content: row.content,
    status: row.status,
    user: toCommentUser(row),
    to_user:
      row.toUserId !== null && row.toNickname !== null
        ? { id: row.toUserId, nickname: row.toNickname }
        : null,
    thumb_count: row.thumbCount,
    is_thumb: row.thumbed ? 1 : 0,
    create_time: toUnixSeconds(row.createTime),
  };
}

export function toComment(row: CommentRow, replies: Reply[]): Comment {
  return {
    id: row.id,
    type: row.type,
    type_id: row.typeId,
    content: row.content,
    status: row.status,
    user: toCommentUser(row),
    reply_count: row.replyCount,
    thumb_count: row.thumbCount,
    is_thumb: row.thumbed ? 1 : 0,
    replies,
    create_time: toUnixSeconds(row.createTime),
  };
}

import { COMMENT_STATUS, formatRelativeTime, type Reply } from '@xinke/shared';
import type { CommentTarget } from './comment-target';
import { CommentThumb } from './CommentThumb';
import { OwnerActions } from './OwnerActions';
import { Pending } from './Pending';
import styles from '../PostDetail.module.css';

/**
 * One reply in its comment's thread: "B 回复 @A：…" when it answers another reply (SPEC §7
 * reply's reply_id / to_user_id), plain "B：…" when it answers the comment itself.
 */
export function ReplyRow({
  owner,
  reply,
  mine,
  canLike,
  onReply,
  onDelete,
}: {
  owner: CommentTarget;
  reply: Reply;
  mine: boolean;
  canLike: boolean;
  onReply?: () => void;
  onDelete(): Promise<unknown>;
}) {
  return (
    <li className={styles.reply} data-testid="reply-item">
      <span className={styles.commentUser} data-name>
        {reply.user.nickname}
      </span>
      {reply.to_user && reply.reply_id !== null && (
        <span data-testid="reply-to">
          <span className={styles.replyTo}> 回复 </span>
          <span className={styles.commentUser}>@{reply.to_user.nickname}</span>
        </span>
      )}
      ：<span className={styles.commentText}>{reply.content}</span>
      <Pending status={reply.status} />
      <span className={styles.replyMeta}>
        <time>{formatRelativeTime(reply.create_time)}</time>
        {canLike && reply.status === COMMENT_STATUS.visible && (
          <CommentThumb
            owner={owner}
            target={{ kind: 'reply', id: reply.id, commentId: reply.comment_id }}
            state={reply}
          />
        )}
        <OwnerActions
          mine={mine}
          kind="reply"
          id={reply.id}
          onReply={onReply}
          onDelete={onDelete}
        />
      </span>
    </li>
  );
}

import { useState } from 'react';
import { COMMENT_STATUS, formatRelativeTime, type Comment, type Reply } from '@xinke/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { useRequireLogin } from '../../auth/use-require-login';
import { getUserId } from '../../../lib/credentials';
import type { CommentTarget } from './comment-target';
import { useReplies } from './queries';
import { CommentBox } from './CommentBox';
import { CommentThumb } from './CommentThumb';
import { OwnerActions } from './OwnerActions';
import { Pending } from './Pending';
import { ReplyRow } from './ReplyRow';
import type { useCommentActions } from './use-comment-actions';
import styles from '../PostDetail.module.css';

type Actions = ReturnType<typeof useCommentActions>;

/**
 * One comment with its replies threaded under it (the latest three, then every page of
 * them from GET /web/forum/reply/:id); the reply box opens under it, aimed at it or at a
 * reply. With comments closed (`canReply` false) there is nothing to reply with; under a
 * post that is not public (`canLike` false, the author's own view) nothing can be liked.
 */
export function CommentItem({
  owner,
  comment,
  actions,
  canReply,
  canLike,
}: {
  owner: CommentTarget;
  comment: Comment;
  actions: Actions;
  canReply: boolean;
  canLike: boolean;
}) {
  const requireLogin = useRequireLogin();
  const me = Number(getUserId() ?? 0);
  const [replyTo, setReplyTo] = useState<Reply | 'comment' | null>(null);
  const [expanded, setExpanded] = useState(false);
  const all = useReplies(owner, comment.id, expanded);
  const replies = expanded && all.data ? all.replies : comment.replies;
  const openReply = (target: Reply | 'comment') => requireLogin() && setReplyTo(target);
  const target = replyTo === 'comment' ? comment.user.nickname : replyTo?.user.nickname;

  return (
    <li className={styles.comment} data-testid="comment-item">
      <UserAvatar src={comment.user.image_url || undefined} name={comment.user.nickname} />
      <div className={styles.commentMain}>
        <div className={styles.commentHead}>
          <span className={styles.commentUser} data-name>
            {comment.user.nickname}
          </span>
          <Pending status={comment.status} />
          <time>{formatRelativeTime(comment.create_time)}</time>
        </div>
        {/* Comments are plain text (the contract says so): rendered as text, never as HTML. */}
        <p className={styles.commentText}>{comment.content}</p>
        <span className={styles.replyMeta}>
          {canLike && comment.status === COMMENT_STATUS.visible && (
            <CommentThumb
              owner={owner}
              target={{ kind: 'comment', id: comment.id, commentId: comment.id }}
              state={comment}
            />
          )}
          <OwnerActions
            mine={comment.user.id === me}
            kind="comment"
            id={comment.id}
            onReply={canReply ? () => openReply('comment') : undefined}
            onDelete={() => actions.remove.mutateAsync({ kind: 'comment', id: comment.id })}
          />
        </span>
        {replies.length > 0 && (
          <ul className={styles.replies}>
            {replies.map((reply) => (
              <ReplyRow
                key={reply.id}
                owner={owner}
                reply={reply}
                mine={reply.user.id === me}
                canLike={canLike}
                onReply={canReply ? () => openReply(reply) : undefined}
                onDelete={() => actions.remove.mutateAsync({ kind: 'reply', id: reply.id })}
              />
            ))}
          </ul>
        )}
        {!expanded && comment.reply_count > comment.replies.length && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setExpanded(true)}
            data-testid="replies-all"
          >
            查看全部 {comment.reply_count} 条回复
          </button>
        )}
        {expanded && all.hasNextPage && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={all.isFetchingNextPage}
            onClick={() => void all.fetchNextPage()}
            data-testid="replies-more"
          >
            {all.isFetchingNextPage ? '加载中…' : '查看更多回复'}
          </button>
        )}
        {canReply && replyTo && (
          <CommentBox
            placeholder={`回复 ${target ?? ''}`}
            submitText="回复"
            autoFocus
            pending={actions.reply.isPending}
            onCancel={() => setReplyTo(null)}
            onSubmit={async (content) => {
              await actions.reply.mutateAsync({
                content,
                commentId: comment.id,
                replyTo: replyTo === 'comment' ? undefined : replyTo,
              });
              setReplyTo(null);
            }}
          />
        )}
      </div>
    </li>
  );
}

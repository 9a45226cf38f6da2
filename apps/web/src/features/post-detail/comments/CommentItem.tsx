import { useState } from 'react';
import { COMMENT_STATUS, formatRelativeTime, type Comment, type Reply } from '@xinke/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { useRequireLogin } from '../../auth/use-require-login';
import { getUserId } from '../../../lib/credentials';
import { useReplies } from '../queries';
import { CommentBox } from './CommentBox';
import { OwnerActions } from './OwnerActions';
import type { useCommentActions } from './use-comment-actions';
import styles from '../PostDetail.module.css';

type Actions = ReturnType<typeof useCommentActions>;

const Pending = ({ status }: { status: number }) =>
  status === COMMENT_STATUS.pending ? <span className={styles.pending}>审核中</span> : null;

/**
 * One comment with its replies; the reply box opens under it, aimed at it or at a reply.
 * With comments closed (`canReply` false) there is nothing to reply with.
 */
export function CommentItem({
  postId,
  comment,
  actions,
  canReply,
}: {
  postId: number;
  comment: Comment;
  actions: Actions;
  canReply: boolean;
}) {
  const requireLogin = useRequireLogin();
  const me = Number(getUserId() ?? 0);
  const [replyTo, setReplyTo] = useState<Reply | 'comment' | null>(null);
  const [expanded, setExpanded] = useState(false);
  const all = useReplies(postId, comment.id, expanded);
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
        <OwnerActions
          mine={comment.user.id === me}
          kind="comment"
          id={comment.id}
          onReply={canReply ? () => openReply('comment') : undefined}
          onDelete={() => actions.remove.mutateAsync({ kind: 'comment', id: comment.id })}
        />
        {replies.length > 0 && (
          <ul className={styles.replies}>
            {replies.map((reply) => (
              <li key={reply.id} className={styles.reply} data-testid="reply-item">
                <span className={styles.commentUser} data-name>
                  {reply.user.nickname}
                </span>
                {reply.to_user && reply.reply_id !== null && (
                  <>
                    {' 回复 '}
                    <span className={styles.commentUser}>{reply.to_user.nickname}</span>
                  </>
                )}
                ：<span className={styles.commentText}>{reply.content}</span>
                <Pending status={reply.status} />
                <span className={styles.replyMeta}>
                  <time>{formatRelativeTime(reply.create_time)}</time>
                  <OwnerActions
                    mine={reply.user.id === me}
                    kind="reply"
                    id={reply.id}
                    onReply={canReply ? () => openReply(reply) : undefined}
                    onDelete={() => actions.remove.mutateAsync({ kind: 'reply', id: reply.id })}
                  />
                </span>
              </li>
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
            {all.isFetchingNextPage ? '加载中…' : '展开更多回复'}
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

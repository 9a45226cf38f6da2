import type { ReactNode } from 'react';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorView } from '../../../components/ErrorView';
import buttons from '../../../components/buttons.module.css';
import type { CommentTarget } from './comment-target';
import { useComments } from './queries';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { useCommentActions } from './use-comment-actions';
import styles from '../PostDetail.module.css';

/**
 * The comments of anything members comment on (a post, an official article, a news item):
 * the box (or the 禁止评论 notice), the list, and "加载更多" until page equals last_page or
 * last_page is 0 (SPEC §4). What differs per kind is passed in: `count` (the target's
 * comment_count), `closed` (a post's author switched comments off), `canLike` (only
 * comments under public content can be liked), `toolbar` (the post author's 允许评论 switch).
 * Drawn without antd, so the section costs no antd code or styles (deferred.ts).
 */
export function CommentSection({
  target,
  count,
  closed = false,
  canLike = true,
  toolbar,
}: {
  target: CommentTarget;
  count: number;
  closed?: boolean;
  canLike?: boolean;
  toolbar?: ReactNode;
}) {
  const list = useComments(target);
  const actions = useCommentActions(target);
  return (
    <section className={styles.card} data-testid="comments">
      <div className={styles.sectionBar}>
        <h2 className={styles.sectionTitle} data-testid="comment-count">
          评论 {count}
        </h2>
        {toolbar}
      </div>
      {closed ? (
        <p className={styles.notice} data-testid="comments-closed">
          {MSG.commentClosed}
        </p>
      ) : (
        <CommentBox
          pending={actions.comment.isPending}
          onSubmit={(content) => actions.comment.mutateAsync(content)}
        />
      )}
      {list.isError && <ErrorView onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.comments.length === 0 && <EmptyState description="还没有评论" />}
      <ul className={styles.comments}>
        {list.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            owner={target}
            comment={comment}
            actions={actions}
            canReply={!closed}
            canLike={canLike}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={buttons.outline}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="comments-more"
          >
            {list.isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        </div>
      )}
    </section>
  );
}

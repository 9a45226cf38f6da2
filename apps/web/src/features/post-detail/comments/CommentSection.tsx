import Button from 'antd/es/button';
import { COMMENT_SWITCH, ITEM_STATUS, MSG, type PostDetail } from '@xinke/shared';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorView } from '../../../components/ErrorView';
import { useComments } from '../queries';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { CommentSwitchToggle } from './CommentSwitchToggle';
import { useCommentActions } from './use-comment-actions';
import styles from '../PostDetail.module.css';

/**
 * Comments of a post: the author's 允许评论 switch, the box (or the 禁止评论 notice), the
 * list, and "加载更多" until page equals last_page or last_page is 0 (SPEC §4).
 */
export function CommentSection({ post }: { post: PostDetail }) {
  const list = useComments(post.id);
  const actions = useCommentActions(post.id);
  const closed = post.allow_comment === COMMENT_SWITCH.off;
  return (
    <section className={styles.card} data-testid="comments">
      <div className={styles.sectionBar}>
        <h2 className={styles.sectionTitle}>评论 {post.comment_count}</h2>
        {post.is_mine === 1 && <CommentSwitchToggle post={post} />}
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
            postId={post.id}
            comment={comment}
            actions={actions}
            canReply={!closed}
            // Only comments under a published post can be liked (the server says the same).
            canLike={post.item_status === ITEM_STATUS.published}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="comments-more"
          >
            加载更多
          </Button>
        </div>
      )}
    </section>
  );
}

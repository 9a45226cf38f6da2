import { Link, useParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { COMMENT_SWITCH, ITEM_STATUS } from '@xinke/shared';
import { isNotFound } from '../../lib/api-error';
import { FEATURED_URL } from '../../lib/navigation';
import buttons from '../../components/buttons.module.css';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { AuthorCard } from '../../features/post-detail/AuthorCard';
import { CommentSection } from '../../features/post-detail/comments/CommentSection';
import { CommentSwitchToggle } from '../../features/post-detail/comments/CommentSwitchToggle';
import { PostActions } from '../../features/post-detail/PostActions';
import { PostBody } from '../../features/post-detail/PostBody';
import { PostHeader } from '../../features/post-detail/PostHeader';
import { PostOwnerMenu } from '../../features/post-detail/PostOwnerMenu';
import { RelatedPosts } from '../../features/post-detail/RelatedPosts';
import { postCommentTarget, usePostDetail } from '../../features/post-detail/queries';
import { asVoteBlock } from '../../features/post-detail/vote-choice';
import { VoteBlockView } from '../../features/post-detail/VoteBlockView';
import styles from '../../features/post-detail/PostDetail.module.css';

/** /app/new-version/postDetail/:id: the post, its vote, actions, author and comments. */
export default function PostDetailPage() {
  const id = Number(useParams().id);
  const detail = usePostDetail(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id < 1 || (detail.isError && isNotFound(detail.error)))
    return (
      <EmptyState description="帖子不存在或已删除">
        <Link to={FEATURED_URL} className={buttons.primary}>
          返回精选
        </Link>
      </EmptyState>
    );
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const post = detail.data;
  const vote = asVoteBlock(post.vote);
  return (
    <div className={styles.page} data-testid="post-detail">
      <div className={styles.main}>
        <article className={styles.card}>
          {post.is_mine === 1 && (
            <div className={styles.ownerBar}>
              <PostOwnerMenu post={post} />
            </div>
          )}
          <PostHeader post={post} />
          <PostBody html={post.body} videoSrc={post.item_video_src} />
          {vote && <VoteBlockView block={vote} />}
          <PostActions post={post} />
        </article>
        <CommentSection
          target={postCommentTarget(post.id)}
          count={post.comment_count}
          closed={post.allow_comment === COMMENT_SWITCH.off}
          // Only comments under a published post can be liked (the server says the same).
          canLike={post.item_status === ITEM_STATUS.published}
          toolbar={post.is_mine === 1 && <CommentSwitchToggle post={post} />}
        />
      </div>
      <aside className={styles.side}>
        <AuthorCard postId={post.id} author={post.author} />
        <RelatedPosts id={post.id} />
      </aside>
    </div>
  );
}

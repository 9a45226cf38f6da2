import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../../lib/api-error';
import { FEATURED_URL } from '../../lib/navigation';
import buttons from '../../components/buttons.module.css';
import { AfterPaint } from '../../components/AfterPaint';
import { EmptyState } from '../../components/EmptyState';
import { NearViewport } from '../../components/NearViewport';
import { ErrorView } from '../../components/ErrorView';
import {
  LazyPostComments,
  LazyPostOwnerMenu,
  LazyPostSide,
  LazyVoteBlockView,
} from '../../features/post-detail/deferred';
import { PostActions } from '../../features/post-detail/PostActions';
import { PostBody } from '../../features/post-detail/PostBody';
import { PostHeader } from '../../features/post-detail/PostHeader';
import { usePostDetail } from '../../features/post-detail/queries';
import { asVoteBlock } from '../../features/post-detail/vote-choice';
import styles from '../../features/post-detail/PostDetail.module.css';

/** The comment section's and the side column's place before they render (a phone's figures). */
const COMMENTS_MIN_HEIGHT = 240;
const SIDE_MIN_HEIGHT = 440;

/**
 * /app/new-version/postDetail/:id: the post, its vote, actions, author and comments. The
 * title, text and actions are drawn without antd, so the text paints as soon as the post
 * arrives; the vote and the author's menu (antd) follow after that paint, the comments and
 * the side column when they come near the screen (features/post-detail/deferred.ts).
 */
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
        <PostSkeleton />
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
              <AfterPaint>
                <LazyPostOwnerMenu post={post} />
              </AfterPaint>
            </div>
          )}
          <PostHeader post={post} />
          <PostBody html={post.body} videoSrc={post.item_video_src} />
          {vote && (
            <AfterPaint>
              <LazyVoteBlockView block={vote} />
            </AfterPaint>
          )}
          <PostActions post={post} />
        </article>
        <NearViewport minHeight={COMMENTS_MIN_HEIGHT}>
          <LazyPostComments post={post} />
        </NearViewport>
      </div>
      <aside className={styles.side}>
        <NearViewport minHeight={SIDE_MIN_HEIGHT}>
          <LazyPostSide post={post} />
        </NearViewport>
      </aside>
    </div>
  );
}

/** The shape of the post while it loads: a title and eight lines (PostDetail.module.css). */
function PostSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span />
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

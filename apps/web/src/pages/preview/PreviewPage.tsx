import { useNavigate, useParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { ITEM_STATUS } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useUserInfo } from '../../features/account/queries';
import { AuthorCard } from '../../features/post-detail/AuthorCard';
import { PostBody } from '../../features/post-detail/PostBody';
import { PostHeader } from '../../features/post-detail/PostHeader';
import { VoteBlockView } from '../../features/post-detail/VoteBlockView';
import { PreviewBanner } from '../../features/preview/PreviewBanner';
import {
  previewAuthor,
  previewHeading,
  previewRefusal,
  previewVoteBlock,
} from '../../features/preview/preview-model';
import { usePreviewItem } from '../../features/preview/queries';
import detail from '../../features/post-detail/PostDetail.module.css';
import styles from '../../features/preview/Preview.module.css';

const CREATION_HOME = '/app/new-version/creation-center/post-manage';

/**
 * /app/new-version/preview/:id (auth): the author sees their own item in any status as the
 * post detail renders it (header, sanitized body, a read-only vote), under a banner with its
 * status. Someone else's item is refused (the server answers 403), a missing one is gone.
 */
export default function PreviewPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const preview = usePreviewItem(id);
  const me = useUserInfo();
  const navigate = useNavigate();

  const refusal = id < 1 ? 'missing' : preview.isError ? previewRefusal(preview.error) : null;
  if (refusal === 'failed') return <ErrorView onRetry={() => void preview.refetch()} />;
  if (refusal)
    return (
      <div className={styles.refusal} data-testid="preview-refused">
        <EmptyState
          description={
            refusal === 'forbidden' ? (
              <>
                <span className={styles.refusalTitle}>无权查看</span>
                <br />
                只能预览自己的帖子和草稿
              </>
            ) : (
              '帖子不存在或已删除'
            )
          }
        >
          <Button type="primary" onClick={() => void navigate(CREATION_HOME)}>
            去我的帖子
          </Button>
        </EmptyState>
      </div>
    );
  if (!preview.data)
    return (
      <div className={detail.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  const item = preview.data;
  const vote = previewVoteBlock(item, preview.dataUpdatedAt);
  return (
    <div className={detail.page} data-testid="preview-page">
      <PreviewBanner item={item} />
      <div className={detail.main}>
        <article className={detail.card} data-testid="preview-article">
          <PostHeader post={previewHeading(item)} showStatus={false} />
          {item.body.trim() === '' && !vote ? (
            <p className={styles.emptyBody}>（正文为空）</p>
          ) : (
            <PostBody html={item.body} videoSrc={item.item_video_src} />
          )}
          {vote && <VoteBlockView block={vote} readOnly />}
          <p className={styles.note}>
            {item.item_status === ITEM_STATUS.published
              ? '点赞、收藏和评论请到帖子详情页查看'
              : '发布并通过审核后，其他人才能看到、点赞和评论这篇帖子'}
          </p>
        </article>
      </div>
      <aside className={detail.side}>
        {me.data && <AuthorCard postId={item.id} author={previewAuthor(me.data)} />}
      </aside>
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Skeleton, Tag } from 'antd';
import { ITEM_TYPE, formatDateTime } from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { usePostDetail } from '../../features/post-detail/queries';
import { asVoteBlock } from '../../features/post-detail/vote-choice';
import { VoteBlockView } from '../../features/post-detail/VoteBlockView';
import { isNotFound } from '../../lib/api-error';
import styles from './Vote.module.css';

const postPath = (id: number) => `/app/new-version/postDetail/${id}`;

/**
 * /app/vote/:id (SPEC §2, standalone, readable without login): one vote post (投票帖,
 * item_type -1) — its subjects and options, voted on with the post page's own VoteBlockView
 * (gift_vote; a visitor gets the login dialog; counts shown once voted or ended, as the server
 * decides). The id is the post's; any other post type is not a vote page.
 */
export default function VotePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = usePostDetail(valid ? id : 0);
  const post = detail.data;
  const vote = post ? asVoteBlock(post.vote) : null;
  useEffect(() => {
    if (post && vote) document.title = `${post.title} - 投票 - 芯客`;
  }, [post, vote]);

  if (!valid || (detail.isError && isNotFound(detail.error)))
    return (
      <div className={styles.page}>
        <EmptyState description="投票不存在或已删除">
          <Link to="/app/new-version/featured" className={buttons.primary}>
            去看看别的
          </Link>
        </EmptyState>
      </div>
    );
  if (detail.isError)
    return (
      <div className={styles.page}>
        <ErrorView onRetry={() => void detail.refetch()} />
      </div>
    );
  if (!post)
    return (
      <div className={styles.page} data-testid="vote-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (post.item_type !== ITEM_TYPE.vote || !vote)
    return (
      <div className={styles.page}>
        <EmptyState description="这不是一个投票帖">
          <Link to={postPath(post.id)} className={buttons.primary}>
            查看帖子
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div className={styles.page} data-testid="vote-page">
      <article className={styles.card}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <Tag color={vote.is_expired ? 'default' : 'green'}>
            {vote.is_expired ? '已结束' : '投票中'}
          </Tag>
          <span>{post.author.nickname}</span>
          <span>发布于 {formatDateTime(post.create_time)}</span>
        </p>
        <VoteBlockView block={vote} />
      </article>
      <div className={styles.links}>
        <Link to={postPath(post.id)} className={buttons.primary}>
          查看帖子和评论
        </Link>
      </div>
    </div>
  );
}

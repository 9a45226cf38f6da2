import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount, type DetailAuthor, type FollowState, type PostDetail } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { FollowButton } from '../social/FollowButton';
import { detailKeys } from './queries';
import styles from './PostDetail.module.css';

/** The author's new status and fan count go into the cached post detail. */
function useAuthorFollowed(postId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: FollowState) =>
      queryClient.setQueryData<PostDetail>(
        detailKeys.detail(postId),
        (old) => old && { ...old, author: { ...old.author, ...answer } },
      ),
    [queryClient, postId],
  );
}

/** Author card of the post detail: avatar, nickname, level, counts, follow (not on mine). */
export function AuthorCard({ postId, author }: { postId: number; author: DetailAuthor }) {
  const onFollowed = useAuthorFollowed(postId);
  return (
    <section className={styles.card} data-testid="author-card">
      <div className={styles.authorHead}>
        <UserAvatar src={author.image_url || undefined} name={author.nickname} size={48} />
        <div>
          <Link
            to={`/app/new-version/homepage/${author.id}`}
            className={styles.authorName}
            data-name
          >
            {author.nickname}
          </Link>
          {author.level_name && <span className={styles.level}>{author.level_name}</span>}
          {author.user_sign && <p className={styles.sign}>{author.user_sign}</p>}
        </div>
      </div>
      <dl className={styles.authorCounts}>
        <div>
          <dt>帖子</dt>
          <dd>{formatCount(author.item_count)}</dd>
        </div>
        <div>
          <dt>粉丝</dt>
          <dd data-testid="author-fans">{formatCount(author.fan_count)}</dd>
        </div>
        <div>
          <dt>获赞</dt>
          <dd>{formatCount(author.praise_count)}</dd>
        </div>
      </dl>
      <FollowButton block user={author} onFollowed={onFollowed} />
    </section>
  );
}

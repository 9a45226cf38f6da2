import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { formatCount, type DetailAuthor } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import styles from './PostDetail.module.css';

/** The follow API belongs to a later issue: the button is shown but disabled until then. */
const FOLLOW_SOON = '关注功能即将上线';

/** Author card of the post detail: avatar, nickname, level, counts, follow. */
export function AuthorCard({ author }: { author: DetailAuthor }) {
  return (
    <section className={styles.card} data-testid="author-card">
      <div className={styles.authorHead}>
        <UserAvatar src={author.image_url || undefined} name={author.nickname} size={48} />
        <div>
          <Link to={`/app/new-version/homepage/${author.id}`} className={styles.authorName}>
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
          <dd>{formatCount(author.fan_count)}</dd>
        </div>
        <div>
          <dt>获赞</dt>
          <dd>{formatCount(author.praise_count)}</dd>
        </div>
      </dl>
      {author.follow_flag !== -1 && (
        <Tooltip title={FOLLOW_SOON}>
          <Button block disabled>
            {author.follow_flag === 0 ? '关注' : '已关注'}
          </Button>
        </Tooltip>
      )}
    </section>
  );
}

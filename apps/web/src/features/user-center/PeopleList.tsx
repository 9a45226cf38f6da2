import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import buttons from '../../components/buttons.module.css';
import { RecommendBlock } from '../social/RecommendBlock';
import { UserList, UserRow } from '../social/UserRow';
import { useMyPeople } from './queries';
import styles from './UserCenter.module.css';

const TEXT = {
  follow: {
    empty: '你还没有关注任何人',
    cta: { to: '/app/new-version/allUsers', label: '去发现有趣的人' },
  },
  fans: {
    empty: '还没有人关注你，发布有料的内容会让更多人认识你',
    cta: { to: '/app/new-version/publish/post', label: '去发帖' },
  },
} as const;

/**
 * 我的关注 / 我的粉丝: avatar, nickname, level, signature, fans and the follow button of
 * each person (关注 to follow a fan back, 已关注 / 互相关注 to unfollow after confirming),
 * newest first, 加载更多 until the last page. Following nobody yet: people worth
 * following right below the empty state.
 */
export function PeopleList({ kind }: { kind: 'follow' | 'fans' }) {
  const query = useMyPeople(kind);
  const text = TEXT[kind];
  if (query.isError && !query.data) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (query.people.length === 0)
    return (
      <>
        <EmptyState description={text.empty}>
          <Link to={text.cta.to} className={buttons.primary}>
            {text.cta.label}
          </Link>
        </EmptyState>
        {kind === 'follow' && <RecommendBlock kind="follow" />}
      </>
    );
  return (
    <>
      <p className={styles.hint} data-testid="people-total">
        共 {query.total} 人
      </p>
      <UserList testId={`${kind}-list`}>
        {query.people.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </UserList>
      <div className={styles.more}>
        {query.hasNextPage ? (
          <Button
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="load-more"
          >
            加载更多
          </Button>
        ) : (
          <span>没有更多了</span>
        )}
      </div>
    </>
  );
}

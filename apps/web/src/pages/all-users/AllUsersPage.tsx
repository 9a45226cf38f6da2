import { Link, useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import {
  formatCount,
  RECOMMEND_SIDE_PAGE_SIZE,
  STAR_USER_ORDER,
  StarUserOrder,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useStarUsers } from '../../features/social/queries';
import { RecommendBlock } from '../../features/social/RecommendBlock';
import { UserList, UserRow } from '../../features/social/UserRow';
import { hasToken } from '../../lib/credentials';
import styles from './AllUsersPage.module.css';

/** ?order=1 (粉丝最多, default) or 2 (获赞最多); anything else is the default. */
function orderOf(params: URLSearchParams): number {
  const order = Number(params.get('order'));
  return StarUserOrder.has(order) ? order : STAR_USER_ORDER.fans;
}

function StarList({ order }: { order: number }) {
  const query = useStarUsers(order);
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (query.data.length === 0) return <EmptyState description="还没有用户" />;
  return (
    <UserList testId="star-users">
      {query.data.map((user, index) => (
        <UserRow
          key={user.id}
          user={user}
          lead={
            <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
              {index + 1}
            </span>
          }
          extra={
            <>
              <span>获赞 {formatCount(user.praise_count)}</span>
              <span>帖子 {formatCount(user.item_count)}</span>
            </>
          }
        />
      ))}
    </UserList>
  );
}

/**
 * /app/new-version/allUsers: the star users (most fans or most praise) with follow
 * buttons; members also get fans to follow back and people to follow, a page at a time.
 */
export default function AllUsersPage() {
  const [params] = useSearchParams();
  const order = orderOf(params);
  return (
    <div className={styles.page} data-testid="all-users-page">
      <section className={styles.main}>
        <header className={styles.head}>
          <h1 className={styles.title}>芯客达人</h1>
          <nav className={styles.orders} aria-label="排序">
            {StarUserOrder.options.map((option) => (
              <Link
                key={option.value}
                to={`?order=${option.value}`}
                className={styles.order}
                aria-current={option.value === order ? 'page' : undefined}
              >
                {option.label}
              </Link>
            ))}
          </nav>
        </header>
        <StarList order={order} />
      </section>
      {hasToken() && (
        <aside className={styles.side}>
          <RecommendBlock kind="fan" pageSize={RECOMMEND_SIDE_PAGE_SIZE} />
          <RecommendBlock kind="follow" pageSize={RECOMMEND_SIDE_PAGE_SIZE} />
        </aside>
      )}
    </div>
  );
}

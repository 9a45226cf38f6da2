import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import buttons from '../../components/buttons.module.css';
import { CircleHeader } from '../../features/circle/CircleHeader';
import { TypeChips } from '../../features/circle/FilterTabs';
import { MoreCircles } from '../../features/circle/MoreCircles';
import { useCircleDetail, useCircleItemCount } from '../../features/circle/queries';
import {
  circlePostsQuery,
  parseCirclePostsParams,
  patchCirclePostsParams,
} from '../../features/circle/topic-params';
import { PostList } from '../../features/forum/PostList';
import { SortSwitch } from '../../features/forum/SortSwitch';
import { isNotFound } from '../../lib/api-error';
import styles from './Topic.module.css';

const parseId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * /app/new-version/topicDetail/:id: one circle. Header with join and 发帖, the posts of
 * each type (item_count) as chips, the sort switch and the circle's paged post list;
 * type, sort and page live in the URL.
 */
export default function TopicDetailPage() {
  const id = parseId(useParams().id);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const detail = useCircleDetail(id);
  const counts = useCircleItemCount(id);
  const state = parseCirclePostsParams(params);

  if (id === 0 || (detail.isError && isNotFound(detail.error)))
    return (
      <div className={styles.page} data-testid="circle-not-found">
        <EmptyState description={MSG.circleNotFound}>
          <Link to="/app/new-version/topic" className={buttons.primary}>
            去看看其他圈子
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

  const update = (patch: Parameters<typeof patchCirclePostsParams>[1]) =>
    setParams((prev) => patchCirclePostsParams(prev, patch));
  const pageHref = (page: number) => {
    const search = patchCirclePostsParams(params, { page }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <div className={styles.detail} data-testid="topic-detail-page">
      <div className={styles.main}>
        {detail.data ? (
          <CircleHeader circle={detail.data} />
        ) : (
          <div className={styles.headerSkeleton}>
            <Skeleton active avatar={{ size: 88, shape: 'square' }} paragraph={{ rows: 2 }} />
          </div>
        )}
        <section className={styles.feed}>
          <div className={styles.feedHeader}>
            <TypeChips
              total={counts.data?.total ?? detail.data?.item_count ?? 0}
              types={counts.data?.types ?? []}
              active={state.type}
              onChange={(type) => update({ type })}
            />
            <SortSwitch value={state.top} onChange={(top) => update({ top })} />
          </div>
          <PostList
            query={circlePostsQuery(id, state)}
            pageHref={pageHref}
            empty={state.type === undefined ? '这个圈子还没有帖子，来发第一帖吧' : '暂无此类帖子'}
          />
        </section>
      </div>
      <aside className={styles.side}>
        <MoreCircles currentId={id} />
      </aside>
    </div>
  );
}

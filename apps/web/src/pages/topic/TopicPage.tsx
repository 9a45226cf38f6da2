import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Input from 'antd/es/input';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import buttons from '../../components/buttons.module.css';
import { CircleCard, CircleGridSkeleton } from '../../features/circle/CircleCard';
import { CategoryTabs } from '../../features/circle/FilterTabs';
import { useAllCircles, useCircleIndex } from '../../features/circle/queries';
import {
  circleTagsOf,
  directoryQuery,
  parseDirectoryParams,
  patchDirectoryParams,
} from '../../features/circle/topic-params';
import circleStyles from '../../features/circle/Circle.module.css';
import { useIsNarrow } from '../../lib/use-media';
import styles from './Topic.module.css';

/**
 * /app/new-version/topic: the circle directory. Search by name, filter by category
 * (circle_tag), join from the card; keyword, category and page live in the URL.
 */
export default function TopicPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const isNarrow = useIsNarrow();
  const state = parseDirectoryParams(params);
  const query = directoryQuery(state);
  const circles = useCircleIndex(query);
  // Categories come from the whole (small, editorial) circle list, not from one page.
  const all = useAllCircles();
  const categories = circleTagsOf(all.data?.data ?? []);
  if (state.tag && !categories.includes(state.tag)) categories.push(state.tag);

  const [text, setText] = useState(state.keyword);
  const [shown, setShown] = useState(state.keyword);
  // Back/forward to another keyword: show it in the box too.
  if (shown !== state.keyword) {
    setShown(state.keyword);
    setText(state.keyword);
  }

  const update = (patch: Parameters<typeof patchDirectoryParams>[1]) =>
    setParams((prev) => patchDirectoryParams(prev, patch));
  const pageHref = (page: number) => {
    const search = patchDirectoryParams(params, { page }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const isFiltered = state.keyword !== '' || state.tag !== undefined;

  let content;
  if (circles.isPending) content = <CircleGridSkeleton count={6} />;
  else if (circles.isError) content = <ErrorView onRetry={() => void circles.refetch()} />;
  else if (circles.data.data.length === 0)
    content = (
      <EmptyState description="暂无圈子">
        {isFiltered && (
          <button
            type="button"
            className={buttons.primary}
            onClick={() => setParams(new URLSearchParams())}
          >
            查看全部圈子
          </button>
        )}
      </EmptyState>
    );
  else {
    const { paginate } = circles.data;
    content = (
      <>
        <div
          className={
            circles.isPlaceholderData ? `${circleStyles.grid} ${styles.stale}` : circleStyles.grid
          }
          data-testid="circle-grid"
        >
          {circles.data.data.map((circle) => (
            <CircleCard key={circle.id} circle={circle} />
          ))}
        </div>
        {paginate.last_page > 1 && (
          <div className={styles.pagination} data-testid="pagination">
            <Pager
              current={paginate.current_page}
              lastPage={paginate.last_page}
              hrefFor={pageHref}
              compact={isNarrow}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="topic-page">
      <section className={styles.intro}>
        <div>
          <h1 className={styles.title}>圈子</h1>
          <p className={styles.subtitle}>加入感兴趣的圈子，和同好一起聊硬件、晒作品。</p>
        </div>
        <Input.Search
          className={styles.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => update({ keyword: value })}
          allowClear
          placeholder="搜索圈子名称"
          aria-label="搜索圈子"
          maxLength={50}
          data-testid="circle-search"
        />
      </section>
      {categories.length > 0 && (
        <CategoryTabs
          categories={categories}
          active={state.tag}
          onChange={(tag) => update({ tag })}
        />
      )}
      {content}
    </div>
  );
}

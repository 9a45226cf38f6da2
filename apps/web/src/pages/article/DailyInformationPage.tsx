import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { newsIndex, todayEvent } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { NewsCard } from './NewsCard';
import { NewsCategoryList } from './NewsCategoryList';
import styles from './Article.module.css';

/** The tab of the day view; the others are category ids (0 = every category). */
const DAILY = 'daily';

/** 每日: the news of one Beijing day, with the recent days that had news as a date strip. */
function DailyNews({ date, onDate }: { date?: string; onDate(date: string): void }) {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['today-event', date ?? ''],
    queryFn: () => api(todayEvent, date ? { date } : {}),
  });
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  if (isPending) return null;
  return (
    <>
      <div className={styles.dates}>
        {data.dates.map((d) => (
          <Button
            key={d.date}
            size="small"
            type={d.date === data.date ? 'primary' : 'default'}
            onClick={() => onDate(d.date)}
          >
            {d.date.slice(5)}（{d.count}）
          </Button>
        ))}
      </div>
      {data.data.length === 0 ? (
        <EmptyState description="这一天还没有资讯" />
      ) : (
        data.data.map((a) => <NewsCard key={a.id} news={a} />)
      )}
    </>
  );
}

/**
 * /app/new-version/daily-information (资讯, docs/content.md): by day (每日, the default) or
 * by category with paging (?category=id&page=n; SPEC §2 has no other news list route, so
 * the categories are tabs of this page).
 */
export default function DailyInformationPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const index = useQuery({ queryKey: ['news', 'index'], queryFn: () => api(newsIndex) });
  const tabs = [
    { key: DAILY, label: '每日' },
    { key: '0', label: '全部' },
    ...(index.data?.categories ?? []).map((c) => ({ key: String(c.id), label: c.name })),
  ];
  return (
    <div className={styles.page} data-testid="daily-information">
      <h1 className={styles.title}>资讯</h1>
      <Tabs
        activeKey={category ?? DAILY}
        items={tabs}
        onChange={(key) => setParams(key === DAILY ? {} : { category: key })}
      />
      {category === null ? (
        <DailyNews date={params.get('date') ?? undefined} onDate={(date) => setParams({ date })} />
      ) : (
        <NewsCategoryList
          category={Number(category) || 0}
          page={Math.max(1, Number(params.get('page')) || 1)}
        />
      )}
    </div>
  );
}

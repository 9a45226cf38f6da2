import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { formatDateTime, todayEvent } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import styles from './Article.module.css';

/**
 * /app/new-version/daily-information (每日资讯): the news of one Beijing day, the recent
 * days with news as a date strip (docs/content.md).
 */
export default function DailyInformationPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['today-event', date ?? ''],
    queryFn: () => api(todayEvent, date ? { date } : {}),
  });
  return (
    <div className={styles.page} data-testid="daily-information">
      <h1 className={styles.title}>每日资讯</h1>
      {isError && !data ? (
        <ErrorView onRetry={() => void refetch()} />
      ) : isPending ? null : (
        <>
          <div className={styles.dates}>
            {data.dates.map((d) => (
              <Button
                key={d.date}
                size="small"
                type={d.date === data.date ? 'primary' : 'default'}
                onClick={() => setParams({ date: d.date })}
              >
                {d.date.slice(5)}（{d.count}）
              </Button>
            ))}
          </div>
          {data.data.length === 0 ? (
            <EmptyState description="这一天还没有资讯" />
          ) : (
            data.data.map((a) => (
              <Link
                key={a.id}
                to={`/app/new-version/n/details/${a.id}`}
                className={styles.card}
                data-testid="news-card"
              >
                <h2>{a.title}</h2>
                <p>
                  {a.category_name} · {formatDateTime(a.publish_time)}
                </p>
                <p>{a.summary}</p>
              </Link>
            ))
          )}
        </>
      )}
    </div>
  );
}

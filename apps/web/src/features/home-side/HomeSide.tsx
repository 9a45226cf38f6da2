import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';
import { UserAvatar } from '../../components/UserAvatar';
import { formatRelativeTime } from '@xinke/shared';
import { useHomeCauses, useHomeNews, useHomeUsers, useProjectWeek } from './queries';
import styles from './HomeSide.module.css';

const NV = '/app/new-version';

/** One card of the side column with its loading, error and empty states. */
function SideCard<T>({
  title,
  testId,
  query,
  empty,
  more,
  render,
}: {
  title: string;
  testId: string;
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch(): unknown };
  empty: string;
  more?: { to: string; label: string };
  render(row: T): ReactNode;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      <header className={styles.head}>
        <h2>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </header>
      {query.isError && !query.data ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p className={styles.muted}>加载中…</p>
      ) : query.data && query.data.length > 0 ? (
        <ul className={styles.list}>{query.data.map(render)}</ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </section>
  );
}

/**
 * The home page's side column: the latest news (SPEC: news on home), this week's projects,
 * hot circles, active members.
 */
export function HomeSide() {
  const news = useHomeNews();
  const week = useProjectWeek();
  const causes = useHomeCauses();
  const people = useHomeUsers();
  return (
    <>
      <SideCard
        title="资讯"
        testId="home-news"
        query={news}
        empty="还没有资讯"
        more={{ to: `${NV}/daily-information`, label: '更多' }}
        render={(a) => (
          <li key={a.id}>
            <Link to={`${NV}/n/details/${a.id}`} className={styles.title}>
              {a.title}
            </Link>
            <span className={styles.muted}>
              {a.category_name} · {formatRelativeTime(a.publish_time)}
            </span>
          </li>
        )}
      />
      <SideCard
        title="本周项目"
        testId="home-project-week"
        query={{ ...week, data: week.data?.items }}
        empty="本周还没有新项目"
        more={{ to: `${NV}/project`, label: '项目池' }}
        render={(project) => (
          <li key={project.id}>
            <Link to={`${NV}/projectDetail/${project.id}`} className={styles.title}>
              {project.title}
            </Link>
            <span className={styles.muted}>
              {project.owner.nickname}
              {project.week_count > 0 && ` · ${project.week_count} 篇周报`}
            </span>
          </li>
        )}
      />
      <SideCard
        title="热门圈子"
        testId="home-causes"
        query={causes}
        empty="还没有圈子"
        more={{ to: `${NV}/topic`, label: '全部' }}
        render={(c) => (
          <li key={c.id} className={styles.row}>
            {c.image_url && <img src={c.image_url} alt="" className={styles.icon} />}
            <Link to={`${NV}/topicDetail/${c.id}`} className={styles.title}>
              {c.name}
            </Link>
            <span className={styles.muted}>本周 {c.week_count} 帖</span>
          </li>
        )}
      />
      <SideCard
        title="活跃创作者"
        testId="home-users"
        query={people}
        empty="还没有活跃的创作者"
        more={{ to: `${NV}/allUsers`, label: '更多' }}
        render={(u) => (
          <li key={u.id} className={styles.row}>
            <UserAvatar src={u.image_url} name={u.nickname} size={32} />
            <Link to={`${NV}/homepage/${u.id}`} className={styles.title}>
              {u.nickname}
            </Link>
            <span className={styles.muted}>{u.recent_count} 帖</span>
          </li>
        )}
      />
    </>
  );
}

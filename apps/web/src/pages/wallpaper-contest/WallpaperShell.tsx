import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { MSG, type ActivityDetail } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { isNotFound } from '../../lib/api-error';
import { useContest } from '../../features/contest/queries';
import {
  parseWallpaperPath,
  prefixOfKind,
  wallpaperPath,
  type WallpaperTab,
} from '../../features/contest/wallpaper-paths';
import { ContestHeader } from '../diy-contest/ContestHeader';
import styles from './Wallpaper.module.css';

const TABS: [WallpaperTab, string][] = [
  ['index', '活动首页'],
  ['rule', '活动规则'],
  ['vote', '壁纸投票'],
  ['upload', '上传壁纸'],
];

export interface WallpaperPage {
  contest: ActivityDetail;
  activeId: number;
  prefix: string;
}

/**
 * The standalone wallpaper pages (SPEC §2 wallPaper-* and wallPaper2-*, no site layout): the
 * banner and the tabs around one page. The prefix must match the activity's kind: the other
 * wallpaper kind's prefix redirects to the right one, any other kind is not a wallpaper
 * contest (活动不存在).
 */
export function WallpaperShell({ children }: { children(page: WallpaperPage): ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const activeId = Number(params.id) || 0;
  const { prefix, tab } = parseWallpaperPath(pathname);
  const contest = useContest(activeId);

  if (contest.isError)
    return (
      <main className={styles.page}>
        {isNotFound(contest.error) ? (
          <EmptyState description={MSG.activityNotFound} />
        ) : (
          <ErrorView onRetry={() => void contest.refetch()} />
        )}
      </main>
    );
  if (!contest.data)
    return (
      <main className={styles.page} aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </main>
    );
  const right = prefixOfKind(contest.data.kind);
  if (!right)
    return (
      <main className={styles.page}>
        <EmptyState description={MSG.activityNotFound} />
      </main>
    );
  if (right !== prefix)
    return <Navigate to={wallpaperPath(right, tab, activeId) + search} replace />;
  return (
    <main className={styles.page} data-testid="wallpaper-page">
      <ContestHeader contest={contest.data} mobile={false} />
      <nav className={styles.tabs} aria-label={contest.data.title}>
        {TABS.map(([t, label]) => (
          <Link
            key={t}
            to={wallpaperPath(prefix, t, activeId)}
            className={t === tab ? styles.tabActive : styles.tab}
            aria-current={t === tab ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {children({ contest: contest.data, activeId, prefix })}
    </main>
  );
}

import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { NavLink, useLocation } from 'react-router-dom';
import { ACTIVITY_KIND, MSG, type ActivityDetail } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useContest, useCurrentContest } from '../../features/contest/queries';
import { ContestHeader } from '../diy-contest/ContestHeader';
import styles from '../wallpaper-contest/Wallpaper.module.css';

export const PHOTO_PATHS = {
  index: '/app/photo',
  vote: '/app/photo-vote',
  write: '/app/photo-write',
  edit: (workId: number) => `/app/photo-edit/${workId}`,
};

const TABS: [string, string][] = [
  [PHOTO_PATHS.index, '活动首页'],
  [PHOTO_PATHS.vote, '作品投票'],
  [PHOTO_PATHS.write, '我的作品'],
];

export interface PhotoPage {
  contest: ActivityDetail;
  activeId: number;
}

function Frame({ activeId, children }: { activeId: number; children(p: PhotoPage): ReactNode }) {
  const contest = useContest(activeId);
  const { pathname } = useLocation();
  if (contest.isError) return <ErrorView onRetry={() => void contest.refetch()} />;
  if (!contest.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <ContestHeader contest={contest.data} mobile={false} />
      <nav className={styles.tabs} aria-label={contest.data.title}>
        {TABS.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end
            className={({ isActive }) =>
              isActive || (to === PHOTO_PATHS.write && pathname.includes('/photo-edit/'))
                ? styles.tabActive
                : styles.tab
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      {children({ contest: contest.data, activeId })}
    </>
  );
}

/**
 * The photo contest's standalone pages (SPEC §2 /app/photo, /app/photo-vote, photo-write,
 * photo-edit/{id}): no id in the address, so they show the current photo contest — the
 * newest published one (GET /web/active/current); none, a proper empty state.
 */
export function PhotoShell({ children }: { children(p: PhotoPage): ReactNode }) {
  const current = useCurrentContest(ACTIVITY_KIND.photo);
  return (
    <main className={styles.page} data-testid="photo-page">
      {current.isError ? (
        <ErrorView onRetry={() => void current.refetch()} />
      ) : !current.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : current.data.active_id === null ? (
        <EmptyState description={MSG.contestNoPhotoContest} />
      ) : (
        <Frame activeId={current.data.active_id}>{children}</Frame>
      )}
    </main>
  );
}

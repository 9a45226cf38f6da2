import { Link } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { formatCount, type HomepageUser } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { isNotFound } from '../../lib/api-error';
import { useUserInfo } from '../account/queries';
import { HomepageHeader } from './HomepageHeader';
import { HomepageTabContent } from './HomepageTabContent';
import { useHomepageUser, useOtherProfile } from './queries';
import { HOMEPAGE_TABS, isTabHidden, type HomepageTab } from './tabs';
import styles from './Homepage.module.css';

interface HomepageProps {
  /** 0 = my own homepage. */
  userId: number;
  tab: HomepageTab;
  page: number;
  tabHref(tab: string): string;
  pageHref(page: number): string;
}

function TabNav({
  user,
  current,
  isMine,
  tabHref,
}: {
  user: HomepageUser;
  current: HomepageTab;
  isMine: boolean;
  tabHref(tab: string): string;
}) {
  return (
    <nav className={styles.tabs} aria-label="主页内容">
      {HOMEPAGE_TABS.map((tab: HomepageTab) => {
        const count = tab.count !== undefined ? user[tab.count] : undefined;
        // A hidden list's counter is not shown either: the counts are theirs to hide.
        const showCount = typeof count === 'number' && !isTabHidden(tab, user.secret, isMine);
        return (
          <Link
            key={tab.key}
            to={tabHref(tab.key)}
            className={styles.tab}
            aria-current={tab.key === current.key ? 'page' : undefined}
            data-testid={`tab-${tab.key}`}
          >
            {tab.label}
            {showCount && <span className={styles.tabCount}>{formatCount(count)}</span>}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * A personal homepage (SPEC §2 homepage/:id, personalHomepage/:tab): the header with the
 * profile and actions, the tabs, and the chosen tab's list.
 */
export function Homepage({ userId, tab, page, tabHref, pageHref }: HomepageProps) {
  const isMine = userId === 0;
  const user = useHomepageUser(userId);
  const other = useOtherProfile(isMine ? 0 : userId);
  const mine = useUserInfo();
  const profile = isMine ? mine.data : other.data;

  if (user.isError) {
    if (isNotFound(user.error))
      return (
        <div className={styles.page}>
          <EmptyState description={(user.error as { msg?: string }).msg} />
        </div>
      );
    return (
      <div className={styles.page}>
        <ErrorView onRetry={() => void user.refetch()} />
      </div>
    );
  }
  if (!user.data)
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      </div>
    );
  return (
    <div className={styles.page} data-testid={isMine ? 'personal-homepage' : 'homepage'}>
      <HomepageHeader user={user.data} profile={profile} isMine={isMine} tabHref={tabHref} />
      <section className={styles.card}>
        <TabNav user={user.data} current={tab} isMine={isMine} tabHref={tabHref} />
        <div className={styles.tabBody} data-testid={`tab-body-${tab.key}`}>
          <HomepageTabContent
            tab={tab}
            secret={user.data.secret}
            userId={userId}
            isMine={isMine}
            page={page}
            pageHref={pageHref}
          />
        </div>
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import buttons from '../../components/buttons.module.css';
import { ActiveRowView } from '../homepage/ActiveRowView';
import { useUserActive } from '../homepage/queries';
import { PROJECT_ADD_PATH } from '../project/paths';
import { userCenterPath } from './nav';
import box from './UserCenter.module.css';
import styles from './Home.module.css';
import { MedalStrip } from '../medal/MedalStrip';

/** How many of my latest actions the home shows; the rest is on my homepage's 动态. */
export const RECENT_ACTIVITY_ROWS = 5;

const NV = '/app/new-version';

/** What I did lately (posted, commented, replied, liked), newest first. */
export function RecentActivity() {
  const query = useUserActive(0, 1, true);
  let content: ReactNode;
  if (query.isError) content = <ErrorView onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (query.data.data.length === 0)
    content = (
      <EmptyState description="最近还没有动态，发个帖子和大家聊聊吧">
        <Link to={`${NV}/publish/post`} className={buttons.primary}>
          发布帖子
        </Link>
      </EmptyState>
    );
  else
    content = (
      <ul className={styles.activity} data-testid="recent-activity">
        {query.data.data.slice(0, RECENT_ACTIVITY_ROWS).map((row, index) => (
          <ActiveRowView key={`${row.type}-${row.item.id}-${row.create_time}-${index}`} row={row} />
        ))}
      </ul>
    );
  return (
    <section className={box.card}>
      <header className={box.cardHead}>
        <h2 className={box.cardTitle}>最近动态</h2>
        <Link className={box.cardLink} to={`${NV}/personalHomepage/dynamic`}>
          查看全部 ›
        </Link>
      </header>
      {content}
    </section>
  );
}

const QUICK_LINKS = [
  { to: `${NV}/publish/post`, label: '发布帖子', icon: <EditOutlined /> },
  { to: `${NV}/publish/vote`, label: '发起投票', icon: <BarChartOutlined /> },
  { to: PROJECT_ADD_PATH, label: '发起项目', icon: <RocketOutlined /> },
  { to: `${NV}/creation-center/home`, label: '创作中心', icon: <AppstoreOutlined /> },
  { to: userCenterPath('message'), label: '我的消息', icon: <BellOutlined /> },
  { to: `${NV}/personalHomepage/posts`, label: '我的主页', icon: <HomeOutlined /> },
];

export function QuickLinks() {
  return (
    <section className={box.card}>
      <h2 className={box.cardTitle}>快捷入口</h2>
      <ul className={styles.quick} data-testid="quick-links">
        {QUICK_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.quickLink}>
              <span className={styles.quickIcon} aria-hidden="true">
                {link.icon}
              </span>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 我的勋章 on the home: the medal feature's strip of the medals I hold, under a hint on how
 * to earn more.
 */
export function MedalSlot() {
  return (
    <section className={box.card} data-testid="medal-slot">
      <header className={box.cardHead}>
        <h2 className={box.cardTitle}>我的勋章</h2>
        <Link className={box.cardLink} to={userCenterPath('medal')}>
          全部勋章 ›
        </Link>
      </header>
      <MedalStrip />
      <p className={styles.medalHint}>参与社区、坚持签到，点亮属于你的勋章。</p>
    </section>
  );
}

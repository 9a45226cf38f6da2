import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE_SETTING_DEFAULTS } from '@xinke/shared';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Wordmark } from '../../components/Logo';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useMessageCounts } from '../../features/message/queries';
import { useFooterData } from '../../features/site/queries';
import { hasToken } from '../../lib/credentials';
import { aboutUsPath } from '../../app/route-table';
import { withAntdScope } from '../../app/with-antd-scope';
import { CreationMenu, MiniProgramQr, UserMenu } from './HeaderMenus';
import { MessageMenu } from './MessageMenu';
import { HeaderSearch } from './HeaderSearch';
import { ANNOUNCEMENT_PATH, NAV_ITEMS, NOTICE_PATH, SEARCH_PATH } from './nav-items';
import { useMemberAction } from './use-header-actions';
import { NOTICE_NEW_TEXT, useNoticeMarker } from './use-notice-marker';
import styles from './SiteHeader.module.css';

// The drawer (antd Drawer, with antd's configuration) is only needed when a phone user
// taps the menu button.
const MobileMenu = lazy(withAntdScope(() => import('./MobileMenu')));

/** `/home` is under 首页, `/homepage/7` (someone's homepage) is not. */
const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The new-version header (SPEC §2): one row on desktop, compact with a drawer on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const isMember = hasToken();
  const { openLoginDialog } = useLoginDialog();
  const runMemberAction = useMemberAction();
  const notice = useNoticeMarker();
  const site = useFooterData().data?.site;
  // Phones have no bell: a dot on the menu button says unread messages wait in the drawer.
  const { data: counts } = useMessageCounts();
  const hasUnread = isMember && (counts?.allMessage ?? 0) > 0;
  const { markSeen } = notice;
  // Visiting the notice page clears the marker, however the reader got there (header,
  // drawer, a link in a post, a bookmark), not only through the header's own link.
  const onNoticePage = pathname.startsWith(NOTICE_PATH) || pathname.startsWith(ANNOUNCEMENT_PATH);
  useEffect(() => {
    if (onNoticePage) markSeen();
  }, [onNoticePage, markSeen]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.inner}>
        <Link
          to="/app/new-version/featured?tag=recommend"
          className={styles.logo}
          aria-label={`${site?.name ?? SITE_SETTING_DEFAULTS.site_name}首页`}
        >
          <Wordmark name={site?.name} logo={site?.logo} />
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={
                isUnder(pathname, item.match)
                  ? `${styles.navLink} ${styles.active}`
                  : styles.navLink
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.desktopOnly}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.textButton} ${styles.wideOnly}`}
            onClick={() => runMemberAction('/app/new-version/projectAdd')}
          >
            创建项目
          </button>
          <button
            type="button"
            className={styles.publishButton}
            onClick={() => runMemberAction('/app/new-version/publish/post')}
          >
            发布帖子
          </button>
          <span className={styles.desktopOnly}>
            <CreationMenu />
          </span>
          <Link
            to={NOTICE_PATH}
            className={`${styles.textButton} ${styles.desktopOnly}`}
            onClick={notice.markSeen}
          >
            公告
            {notice.hasNew && (
              <span className={styles.newMarker} data-testid="notice-new">
                {NOTICE_NEW_TEXT}
              </span>
            )}
          </Link>
          <Link to={aboutUsPath(isMember)} className={`${styles.textButton} ${styles.desktopOnly}`}>
            关于我们
          </Link>
          <span className={styles.desktopOnly}>
            <MiniProgramQr />
          </span>
          <Link
            to={SEARCH_PATH}
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label="搜索"
          >
            <SearchOutlined />
          </Link>
          {isMember ? (
            <>
              <span className={styles.desktopOnly}>
                <MessageMenu />
              </span>
              <UserMenu />
            </>
          ) : (
            <button type="button" className={styles.loginButton} onClick={openLoginDialog}>
              登录/注册
            </button>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={hasUnread ? '菜单（有未读消息）' : '菜单'}
            onClick={openDrawer}
          >
            <MenuOutlined />
            {hasUnread && <span className={styles.menuDot} data-testid="menu-unread-dot" />}
          </button>
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            hasNewNotice={notice.hasNew}
            onNoticeSeen={notice.markSeen}
          />
        </Suspense>
      )}
    </header>
  );
}

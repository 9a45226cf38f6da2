import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import buttons from '../../components/buttons.module.css';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { Homepage } from '../../features/homepage/Homepage';
import { DEFAULT_HOMEPAGE_TAB, findHomepageTab } from '../../features/homepage/tabs';
import { hasToken } from '../../lib/credentials';

/**
 * /app/new-version/personalHomepage/:tab and personal/:tab — my own homepage (default tab
 * 帖子, SPEC §2), the tab in the path and its page in ?page=. The routes are public in
 * SPEC; a visitor is offered the login dialog.
 */
export default function PersonalHomepagePage() {
  const { tab: tabKey } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { openLoginDialog } = useLoginDialog();
  // personal/:tab or personalHomepage/:tab: the tabs stay under the path the reader used.
  const base = pathname.slice(0, pathname.lastIndexOf('/'));
  const tab = findHomepageTab(tabKey);
  if (!tab) return <Navigate to={`${base}/${DEFAULT_HOMEPAGE_TAB}`} replace />;
  if (!hasToken())
    return (
      <EmptyState description="登录后即可查看你的个人主页">
        <button type="button" className={buttons.primary} onClick={openLoginDialog}>
          登录/注册
        </button>
      </EmptyState>
    );
  return (
    <Homepage
      userId={0}
      tab={tab}
      page={Math.max(1, Number(params.get('page')) || 1)}
      tabHref={(key) => `${base}/${key}`}
      pageHref={(page) => `?page=${page}`}
    />
  );
}

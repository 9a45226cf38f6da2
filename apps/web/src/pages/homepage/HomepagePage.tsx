import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Homepage } from '../../features/homepage/Homepage';
import {
  DEFAULT_HOMEPAGE_TAB,
  findHomepageTab,
  personalHomepagePath,
} from '../../features/homepage/tabs';
import { getUserId } from '../../lib/credentials';
import { NOT_FOUND_PATH } from '../../lib/navigation';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/**
 * /app/new-version/homepage/:id — someone's homepage; the tab in ?tab= (default 帖子) and
 * its page in ?page=. My own id opens my personal homepage on the same tab.
 */
export default function HomepagePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const userId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  const tab = findHomepageTab(params.get('tab'));
  if (userId <= 0) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (String(userId) === getUserId())
    return <Navigate to={personalHomepagePath(tab?.key)} replace />;
  if (!tab) return <Navigate to={`?tab=${DEFAULT_HOMEPAGE_TAB}`} replace />;
  return (
    <Homepage
      key={userId}
      userId={userId}
      tab={tab}
      page={pageOf(params)}
      tabHref={(key) => `?tab=${key}`}
      pageHref={(page) => `?tab=${tab.key}&page=${page}`}
    />
  );
}

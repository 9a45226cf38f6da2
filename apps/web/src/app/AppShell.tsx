import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import NProgress from 'nprogress';
import { PROGRESS_SPEED_MS } from '@xinke/shared';
import { metaFor } from './guards';
import { applyScroll, scrollTargetFor } from './scroll';
import { usePageView } from './use-page-view';
import { usePageRedirect } from './page-redirect';

// SPEC §9: progress bar speed 500 ms, no spinner.
NProgress.configure({ speed: PROGRESS_SPEED_MS, showSpinner: false });

const SITE_NAME = '芯客';

/** Root of every route: progress bar, scroll rule, visit record, page redirect and title. */
export function AppShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';

  useEffect(() => {
    if (isNavigating) NProgress.start();
    else NProgress.done();
  }, [isNavigating]);

  useEffect(
    () => applyScroll(scrollTargetFor(location.pathname)),
    [location.pathname, location.key],
  );

  useEffect(() => {
    const title = metaFor(location.pathname)?.title;
    document.title =
      title && title !== SITE_NAME ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - 硬件爱好者社区`;
  }, [location.pathname]);

  usePageView();
  usePageRedirect();
  return <Outlet />;
}

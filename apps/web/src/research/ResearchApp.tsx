import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { researchPages } from './pages';
import { RESEARCH_ROUTES } from './research-routes';
import { ResearchNav } from './ResearchNav';
import styles from './ResearchApp.module.css';

// Built once, when the room's chunk loads: a lazy component made anew on every mount
// would be a new component type each time, remounting its page and losing its state.
const ROUTES = RESEARCH_ROUTES.map((route) => {
  const Page = lazy(researchPages[route.page]);
  return (
    <Route key={route.path} path={route.path || undefined} index={!route.path} element={<Page />} />
  );
});

/**
 * The research room (研究室, SPEC §2): a separate embedded app under
 * /app/new-version/research with its own router, built from research-routes.ts — the
 * same table the site's guards check, so a path this router lacks never renders (the
 * guard has already sent it to 404). Its pages are lazy chunks of their own; nothing of
 * the room is in the site's initial load.
 */
export default function ResearchApp() {
  return (
    <div className={styles.room} data-testid="research-room">
      <ResearchNav />
      <main className={styles.body}>
        <Suspense fallback={<Spin className={styles.loading} />}>
          <Routes>{ROUTES}</Routes>
        </Suspense>
      </main>
    </div>
  );
}

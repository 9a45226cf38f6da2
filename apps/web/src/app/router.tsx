import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { hasToken } from '../lib/credentials';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { resolveNavigation } from './guards';
import { withAntdScope } from './with-antd-scope';
import { pages, type PageKey } from './pages';
import { pagePrefetch } from './prefetch';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';

/**
 * Runs the SPEC §2 guards before anything renders (and before a disallowed page's code
 * is even used): a redirect replaces the history entry, so Back never returns to it.
 */
function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = resolveNavigation(
    { pathname: url.pathname, search: url.search },
    { hasToken: hasToken() },
  );
  if (decision.redirect) throw replace(decision.redirect);
  return null;
}

/**
 * Pages drawn without antd components. Every other page is wrapped in antd's configuration
 * (zh_CN, theme; app/antd-scope.tsx), loaded with it; these skip it so the landing page
 * paints without antd. A page listed here that starts using antd would get antd's defaults
 * (English, default theme): take it off the list then.
 */
const ANTD_FREE_PAGES: ReadonlySet<PageKey> = new Set([
  'newVersionLayout',
  'featured',
  'home',
  // The detail pages draw their first screen without antd and load it with the parts that
  // need it, after the first paint (components/AfterPaint.tsx).
  'postDetail',
  'newsDetail',
]);

/** Route-level code splitting: each page area's chunk loads in parallel with the guard. */
function lazyPage(key: PageKey) {
  const load = ANTD_FREE_PAGES.has(key) ? pages[key] : withAntdScope(pages[key]);
  return async () => ({ Component: (await load()).default });
}

/** Starts the page's server requests with the navigation (app/prefetch.ts). */
function prefetchLoader(key: PageKey | undefined) {
  const prefetch = key ? pagePrefetch[key] : undefined;
  if (!prefetch) return undefined;
  return ({ request }: LoaderFunctionArgs) => {
    prefetch(new URL(request.url));
    return null;
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const lazy = route.page ? lazyPage(route.page) : undefined;
  const loader = prefetchLoader(route.page);
  if (route.index) return { index: true, handle: route, lazy, loader };
  return {
    path: route.path,
    handle: route,
    lazy,
    loader,
    children: route.children?.map(toRouteObject),
  };
}

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    loader: guardLoader,
    // The guard must see every navigation, not only those that change root params.
    shouldRevalidate: () => true,
    children: routeTable.map(toRouteObject),
  },
]);

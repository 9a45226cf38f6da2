import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { hasToken } from '../lib/credentials';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { resolveNavigation } from './guards';
import { pages, type PageKey } from './pages';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';

/**
 * Runs the SPEC §2 guards before anything renders (and before a disallowed page's code
 * is even used): a redirect replaces the history entry, so Back never returns to it.
 */
function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = resolveNavigation({ pathname: url.pathname, search: url.search }, { hasToken: hasToken() });
  if (decision.redirect) throw replace(decision.redirect);
  return null;
}

/** Route-level code splitting: each page area's chunk loads in parallel with the guard. */
function lazyPage(key: PageKey) {
  return async () => ({ Component: (await pages[key]()).default });
}

function toRouteObject(route: AppRoute): RouteObject {
  const lazy = route.page ? lazyPage(route.page) : undefined;
  if (route.index) return { index: true, handle: route, lazy };
  return { path: route.path, handle: route, lazy, children: route.children?.map(toRouteObject) };
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

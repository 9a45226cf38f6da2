import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, NEW_VERSION_PATH, NOT_FOUND_PATH } from '../lib/navigation';
import { featuredWithQuery, routeTable } from './route-table';
import type { AppRoute, RouteMeta } from './route-types';
import { isAllowedResearchPath, RESEARCH_BASE, researchRouteAt } from './research';

/**
 * The route guards and redirects of SPEC §2 as one pure function, so every rule is
 * unit-tested without a browser. The router calls it before any page renders.
 */
export interface NavigationLocation {
  pathname: string;
  search: string;
}
export interface NavigationContext {
  hasToken: boolean;
}
export interface NavigationDecision {
  /** Final target (path + query) when the location must change; absent = render it. */
  redirect?: string;
}

/** Login pages a logged-in user is sent away from. */
export const LOGIN_PATHS = new Set([LOGIN_PATH, '/app/login']);
const NEW_VERSION_PREFIX = `${NEW_VERSION_PATH}/`;
/** Redirect chains are short (old link → new page → auth); more hops means a bug. */
const MAX_HOPS = 6;

interface MatchedRoute {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return { index: true, handle: route };
    return {
      path: route.path,
      handle: route,
      children: route.children && toRouteObjects(route.children),
    };
  });
}
const matchableTable = toRouteObjects(routeTable);

/** The table rows matching `pathname`, outermost first. */
export function matchAppRoutes(pathname: string): MatchedRoute[] {
  const matches = matchRoutes(matchableTable, pathname) ?? [];
  return matches.map((m) => ({ route: m.route.handle as AppRoute, params: m.params }));
}

/** Meta of the matched screen (the innermost row that has one). */
export function metaFor(pathname: string): RouteMeta | undefined {
  const research = researchRouteAt(stripTrailingSlash(pathname));
  if (research)
    return research.auth ? { title: research.title, auth: true } : { title: research.title };
  return matchAppRoutes(pathname).findLast((m) => m.route.meta)?.route.meta;
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** One rule application: the next location, or undefined when this one may render. */
function nextLocation(
  { pathname: rawPath, search }: NavigationLocation,
  ctx: NavigationContext,
): string | undefined {
  const pathname = stripTrailingSlash(rawPath);
  if (pathname === '' || pathname === '/' || pathname === '/app') return featuredWithQuery(search);
  if (pathname.includes('research-room')) return `${RESEARCH_BASE}/projects`;
  if (ctx.hasToken && LOGIN_PATHS.has(pathname)) return NEW_VERSION_PATH;

  const matches = matchAppRoutes(pathname);
  const leaf = matches.at(-1);
  if (!leaf) return NOT_FOUND_PATH;
  const { redirect } = leaf.route;
  if (redirect !== undefined) {
    if (typeof redirect === 'string') return redirect;
    return redirect({
      params: leaf.params,
      search: new URLSearchParams(search),
      hasToken: ctx.hasToken,
    });
  }
  if (!leaf.route.meta) return NOT_FOUND_PATH;
  if (
    leaf.route.page === 'research' &&
    !isAllowedResearchPath(pathname.slice(RESEARCH_BASE.length))
  ) {
    return NOT_FOUND_PATH;
  }
  const needsAuth =
    matches.some((m) => m.route.meta?.auth) || researchRouteAt(pathname)?.auth === true;
  if (needsAuth && !ctx.hasToken) {
    return pathname.startsWith(NEW_VERSION_PREFIX) ? featuredWithQuery('') : LOGIN_PATH;
  }
  return undefined;
}

export function resolveNavigation(
  location: NavigationLocation,
  ctx: NavigationContext,
): NavigationDecision {
  const start = location.pathname + location.search;
  let current = location;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const next = nextLocation(current, ctx);
    if (next === undefined) break;
    const url = new URL(next, 'http://xinke.local');
    current = { pathname: url.pathname, search: url.search };
  }
  const target = current.pathname + current.search;
  return target === start ? {} : { redirect: target };
}

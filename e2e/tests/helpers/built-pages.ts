/**
 * The route table's rows as read here (apps/web/src/app/route-types.ts has the full type).
 * The table is imported by path at run time: a static import would make tsc check every
 * page of the web app under e2e's settings (no JSX, no CSS modules).
 */
interface AppRoute {
  path?: string;
  index?: boolean;
  page?: string;
  meta?: { title: string; auth?: boolean };
  children?: AppRoute[];
}
const ROUTE_TABLE: string = '../../../apps/web/src/app/route-table.ts';

/** A screen the site has built: one path of the route table that renders a real page. */
export interface BuiltPage {
  /** The route's path with its parameters filled in. */
  path: string;
  /** The route table's page key (one entry per key). */
  page: string;
  /** Whether the route (or one of its parents) needs a logged-in member. */
  auth: boolean;
}

/** Layouts around other pages (their own path redirects to a child) and not-yet-built ones. */
const NOT_A_SCREEN = new Set([
  'newVersionLayout',
  'userCenter',
  'messageCenter',
  'comingSoon',
  'research',
]);

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/**
 * Every built page of the route table once, its `:params` filled from `params` (the
 * seeded demo's real ids); a page whose path names a parameter `params` lacks throws, so
 * a new route with a new parameter is not silently left out.
 */
export async function builtPages(params: Record<string, string>): Promise<BuiltPage[]> {
  const { routeTable } = (await import(ROUTE_TABLE)) as { routeTable: AppRoute[] };
  const found = new Map<string, BuiltPage>();
  const walk = (routes: AppRoute[], base: string, auth: boolean) => {
    for (const route of routes) {
      if (route.index || route.path === undefined || route.path.includes('*')) continue;
      const path = join(base, route.path);
      const needsLogin = auth || route.meta?.auth === true;
      if (route.children) walk(route.children, path, needsLogin);
      else if (route.page && !NOT_A_SCREEN.has(route.page) && !found.has(route.page)) {
        const filled = path.replace(/:(\w+)/g, (_, name: string) => {
          const value = params[`${route.page}.${name}`] ?? params[name];
          if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
          return value;
        });
        found.set(route.page, { path: filled, page: route.page, auth: needsLogin });
      }
    }
  };
  walk(routeTable, '', false);
  return [...found.values()];
}

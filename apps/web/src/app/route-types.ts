import type { PageKey } from './pages';

export interface RouteMeta {
  /** Shown in the document title and on placeholder pages. */
  title: string;
  /** Needs a token (SPEC §6); children inherit it. */
  auth?: boolean;
}

export interface RedirectContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  hasToken: boolean;
}

/** One row of the route table (SPEC §2). A row renders `page`, or redirects. */
export interface AppRoute {
  path?: string;
  index?: boolean;
  page?: PageKey;
  meta?: RouteMeta;
  redirect?: string | ((ctx: RedirectContext) => string);
  children?: AppRoute[];
}

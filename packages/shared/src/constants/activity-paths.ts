import { ACTIVITY_KIND, ACTIVITY_TYPE_KEY, WALLPAPER_PREFIX } from './activity';
import { festivalPagePath } from './festival';
import { invitePagePath } from './invite';

/*
 * Where an activity lives (SPEC §2), for the site's links and the server's pages and
 * sitemaps alike: one table, so a card, a 618 entry and the search engines' page agree.
 */

const NV = '/app/new-version';

/** The list of every activity. */
export const ACTIVITY_LIST_PATH = `${NV}/activity`;

/** The standalone rules page of any activity (SPEC §2 /app/rules/{id}). */
export const rulesPath = (id: number) => `/app/rules/${id}`;

/** The landing page of each kind that has one per activity. */
export const ACTIVITY_LANDINGS: Partial<Record<string, (id: number) => string>> = {
  [ACTIVITY_KIND.diyComputer]: (id) => `${NV}/diy-computer-activity/${id}/index`,
  [ACTIVITY_KIND.wallpaper]: (id) => `/app/${WALLPAPER_PREFIX.wallpaper}-index/${id}`,
  [ACTIVITY_KIND.wallpaperPhone]: (id) => `/app/${WALLPAPER_PREFIX.wallpaper_phone}-index/${id}`,
  [ACTIVITY_KIND.festival]: festivalPagePath,
};

/**
 * Where a card leads: an invitation or a lottery its own page whatever its kind
 * (docs/invitations.md, docs/lottery.md), a contest or festival its landing, the photo
 * contest its one page; a general activity has none, so its card opens the detail dialog
 * on the list (null).
 */
export function activityPath(a: { id: number; kind: string; type?: string }): string | null {
  if (a.type === ACTIVITY_TYPE_KEY.invite) return invitePagePath(a.id);
  if (a.type === ACTIVITY_TYPE_KEY.lottery) return `${NV}/activity/lottery/${a.id}`;
  if (a.kind === ACTIVITY_KIND.photo) return '/app/photo';
  return ACTIVITY_LANDINGS[a.kind]?.(a.id) ?? null;
}

/**
 * Where an activity entry outside the activity list leads (the 618 page, a product's 相关活动):
 * its own page, or — a general activity has none — its rules page.
 */
export const activityHref = (a: { id: number; kind: string; type?: string }): string =>
  activityPath(a) ?? rulesPath(a.id);

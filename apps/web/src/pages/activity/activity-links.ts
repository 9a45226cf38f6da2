import { ACTIVITY_KIND, ACTIVITY_TYPE_KEY, festivalPagePath, invitePagePath } from '@xinke/shared';

/**
 * Where a card leads (SPEC §2): an invitation its invite page, each contest kind its own pages; a general activity has
 * none, so its card opens the detail dialog on the list (null here).
 */
export function activityPath(a: { id: number; kind: string; type?: string }): string | null {
  // An invitation has its own page whatever its kind (docs/invitations.md).
  if (a.type === ACTIVITY_TYPE_KEY.invite) return invitePagePath(a.id);
  // A lottery has its own page whatever its kind (docs/lottery.md).
  if (a.type === ACTIVITY_TYPE_KEY.lottery) return `/app/new-version/activity/lottery/${a.id}`;
  switch (a.kind) {
    case ACTIVITY_KIND.diyComputer:
      return `/app/new-version/diy-computer-activity/${a.id}/index`;
    case ACTIVITY_KIND.wallpaper:
      return `/app/wallPaper-index/${a.id}`;
    case ACTIVITY_KIND.wallpaperPhone:
      return `/app/wallPaper2-index/${a.id}`;
    case ACTIVITY_KIND.photo:
      return '/app/photo';
    case ACTIVITY_KIND.festival:
      return festivalPagePath(a.id);
    default:
      return null;
  }
}

/** The standalone rules page of any activity (SPEC §2 /app/rules/{id}). */
export const rulesPath = (id: number) => `/app/rules/${id}`;

/**
 * Where an activity entry outside the activity list leads (the 618 page, a product's 相关活动):
 * its own page, or — a general activity has none — its rules page.
 */
export const activityHref = (a: { id: number; kind: string; type?: string }): string =>
  activityPath(a) ?? rulesPath(a.id);

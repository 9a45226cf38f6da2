import { ACTIVITY_KIND, ACTIVITY_TYPE_KEY } from '@xinke/shared';

/**
 * Where a card leads (SPEC §2): each contest kind has its own pages; a general activity has
 * none, so its card opens the detail dialog on the list (null here).
 */
export function activityPath(a: { id: number; kind: string; type?: string }): string | null {
  // A lottery has its own page whatever its kind (docs/lottery.md).
  if (a.type === ACTIVITY_TYPE_KEY.lottery) return `/app/new-version/activity/lottery/${a.id}`;
  switch (a.kind) {
    case ACTIVITY_KIND.diyComputer:
      return `/app/new-version/diy-computer-activity/${a.id}/index`;
    case ACTIVITY_KIND.wallpaper:
      return `/app/wallPaper-index/${a.id}`;
    case ACTIVITY_KIND.photo:
      return '/app/photo';
    default:
      return null;
  }
}

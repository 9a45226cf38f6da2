import { ACTIVITY_KIND } from '@xinke/shared';

/**
 * Where a card leads (SPEC §2): each contest kind has its own pages; a general activity has
 * none, so its card opens the detail dialog on the list (null here).
 */
export function activityPath(a: { id: number; kind: string }): string | null {
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

import { and, asc, between, eq, max } from 'drizzle-orm';
import { ACTIVITY_PUBLISH } from '@xinke/shared';
import { activities } from '../../db/schema';
import { rulesPath } from '@xinke/shared';
import { landingPath } from '../pages/activity-parts';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

const published = eq(activities.status, ACTIVITY_PUBLISH.published);

/** Up to two URLs an activity, so a file covers half as many ids: never more than `size` URLs. */
const idsPerFile = (size: number) => Math.max(1, Math.floor(size / 2));

/**
 * Every published activity: its rules page, and its landing page when its card leads to one
 * (a contest or festival page); drafts never. lastmod is the activity's update time. A file
 * covers size/2 ids (two URLs each at most).
 */
export const activitySitemap: SitemapSource = {
  name: 'activities',
  async pages({ db }, size) {
    const page = pageOfId(activities.id, idsPerFile(size));
    return db
      .select({ page, lastmod: max(activities.updateTime) })
      .from(activities)
      .where(published)
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db }, n, size) {
    const [lo, hi] = pageRange(n, idsPerFile(size));
    const rows = await db
      .select({
        id: activities.id,
        type: activities.type,
        kind: activities.kind,
        lastmod: activities.updateTime,
      })
      .from(activities)
      .where(and(between(activities.id, lo, hi), published))
      .orderBy(asc(activities.id));
    return rows.flatMap((r) => {
      const landing = landingPath(r);
      return [
        ...(landing === null ? [] : [{ path: landing, lastmod: r.lastmod }]),
        { path: rulesPath(r.id), lastmod: r.lastmod },
      ];
    });
  },
};

import type { Storage } from '../../uploads/storage';
import { inArray } from 'drizzle-orm';
import { ACTIVITY_KIND, ACTIVITY_PUBLISH } from '@xinke/shared';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { passedBoundaries } from '../../modules/activity/activity-events';
import type { Db } from '../client';
import { siteAdminId } from './site-admin';
import {
  activities,
  activityEnrolments,
  activityStageEvents,
  activityStages,
  users,
} from '../schema';
import { DEMO_ACTIVITIES } from './activity-data';
import { seedContestWorks } from './seed-contest-works';
import { seedWallpaperWorks } from './seed-wallpaper-works';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo's contests (activity-data.ts), placed around the seed's "now", with a few
 * members enrolled. The transitions already behind them are recorded as fired, so the
 * stage job does not announce a month of old news on the first start.
 */
export async function seedActivities(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const authorId = (await siteAdminId(db)) ?? userIds[0];
  if (authorId === undefined) return;
  // Skip the first accounts (the site's own) so the entrants are ordinary members.
  const people = await db
    .select({ id: users.id, nickname: users.nickname, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds.slice(2, 12)));
  for (const [i, demo] of DEMO_ACTIVITIES.entries()) {
    const cover = await writeImage(
      uploads,
      `activities/cover-${i + 1}.jpg`,
      wideSvg({
        width: 960,
        height: 400,
        from: PALETTE[(i * 3 + 1) % PALETTE.length] ?? '#1677ff',
        to: PALETTE[(i * 3 + 5) % PALETTE.length] ?? '#722ed1',
        title: demo.title,
        subtitle: demo.subtitle,
      }),
    );
    const created = new Date(now + (demo.stages[0]?.fromDays ?? 0) * DAY_MS - 7 * DAY_MS);
    const resultsAt = demo.resultsDays === null ? null : now + demo.resultsDays * DAY_MS;
    const [row] = await db
      .insert(activities)
      .values({
        type: demo.type,
        kind: demo.kind,
        title: demo.title,
        cover,
        summary: demo.summary,
        rules: sanitizePostHtml(demo.rules),
        status: ACTIVITY_PUBLISH.published,
        resultsPublishedAt: resultsAt === null ? null : new Date(resultsAt),
        createdBy: authorId,
        createTime: created,
        updateTime: created,
      })
      .returning({ id: activities.id });
    if (!row) continue;
    const stages = demo.stages.map((s) => ({
      code: s.code,
      startMs: now + s.fromDays * DAY_MS,
      endMs: now + s.toDays * DAY_MS,
    }));
    await db.insert(activityStages).values(
      stages.map((s) => ({
        activeId: row.id,
        code: s.code,
        startTime: new Date(s.startMs),
        endTime: new Date(s.endMs),
      })),
    );
    const { passed } = passedBoundaries(stages, resultsAt, now);
    if (passed.length > 0)
      await db
        .insert(activityStageEvents)
        .values(passed.map((b) => ({ activeId: row.id, event: b.event, firedAt: new Date(b.at) })));
    const entrants = people.slice(0, demo.enrolments);
    if (entrants.length > 0)
      await db.insert(activityEnrolments).values(
        entrants.map((p, n) => ({
          activeId: row.id,
          userId: p.id,
          userName: p.nickname,
          email: p.email ?? '',
          phone: p.phone ?? '',
          createTime: new Date((stages[0]?.startMs ?? now) + (n + 1) * 3600_000),
        })),
      );
    if (demo.kind === ACTIVITY_KIND.diyComputer && demo.resultsDays === null)
      await seedContestWorks(
        db,
        uploads,
        now,
        { id: row.id, reviewerId: authorId, stages },
        entrants,
        userIds.slice(2),
      );
    if (demo.kind === ACTIVITY_KIND.wallpaper && entrants.length > 0)
      await seedWallpaperWorks(
        db,
        uploads,
        now,
        { id: row.id, reviewerId: authorId, stages },
        entrants,
        userIds.slice(2),
      );
  }
}

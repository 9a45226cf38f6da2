import type { Storage } from '../../uploads/storage';
import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_STAGE, WORK_REVIEW } from '@xinke/shared';
import type { Db } from '../client';
import { activities, activityWorks } from '../schema';
import { DEMO_DIY_WORKS } from './contest-work-data';
import { Random } from './random';
import { seedWorkVotes, type VotedWork } from './seed-work-votes';
import { PALETTE, wideSvg, writeImage } from './svg';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Stage {
  code: string;
  startMs: number;
  endMs: number;
}

/**
 * The desktop-build contest's entries and its votes so far (docs/contest.md): each entrant's
 * work with a cover and shots, reviewed as DEMO_DIY_WORKS says, and for every day of voting
 * up to now each demo member's votes (once per work per day, never their own). The works'
 * vote_count is left to recountCounters: facts, not numbers. Its own random sequence, so
 * the rest of the demo is unchanged.
 */
export async function seedContestWorks(
  db: Db,
  uploads: Storage,
  now: number,
  activity: { id: number; reviewerId: number; stages: Stage[] },
  entrants: { id: number }[],
  voterIds: number[],
): Promise<void> {
  const rnd = new Random(2_026_112_8);
  const submission = activity.stages.find((s) => s.code === ACTIVITY_STAGE.submission);
  const voting = activity.stages.find((s) => s.code === ACTIVITY_STAGE.voting);
  if (!submission || !voting) return;
  const picked: VotedWork[] = [];
  for (const [i, demo] of DEMO_DIY_WORKS.entries()) {
    const entrant = entrants[i];
    if (!entrant) break;
    const shot = (n: number, caption: string) =>
      writeImage(
        uploads,
        `contest/${activity.id}-${i + 1}-${n}.jpg`,
        wideSvg({
          width: 960,
          height: 720,
          from: PALETTE[(i * 3 + n) % PALETTE.length] ?? '#1677ff',
          to: PALETTE[(i * 3 + n + 4) % PALETTE.length] ?? '#722ed1',
          title: demo.name,
          subtitle: caption,
        }),
      );
    const cover = await shot(0, demo.computerModel);
    const images = await Promise.all(demo.shots.map((caption, n) => shot(n + 1, caption)));
    const submitted = new Date(submission.startMs + (i + 2) * DAY_MS * 0.9);
    const reviewed = demo.review === WORK_REVIEW.unreviewed ? null : new Date(submission.endMs);
    const [row] = await db
      .insert(activityWorks)
      .values({
        activeId: activity.id,
        userId: entrant.id,
        serialNum: i + 1,
        name: demo.name,
        cover,
        images,
        description: demo.desc,
        content: demo.story.map((p) => `<p>${p}</p>`).join(''),
        computerModel: demo.computerModel,
        reviewStatus: demo.review,
        rejectReason: demo.reason ?? '',
        reviewedBy: reviewed ? activity.reviewerId : null,
        reviewTime: reviewed,
        createTime: submitted,
        updateTime: submitted,
      })
      .returning({ id: activityWorks.id });
    if (row && demo.review === WORK_REVIEW.approved)
      picked.push({ id: row.id, userId: entrant.id, appeal: demo.appeal });
  }
  await db
    .update(activities)
    .set({ workSerial: sql`${DEMO_DIY_WORKS.length}` })
    .where(eq(activities.id, activity.id));

  await seedWorkVotes(db, rnd, now, activity.id, voting, picked, voterIds);
}

import type { Storage } from '../../uploads/storage';
import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_STAGE, WORK_REVIEW } from '@xinke/shared';
import type { Db } from '../client';
import { activities, activityWorks } from '../schema';
import { Random } from './random';
import { seedWorkVotes, type VotedWork } from './seed-work-votes';
import { PALETTE, wideSvg, writeImage } from './svg';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo wallpapers: name, one-line desc, how well liked (share of voters a day). */
const DEMO_WALLPAPERS = [
  { name: '硅晶日出', desc: '晶圆的反光像一轮日出', appeal: 0.6 },
  { name: '走线森林', desc: '多层板走线长成的一片林子', appeal: 0.45 },
  { name: '电容海岸', desc: '一排电解电容站成海边的灯塔', appeal: 0.3 },
  { name: '示波器极光', desc: '李萨如图形在夜空里流动', appeal: 0.5 },
  { name: '焊点星空', desc: '放大一百倍的焊点像银河', appeal: 0.25 },
  { name: '散热片山脉', desc: '鳍片连成远山，风从缝里吹过', appeal: 0.35 },
];

/**
 * The wallpaper contest in its voting week (docs/contest.md "Wallpaper and photo contests"):
 * six approved 1920×1080 wallpapers drawn at seed time (real files, so the download works),
 * and the demo members' votes of the voting days so far (once per work per day, never their
 * own). vote_count is left to recountCounters: facts, not numbers.
 */
export async function seedWallpaperWorks(
  db: Db,
  uploads: Storage,
  now: number,
  activity: {
    id: number;
    reviewerId: number;
    stages: { code: string; startMs: number; endMs: number }[];
  },
  entrants: { id: number }[],
  voterIds: number[],
): Promise<void> {
  const rnd = new Random(2_026_071_5);
  const submission = activity.stages.find((s) => s.code === ACTIVITY_STAGE.submission);
  const voting = activity.stages.find((s) => s.code === ACTIVITY_STAGE.voting);
  if (!submission || !voting) return;
  const picked: VotedWork[] = [];
  for (const [i, demo] of DEMO_WALLPAPERS.entries()) {
    const entrant = entrants[i];
    if (!entrant) break;
    const cover = await writeImage(
      uploads,
      `contest/wallpaper-${activity.id}-${i + 1}.jpg`,
      wideSvg({
        width: 1920,
        height: 1080,
        from: PALETTE[(i * 2 + 3) % PALETTE.length] ?? '#1677ff',
        to: PALETTE[(i * 2 + 8) % PALETTE.length] ?? '#722ed1',
        title: demo.name,
        subtitle: demo.desc,
      }),
    );
    const submitted = new Date(submission.startMs + (i + 1) * DAY_MS);
    const [row] = await db
      .insert(activityWorks)
      .values({
        activeId: activity.id,
        userId: entrant.id,
        serialNum: i + 1,
        name: demo.name,
        cover,
        images: [cover],
        description: demo.desc,
        content: '',
        computerModel: '',
        reviewStatus: WORK_REVIEW.approved,
        reviewedBy: activity.reviewerId,
        reviewTime: new Date(submission.endMs),
        createTime: submitted,
        updateTime: submitted,
      })
      .returning({ id: activityWorks.id });
    if (row) picked.push({ id: row.id, userId: entrant.id, appeal: demo.appeal });
  }
  await db
    .update(activities)
    .set({ workSerial: sql`${picked.length}` })
    .where(eq(activities.id, activity.id));

  await seedWorkVotes(db, rnd, now, activity.id, voting, picked, voterIds);
}

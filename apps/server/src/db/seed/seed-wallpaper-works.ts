import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_STAGE, WORK_REVIEW } from '@xinke/shared';
import { chinaDay } from '../../modules/growth/china-day';
import type { Db } from '../client';
import { activities, activityVotes, activityWorks } from '../schema';
import { Random } from './random';
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
  uploadsDir: string,
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
  const picked: { id: number; userId: number; appeal: number }[] = [];
  for (const [i, demo] of DEMO_WALLPAPERS.entries()) {
    const entrant = entrants[i];
    if (!entrant) break;
    const cover = await writeImage(
      uploadsDir,
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

  const votes: (typeof activityVotes.$inferInsert)[] = [];
  for (let day = voting.startMs; day < Math.min(now, voting.endMs); day += DAY_MS)
    for (const voterId of voterIds)
      for (const work of picked) {
        if (work.userId === voterId || rnd.next() >= work.appeal) continue;
        const at = Math.min(day + rnd.int(1, 20) * HOUR_MS, now - HOUR_MS);
        votes.push({
          activeId: activity.id,
          workId: work.id,
          userId: voterId,
          voteDay: chinaDay(at),
          ip: `203.0.113.${voterId % 250}`,
          createTime: new Date(at),
        });
      }
  const once = new Map(votes.map((v) => [`${v.workId}:${v.userId}:${v.voteDay}`, v]));
  if (once.size > 0) await db.insert(activityVotes).values([...once.values()]);
}

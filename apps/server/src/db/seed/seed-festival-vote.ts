import { eq } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE, VOTE_SELECT_TYPE } from '@xinke/shared';
import type { Db } from '../client';
import { circles, items, voteBallots, voteOptions, voteSubjects } from '../schema';

const BOARDS = ['ESP32-S3', '树莓派 5', 'RP2350（Pico 2）', 'STM32H7', '立创·泰山派 RK3566'];
const BODY =
  '<p>创客节投票：今年你最想拿哪块开发板做项目？投票在创客节结束时截止，结果会在活动页公布。</p>' +
  '<p>也欢迎在评论里说说你打算用它做什么。</p>';

/**
 * The festival's own vote post, open for the festival's week (its 投票 module shows a vote
 * still running, not one of the demo's ended ones): one single-choice question by the
 * organiser in 单片机/ESP32, and a ballot from each of `voters`. Option nums and the voter
 * count equal the ballots written, as gift_vote keeps them.
 */
export async function seedFestivalVote(
  db: Db,
  organiser: number,
  voters: number[],
  week: { startMs: number; endMs: number },
): Promise<number | undefined> {
  const [circle] = await db
    .select({ id: circles.id })
    .from(circles)
    .where(eq(circles.name, '单片机/ESP32'));
  const opened = new Date(week.startMs);
  const [post] = await db
    .insert(items)
    .values({
      userId: organiser,
      circleId: circle?.id,
      title: '创客节投票：今年最想玩的开发板是哪块？',
      body: BODY,
      summary: '创客节投票：今年你最想拿哪块开发板做项目？',
      itemType: ITEM_TYPE.vote,
      itemStatus: ITEM_STATUS.published,
      visitCount: 40 * voters.length,
      createTime: opened,
      updateTime: opened,
    })
    .returning({ id: items.id });
  if (!post) return undefined;
  const [subject] = await db
    .insert(voteSubjects)
    .values({
      itemId: post.id,
      subject: '今年最想玩的开发板',
      selectType: VOTE_SELECT_TYPE.single,
      expireTime: new Date(week.endMs),
      voterCount: voters.length,
      sort: 0,
    })
    .returning({ id: voteSubjects.id });
  if (!subject) return post.id;
  const options = await db
    .insert(voteOptions)
    .values(BOARDS.map((text, i) => ({ subjectId: subject.id, text, sort: i })))
    .returning({ id: voteOptions.id });
  // Favourites first: the i-th voter picks board (i * i) mod 5 (0, 1, 4, 4, 1, 0, 1, …).
  const picks = voters.map((userId, i) => ({ userId, option: options[(i * i) % options.length] }));
  const ballots = picks.flatMap((p) =>
    p.option ? [{ subjectId: subject.id, userId: p.userId, optionIds: [p.option.id] }] : [],
  );
  if (ballots.length > 0) await db.insert(voteBallots).values(ballots);
  for (const o of options) {
    const num = ballots.filter((b) => b.optionIds[0] === o.id).length;
    if (num > 0) await db.update(voteOptions).set({ num }).where(eq(voteOptions.id, o.id));
  }
  return post.id;
}

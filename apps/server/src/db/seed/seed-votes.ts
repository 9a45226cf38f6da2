import { eq } from 'drizzle-orm';
import { ITEM_TYPE, VOTE_SELECT_TYPE } from '@xinke/shared';
import type { Db } from '../client';
import { items, voteBallots, voteOptions, voteSubjects } from '../schema';
import type { Random } from './random';

const DAY_MS = 86_400_000;
/** A seeded vote runs two weeks from its post: older ones have ended and show results. */
const VOTE_DAYS = 14;

interface SeedSubject {
  subject: string;
  multiple?: boolean;
  options: string[];
}

/** The questions of the seeded 投票帖 (circle-content.ts titles marked `!`), by title. */
export const VOTE_SUBJECTS: Record<string, SeedSubject[]> = {
  '2026 年装机你会选 AMD 还是 Intel？': [
    { subject: '下一台主机的 CPU 选哪家？', options: ['AMD', 'Intel', '还在观望'] },
    {
      subject: '你最看重什么？',
      multiple: true,
      options: ['游戏帧数', '功耗', '价格', '平台寿命'],
    },
  ],
  '你最常用的键盘配列是？': [
    {
      subject: '你的主力键盘是什么配列？',
      options: ['全尺寸', '87 / TKL', '75%', '68 / 65%', '更小'],
    },
  ],
  'DLSS 和 FSR 你更常开哪个？': [
    { subject: '玩游戏时你更常开哪个？', options: ['DLSS', 'FSR', 'XeSS', '都不开，原生分辨率'] },
  ],
  '你的树莓派现在在吃灰吗？': [
    {
      subject: '你的树莓派现在在做什么？',
      options: ['跑 Home Assistant', 'NAS / 下载机', '软路由', '学习编程', '在吃灰'],
    },
  ],
  '智能家居你最离不开的是哪个设备？': [
    {
      subject: '最离不开的设备（可多选）',
      multiple: true,
      options: ['智能门锁', '扫地机器人', '温湿度传感器', '智能灯', '窗帘电机'],
    },
  ],
  '你现在用的是哪种 3D 打印机？': [
    {
      subject: '你的打印机是哪种结构？',
      options: ['i3 / 龙门', 'CoreXY', '光固化', '还没有打印机'],
    },
  ],
  '入门单片机你推荐从哪款开始？': [
    {
      subject: '推荐新手从哪款开始？',
      options: ['51 单片机', 'STM32', 'ESP32', 'Arduino', 'RISC-V（CH32）'],
    },
  ],
  '你的下一台手机会考虑折叠屏吗？': [
    { subject: '下一台手机会选折叠屏吗？', options: ['会，已经在看了', '等价格再降降', '不考虑'] },
  ],
};
const FALLBACK: SeedSubject[] = [{ subject: '你怎么看？', options: ['支持', '反对', '中立'] }];

/**
 * The vote of every seeded 投票帖: its subjects and options, and ballots from members, with
 * option nums and voter counts equal to the ballots written (as gift_vote would keep them).
 */
export async function seedVotes(db: Db, rnd: Random, now: number, userIds: number[]) {
  const votes = await db
    .select({
      id: items.id,
      title: items.title,
      userId: items.userId,
      createTime: items.createTime,
    })
    .from(items)
    .where(eq(items.itemType, ITEM_TYPE.vote));
  for (const vote of votes) {
    const expireTime = new Date(vote.createTime.getTime() + VOTE_DAYS * DAY_MS);
    const ended = expireTime.getTime() <= now;
    const voters = rnd.sample(
      userIds.filter((id) => id !== vote.userId),
      rnd.int(ended ? 12 : 4, ended ? 28 : 16),
    );
    const subjects = VOTE_SUBJECTS[vote.title] ?? FALLBACK;
    for (const [sort, s] of subjects.entries()) {
      const [subject] = await db
        .insert(voteSubjects)
        .values({
          itemId: vote.id,
          subject: s.subject,
          selectType: s.multiple ? VOTE_SELECT_TYPE.multiple : VOTE_SELECT_TYPE.single,
          expireTime,
          voterCount: voters.length,
          sort,
        })
        .returning({ id: voteSubjects.id });
      if (!subject) continue;
      const options = await db
        .insert(voteOptions)
        .values(s.options.map((text, i) => ({ subjectId: subject.id, text, sort: i })))
        .returning({ id: voteOptions.id });
      const nums = new Map<number, number>(options.map((o) => [o.id, 0]));
      const ballots = voters.map((userId) => {
        const picks = s.multiple
          ? rnd.sample(options, rnd.int(1, Math.min(3, options.length)))
          : [rnd.pick(options)];
        for (const o of picks) nums.set(o.id, (nums.get(o.id) ?? 0) + 1);
        return { subjectId: subject.id, userId, optionIds: picks.map((o) => o.id) };
      });
      if (ballots.length) await db.insert(voteBallots).values(ballots);
      for (const [id, num] of nums)
        if (num > 0) await db.update(voteOptions).set({ num }).where(eq(voteOptions.id, id));
    }
  }
}

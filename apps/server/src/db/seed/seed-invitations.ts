import type { Storage } from '../../uploads/storage';
import { eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  ELE_REASON,
  INVITE_DEFAULTS,
  levelOf,
  signInReward,
} from '@xinke/shared';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { normalizeNickname } from '../../lib/nickname';
import { passedBoundaries } from '../../modules/activity/activity-events';
import { chinaDay } from '../../modules/growth/china-day';
import { eleSource } from '../../modules/growth/sources';
import { newInviteCode } from '../../modules/invite/invite-code';
import { inviteSource, type InviteStep } from '../../modules/invite/invite-rewards';
import type { Db } from '../client';
import {
  activities,
  activityStageEvents,
  activityStages,
  eleRecords,
  invitations,
  inviteCodes,
  inviteSettings,
  signIns,
  users,
} from '../schema';
import { avatarSvg, PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Five new members and whom they came with: [inviter slot, days ago, activated]. */
const NEWCOMERS: [string, number, number, boolean][] = [
  ['硬件萌新阿杰', 0, 6, true],
  ['刚入坑的小林', 0, 4, true],
  ['新人小周', 0, 1, false],
  ['电子爱好者小吴', 1, 5, true],
  ['树莓派新手', 1, 2, false],
];

const RULES = `<h2>怎么参加</h2>
<p>打开本页复制你的专属链接或保存海报，分享给还没有注册芯客的朋友。朋友通过链接注册登录后即成为你的受邀好友。</p>
<h2>奖励</h2>
<ul><li>好友接受邀请：你得 ${INVITE_DEFAULTS.inviterRegisterEle} 电量，好友得 ${INVITE_DEFAULTS.inviteeEle} 电量；</li>
<li>好友签到满 2 天或发帖通过审核：你再得 ${INVITE_DEFAULTS.inviterActiveEle} 电量。</li></ul>
<p>刷号、自己邀请自己等行为不计奖励，已发放的电量将被收回。</p>`;

/**
 * The demo's running invitation (docs/invitations.md): two members each brought a few new
 * accounts; the rewards are ledger rows (reason 邀请奖励, source invite:<id>:<step>) and the
 * balances move with them, as applyEle would move them (without its messages: the demo's
 * past is not news). Activated friends signed in on two days, as the rule asks.
 */
export async function seedInvitations(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const authorId = userIds[0];
  const inviters = [userIds[5], userIds[6]];
  if (authorId === undefined || inviters.some((id) => id === undefined)) return;
  const cover = await writeImage(
    uploads,
    'activities/invite-cover.jpg',
    wideSvg({
      width: 960,
      height: 400,
      from: '#1f6feb',
      to: '#0f3a8a',
      title: '邀请好友 · 一起玩硬件',
      subtitle: '每邀请一位好友最多得 25 电量',
    }),
  );
  const start = now - 10 * DAY_MS;
  const end = now + 20 * DAY_MS;
  const [activity] = await db
    .insert(activities)
    .values({
      type: ACTIVITY_TYPE_KEY.invite,
      kind: ACTIVITY_KIND.general,
      title: '邀请好友 · 一起玩硬件',
      cover,
      summary: '邀请还没来过芯客的朋友，一起折腾开发板、装机和 DIY，好友注册、活跃都有电量拿。',
      rules: sanitizePostHtml(RULES),
      status: ACTIVITY_PUBLISH.published,
      createdBy: authorId,
      createTime: new Date(start - DAY_MS),
      updateTime: new Date(start - DAY_MS),
    })
    .returning({ id: activities.id });
  if (!activity) return;
  const activeId = activity.id;
  await db
    .insert(activityStages)
    .values({ activeId, code: 'voting', startTime: new Date(start), endTime: new Date(end) });
  // Its opening is behind it: recorded, so the stage job does not announce old news.
  const { passed } = passedBoundaries([{ code: 'voting', startMs: start, endMs: end }], null, now);
  if (passed.length > 0)
    await db
      .insert(activityStageEvents)
      .values(passed.map((b) => ({ activeId, event: b.event, firedAt: new Date(b.at) })));
  await db.insert(inviteSettings).values({ activeId, ...INVITE_DEFAULTS, updatedBy: authorId });

  const codes = await db
    .insert(inviteCodes)
    .values(
      inviters.map((userId) => ({
        activeId,
        userId: userId ?? 0,
        code: newInviteCode(),
        createTime: new Date(start + HOUR_MS),
      })),
    )
    .returning();
  const moves = new Map<number, number>();
  const ledger: (typeof eleRecords.$inferInsert)[] = [];
  const pay = (userId: number, amount: number, id: number, step: InviteStep, at: number) => {
    ledger.push({
      userId,
      amount,
      reason: ELE_REASON.invite,
      source: inviteSource(id, step),
      day: chinaDay(at),
      createTime: new Date(at),
    });
    moves.set(userId, (moves.get(userId) ?? 0) + amount);
  };

  for (const [i, [nickname, slot, daysAgo, activated]] of NEWCOMERS.entries()) {
    const code = codes[slot];
    if (!code) continue;
    const born = now - daysAgo * DAY_MS;
    const name = normalizeNickname(nickname);
    const avatar = await writeImage(
      uploads,
      `avatars/${101 + i}.png`,
      avatarSvg(nickname, PALETTE[(i + 4) % PALETTE.length] ?? '#1677ff'),
    );
    const [invitee] = await db
      .insert(users)
      .values({
        nickname: name.nickname,
        nicknameKey: name.key,
        imageUrl: avatar,
        isOld: 1,
        createTime: new Date(born),
      })
      .returning({ id: users.id });
    if (!invitee) continue;
    const receivedAt = born + 10 * 60_000;
    // The next calendar day's sign-in (24 h after the first) is the one that activated them.
    const activatedAt = activated ? born + HOUR_MS + DAY_MS : null;
    const [row] = await db
      .insert(invitations)
      .values({
        activeId,
        codeId: code.id,
        inviterId: code.userId,
        inviteeId: invitee.id,
        receiveTime: new Date(receivedAt),
        receiveDay: chinaDay(receivedAt),
        receiveIp: `203.0.113.${20 + i}`,
        activatedAt: activatedAt === null ? null : new Date(activatedAt),
        rewardable: true,
        inviterRegisterEle: INVITE_DEFAULTS.inviterRegisterEle,
        inviterActiveEle: activated ? INVITE_DEFAULTS.inviterActiveEle : 0,
        inviteeEle: INVITE_DEFAULTS.inviteeEle,
      })
      .returning({ id: invitations.id });
    if (!row) continue;
    pay(code.userId, INVITE_DEFAULTS.inviterRegisterEle, row.id, 'register', receivedAt);
    pay(invitee.id, INVITE_DEFAULTS.inviteeEle, row.id, 'invitee', receivedAt);
    if (activatedAt === null) continue;
    pay(code.userId, INVITE_DEFAULTS.inviterActiveEle, row.id, 'active', activatedAt);
    // The two sign-in days that made the friend active, with their own ledger rows.
    for (const [k, at] of [born + HOUR_MS, activatedAt].entries()) {
      const day = chinaDay(at);
      const amount = signInReward(k + 1);
      await db
        .insert(signIns)
        .values({ userId: invitee.id, day, streak: k + 1, amount, createTime: new Date(at) });
      ledger.push({
        userId: invitee.id,
        amount,
        reason: ELE_REASON.signIn,
        source: eleSource.signIn(day),
        day,
        createTime: new Date(at),
      });
      moves.set(invitee.id, (moves.get(invitee.id) ?? 0) + amount);
    }
  }
  if (ledger.length > 0) await db.insert(eleRecords).values(ledger);
  for (const [userId, amount] of moves) {
    const [row] = await db
      .update(users)
      .set({ ele: sql`${users.ele} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ ele: users.ele });
    if (row)
      await db
        .update(users)
        .set({ levelName: levelOf(row.ele).name })
        .where(eq(users.id, userId));
  }
}

import type { Storage } from '../../uploads/storage';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ACTIVITY_STAGE,
  ACTIVITY_TYPE_KEY,
  COMMENT_TYPE,
  ITEM_STATUS,
  ITEM_TYPE,
  type FestivalModuleConfig,
} from '@xinke/shared';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { passedBoundaries } from '../../modules/activity/activity-events';
import type { Db } from '../client';
import { seedFestivalVote } from './seed-festival-vote';
import { siteAdminId } from './site-admin';
import {
  activities,
  activityStageEvents,
  activityStages,
  comments,
  festivalFineComments,
  festivalFooters,
  festivalModules,
  items,
  replies,
  thumbs,
} from '../schema';
import { wideSvg, writeImage } from './svg';

const DAY = 86_400_000;
const MINUTE = 60_000;

const INTRO = `<p>一年一度的<strong>芯客创客节</strong>来了！这一周，我们一起晒作品、聊方案、给喜欢的项目投票。</p>
<ul><li>投票：选出今年最想玩的开发板</li><li>看看社区精选的创客作品，关注推荐创客</li><li>在评论墙留下你的节日祝福和作品想法，优质留言会被设为<strong>精选</strong></li></ul>
<p>活动期间每天都有版主巡楼，精选留言的作者将获得创客节纪念徽章。</p>`;

/** The wall: who says what, the replies under it, and who likes it. Index into `people`. */
const WALL: {
  by: number;
  text: string;
  ago: number;
  replies: [number, string][];
  likes: number[];
  fine?: true;
}[] = [
  {
    by: 0,
    text: '今年给自己的创客节礼物：用 ESP32-S3 做了一个桌面天气站，墨水屏续航两周，周末整理好就开源！',
    ago: 2 * 24 * 60,
    replies: [
      [1, '墨水屏局刷怎么处理的？求教程'],
      [0, '用的部分刷新，每小时全刷一次防残影，开源时一起写进文档'],
    ],
    likes: [1, 2, 3, 4],
    fine: true,
  },
  {
    by: 1,
    text: '第一次参加创客节，装了一台 ITX 小钢炮，理线理了一个下午 😂',
    ago: 30 * 60,
    replies: [[2, '小机箱理线确实折磨，晒图看看！']],
    likes: [0, 2],
  },
  {
    by: 2,
    text: '投了 RP2040，便宜又好玩，PIO 真香。',
    ago: 3 * 60,
    replies: [],
    likes: [0],
  },
  {
    by: 3,
    text: '节日快乐！希望明年能有线下 meetup，想认识更多做机器人的朋友。',
    ago: 20,
    replies: [],
    likes: [],
  },
];

/**
 * The demo festival (docs/festival.md): 「2026 芯客创客节」, published, its voting week
 * running, composed of real modules — a banner, the intro, its own running vote post,
 * four hand-picked posts, three featured members and the comment wall with replies, likes
 * and one 精选 comment. Counters are left to recountCounters, which runs after it.
 */
export async function seedFestival(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const organiser = (await siteAdminId(db)) ?? userIds[0];
  const people = userIds.filter((id) => id !== organiser).slice(3, 10);
  if (organiser === undefined || people.length < 5) return;
  const who = (i: number) => people[i] ?? organiser;

  const cover = await writeImage(
    uploads,
    'activities/festival-2026.jpg',
    wideSvg({
      width: 1200,
      height: 480,
      from: '#c81d25',
      to: '#fa8c16',
      title: '2026 芯客创客节',
      subtitle: '晒作品 · 来投票 · 写祝福',
    }),
  );
  const [festival] = await db
    .insert(activities)
    .values({
      type: ACTIVITY_TYPE_KEY.activity,
      kind: ACTIVITY_KIND.festival,
      title: '2026 芯客创客节',
      cover,
      summary: '晒作品、投票、在评论墙写下你的节日祝福',
      rules: sanitizePostHtml(INTRO),
      status: ACTIVITY_PUBLISH.published,
      createdBy: organiser,
      createTime: new Date(now - 5 * DAY),
      updateTime: new Date(now - 3 * DAY),
    })
    .returning({ id: activities.id });
  if (!festival) return;
  const activeId = festival.id;
  // Its week runs as a 投票 stage, so the activity list shows it as ongoing.
  const week = { code: ACTIVITY_STAGE.voting, startMs: now - 3 * DAY, endMs: now + 4 * DAY };
  await db.insert(activityStages).values({
    activeId,
    code: week.code,
    startTime: new Date(week.startMs),
    endTime: new Date(week.endMs),
  });
  // The opening already passed: recorded, so the stage job announces no old news.
  const { passed } = passedBoundaries([week], null, now);
  if (passed.length > 0)
    await db
      .insert(activityStageEvents)
      .values(passed.map((b) => ({ activeId, event: b.event, firedAt: new Date(b.at) })));

  // Its own vote post, open for the week, and four of the demo's best posts with covers.
  const voteId = await seedFestivalVote(
    db,
    organiser,
    userIds.filter((id) => id !== organiser).slice(0, 12),
    week,
  );
  const posts = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.itemStatus, ITEM_STATUS.published),
        ne(items.itemType, ITEM_TYPE.vote),
        ne(items.cover, ''),
      ),
    )
    .orderBy(asc(items.id))
    .limit(4);

  const modules: { title: string; config: FestivalModuleConfig }[] = [
    { title: '', config: { kind: 'banner', images: [{ image: cover, link: '' }] } },
    { title: '活动介绍', config: { kind: 'text', html: sanitizePostHtml(INTRO) } },
    ...(voteId
      ? [{ title: '创客节投票', config: { kind: 'vote' as const, item_id: voteId } }]
      : []),
    { title: '精选作品', config: { kind: 'posts', item_ids: posts.map((p) => p.id) } },
    { title: '推荐创客', config: { kind: 'members', user_ids: [who(0), who(1), who(4)] } },
    { title: '节日评论墙', config: { kind: 'comments' } },
  ];
  for (const [i, m] of modules.entries())
    await db.insert(festivalModules).values({
      activeId,
      kind: m.config.kind,
      title: m.title,
      sort: i + 1,
      config: m.config,
      createTime: new Date(now - 3 * DAY),
      updateTime: new Date(now - 3 * DAY),
    });

  await db.insert(festivalFooters).values({
    activeId,
    organiser: '芯客社区',
    sponsors: ['乐鑫科技', '立创开源硬件平台', '芯客小卖部'],
    links: [
      { label: '全部活动', url: '/app/new-version/activity' },
      { label: '社区精选', url: '/app/new-version/featured' },
    ],
    note: '活动最终解释权归芯客社区所有',
  });

  for (const c of WALL) {
    const at = new Date(now - c.ago * MINUTE);
    const [row] = await db
      .insert(comments)
      .values({
        type: COMMENT_TYPE.festival,
        typeId: activeId,
        userId: who(c.by),
        content: c.text,
        createTime: at,
      })
      .returning({ id: comments.id });
    if (!row) continue;
    let previous = null as { id: number; userId: number } | null;
    for (const [j, [by, text]] of c.replies.entries()) {
      const toUserId: number = previous ? previous.userId : who(c.by);
      const [reply] = await db
        .insert(replies)
        .values({
          commentId: row.id,
          type: COMMENT_TYPE.festival,
          typeId: activeId,
          userId: who(by),
          toUserId,
          replyId: previous?.id ?? null,
          content: text,
          createTime: new Date(at.getTime() + (j + 1) * 7 * MINUTE),
        })
        .returning({ id: replies.id });
      if (reply) previous = { id: reply.id, userId: who(by) };
    }
    for (const liker of c.likes)
      if (who(liker) !== who(c.by))
        await db.insert(thumbs).values({
          userId: who(liker),
          type: COMMENT_TYPE.comment,
          typeId: row.id,
          targetUserId: who(c.by),
        });
    if (c.fine)
      await db.insert(festivalFineComments).values({
        commentId: row.id,
        activeId,
        markedBy: organiser,
        markedAt: new Date(at.getTime() + 60 * MINUTE),
      });
  }
}

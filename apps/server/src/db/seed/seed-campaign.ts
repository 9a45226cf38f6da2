import type { Storage } from '../../uploads/storage';
import { asc, eq, ne } from 'drizzle-orm';
import { ACTIVITY_KIND, ACTIVITY_PUBLISH, ACTIVITY_TYPE_KEY, PRODUCT_STATUS } from '@xinke/shared';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { passedBoundaries } from '../../modules/activity/activity-events';
import type { Db } from '../client';
import { siteAdminId } from './site-admin';
import {
  activities,
  activityItemTags,
  activityProducts,
  activityStageEvents,
  activityStages,
  p618Activities,
  p618Campaign,
  p618Products,
  products,
  tags,
} from '../schema';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 24 * 3600 * 1000;

const ITEM_RULES = `<p>活动期间在芯客发布帖子，带上 <strong>#DIY</strong> 标签，分享你用开发板做的小作品：</p>
<ul><li>写清楚用到的硬件、做法和遇到的坑；</li><li>附上实物照片或演示视频；</li>
<li>帖子需审核通过后才会出现在活动里。</li></ul>
<p>活动结束后，运营会从参与的帖子中挑选优秀作品收录到产品落地页的「用它做的作品」。</p>`;

/**
 * The demo's item (帖子) activity, activity links and the 618 campaign (docs/p618.md): an item
 * activity whose tag is the community's DIY tag, so the seeded DIY posts of its window are
 * the posts taking part (real rows, found by the same query as on the site); the landing
 * pages' 相关活动; and a running 618 campaign showing real activities and products.
 * Runs after the activities, lotteries and products; no random draws.
 */
export async function seedCampaign(db: Db, uploads: Storage, now: number): Promise<void> {
  const adminId = await siteAdminId(db);
  const [diy] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'diy')).limit(1);
  if (adminId === undefined || !diy) return;

  const title = 'DIY 作品秀';
  const cover = await writeImage(
    uploads,
    'activities/cover-item.jpg',
    wideSvg({
      width: 960,
      height: 400,
      from: PALETTE[2] ?? '#13c2c2',
      to: PALETTE[6] ?? '#722ed1',
      title,
      subtitle: '带 #DIY 标签发帖即参与',
    }),
  );
  const stage = { code: 'submission', startMs: now - 20 * DAY_MS, endMs: now + 10 * DAY_MS };
  const [item] = await db
    .insert(activities)
    .values({
      type: ACTIVITY_TYPE_KEY.item,
      kind: ACTIVITY_KIND.general,
      title,
      cover,
      summary: '晒出你用开发板做的小作品，优秀作品收录到产品页',
      rules: sanitizePostHtml(ITEM_RULES),
      status: ACTIVITY_PUBLISH.published,
      createdBy: adminId,
      createTime: new Date(stage.startMs - 3 * DAY_MS),
      updateTime: new Date(stage.startMs - 3 * DAY_MS),
    })
    .returning({ id: activities.id });
  if (!item) return;
  await db.insert(activityStages).values({
    activeId: item.id,
    code: stage.code,
    startTime: new Date(stage.startMs),
    endTime: new Date(stage.endMs),
  });
  // Its opening is behind it: recorded as fired, so the stage job does not announce it again.
  const { passed } = passedBoundaries([stage], null, now);
  if (passed.length > 0)
    await db
      .insert(activityStageEvents)
      .values(passed.map((b) => ({ activeId: item.id, event: b.event, firedAt: new Date(b.at) })));
  await db.insert(activityItemTags).values({ activeId: item.id, tagId: diy.id });

  const published = await db
    .select({ id: activities.id, kind: activities.kind, type: activities.type })
    .from(activities)
    .where(eq(activities.status, ACTIVITY_PUBLISH.published))
    .orderBy(asc(activities.id));
  const shownProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(ne(products.status, PRODUCT_STATUS.draft))
    .orderBy(asc(products.sort), asc(products.id));
  // 相关活动: the item activity on every public product; the desktop-build contest too.
  const contest = published.find((a) => a.kind === ACTIVITY_KIND.diyComputer);
  const links = shownProducts.flatMap((p) => [
    { activeId: item.id, productId: p.id },
    ...(contest ? [{ activeId: contest.id, productId: p.id }] : []),
  ]);
  if (links.length > 0) await db.insert(activityProducts).values(links);

  // The 618 campaign: running (started two days ago), the item activity first.
  await db.insert(p618Campaign).values({
    id: 1,
    title: '618 年中创客节',
    banner: '',
    startTime: new Date(now - 2 * DAY_MS),
    endTime: new Date(now + 12 * DAY_MS),
    updatedBy: adminId,
  });
  const shown = [item.id, ...published.filter((a) => a.id !== item.id).map((a) => a.id)].slice(
    0,
    6,
  );
  await db.insert(p618Activities).values(shown.map((activeId, sort) => ({ activeId, sort })));
  if (shownProducts.length > 0)
    await db
      .insert(p618Products)
      .values(shownProducts.slice(0, 8).map((p, sort) => ({ productId: p.id, sort })));
}

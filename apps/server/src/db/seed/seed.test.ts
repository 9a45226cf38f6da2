import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  COMMENT_TYPE,
  ELE_REASON,
  ITEM_STATUS,
  ITEM_TYPE,
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_LEG,
  LIULANG_PHASE,
  LIULANG_ROUND_STATUS,
  ORDER_KIND,
  ORDER_STATE,
  PAYMENT_STATE,
  drawWinners,
  levelOf,
  liulangRewardSource,
  seedCommitment,
} from '@xinke/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import {
  activities,
  eleRecords,
  invitations,
  activityEnrolments,
  banners,
  comments,
  footerItems,
  items,
  privilegeCodes,
  siteSettings,
  specs,
  userMedals,
  users,
  lotteries,
  lotteryEntries,
  lotteryWinners,
  festivalFineComments,
  festivalModules,
  voteSubjects,
  liulangApplications,
  liulangDeposits,
  liulangRounds,
  orders,
  payments,
} from '../schema';
import { prepareDatabase } from '../prepare';
import { applyMigrations } from '../migrate';
import { selectRows } from '../client';
import { migrationsDir } from '../../paths';
import { findCounterDrift } from '../consistency';
import { isDatabaseEmpty, seedIfEmpty } from '.';
import { runActivityStageTick } from '../../modules/activity/activity-job';
import { statusOf } from '../../modules/activity/activity.mapper';
import { stagesOf } from '../../modules/activity/activity.repository';
import { runLotteryTick } from '../../modules/lottery/lottery-job';
import { ActivityPagesService } from '../../modules/campaign/activity-pages.service';
import { P618Service } from '../../modules/campaign/p618.service';
import { LiulangService } from '../../modules/liulang/liulang.service';
import { localStores } from '../../uploads/stores';
import { SearchService } from '../../modules/search/search.service';

const silent = { info: () => undefined, warn: () => undefined };
let t: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'xinke-seed-'));
const uploadsDir = join(dataDir, 'uploads');
const stores = localStores({ dataDir, uploadsDir });

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('fills an empty database with a living community', async () => {
    const db = t.database.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db, stores)).toBe(true);

    const [userCount] = await db.select({ n: count() }).from(users);
    // 36 demo members and the 5 new ones two of them invited (seed-invitations.ts).
    expect(userCount?.n).toBe(41);
    // Seeded members' ledgers add up like real ones: ele = sum of rows, level from ele.
    const members = await db.select().from(users);
    const sums = await selectRows<{ userId: number; sum: number }>(
      db,
      sql`select user_id as "userId", sum(amount)::int as sum from ele_records group by user_id`,
    );
    const sumOf = new Map(sums.map((r) => [r.userId, r.sum]));
    for (const m of members) {
      expect(sumOf.get(m.id) ?? 0).toBe(m.ele);
      expect(m.levelName).toBe(levelOf(m.ele).name);
    }
    expect(members.some((m) => m.ele >= 5000)).toBe(true);
    const published = await db
      .select()
      .from(items)
      .where(eq(items.itemStatus, ITEM_STATUS.published));
    expect(published.length).toBeGreaterThanOrEqual(75);
    const types = new Set(published.map((i) => i.itemType));
    for (const type of [
      ITEM_TYPE.general,
      ITEM_TYPE.question,
      ITEM_TYPE.knowledge,
      ITEM_TYPE.vote,
    ]) {
      expect(types.has(type)).toBe(true);
    }
    expect(published.filter((i) => i.isTop === 1)).toHaveLength(2);
    expect(published.filter((i) => i.isRecommend === 1).length).toBeGreaterThan(10);
    expect(published.some((i) => i.cover.startsWith('/uploads/covers/'))).toBe(true);
    const oldest = Math.min(...published.map((i) => i.createTime.getTime()));
    expect(Date.now() - oldest).toBeLessThanOrEqual(61 * 86_400_000);
    expect(published.every((i) => /[\u4e00-\u9fa5]/.test(i.body) && i.summary.length > 10)).toBe(
      true,
    );

    // Every vote post has its vote, and each subject's voter count is its ballots.
    const votes = published.filter((i) => i.itemType === ITEM_TYPE.vote).map((i) => i.id);
    const withoutVote = await selectRows<{ id: number }>(
      db,
      sql`select i.id from items i where i.item_type = ${ITEM_TYPE.vote}
        and not exists (select 1 from vote_subjects s where s.item_id = i.id)`,
    );
    expect(votes.length).toBeGreaterThan(0);
    expect(withoutVote).toEqual([]);
    // Facts, not numbers (issue: a profile said 粉丝 213 while its fan list was empty):
    // every stored counter of the demo equals the rows it counts, and the rows exist.
    expect(await findCounterDrift(db)).toEqual([]);
    // The research room: a creative master's two published specs and a draft, commented on
    // by others, their comment_count derived from those rows (checked just above).
    const seededSpecs = await db
      .select({ status: specs.status, comments: specs.commentCount, xUp: users.xUp })
      .from(specs)
      .innerJoin(users, eq(users.id, specs.creatorId));
    expect(seededSpecs.map((s) => s.status).sort()).toEqual([0, 1, 1]);
    expect(seededSpecs.every((s) => s.xUp === 1)).toBe(true);
    expect(seededSpecs.reduce((n, s) => n + s.comments, 0)).toBeGreaterThan(0);
    // Contests (docs/activities.md): one voting now, one upcoming, one ended, a wallpaper
    // contest voting and a photo contest taking entries; the transitions
    // behind them recorded, so the stage job announces no old news on the first start.
    const seededActivities = (await db.select().from(activities).orderBy(activities.id)).filter(
      (a) =>
        a.type !== 'invite' && a.type !== 'lottery' && a.type !== 'item' && a.kind !== 'festival',
    );
    const activityStages = await stagesOf(
      db,
      seededActivities.map((a) => a.id),
    );
    expect(
      seededActivities.map((a) => [
        a.kind,
        statusOf(a, activityStages.get(a.id) ?? [], Date.now()),
      ]),
    ).toEqual([
      ['diy_computer', 3],
      ['wallpaper', 0],
      ['photo', 5],
      ['wallpaper', 3],
      ['photo', 1],
    ]);
    expect(seededActivities.every((a) => a.status === 1 && a.rules.includes('<h2>'))).toBe(true);
    const [enrolled] = await db.select({ n: count() }).from(activityEnrolments);
    expect(enrolled?.n).toBeGreaterThan(0);
    expect(await runActivityStageTick(db, Date.now())).toEqual([]);
    // The voting contest's works (docs/contest.md): six on the wall, one rejected with its
    // reason, one waiting; votes so far, every vote_count equal to its rows (checked with
    // every other counter below), nobody voting for their own work.
    const works = await selectRows<{ review: number; reason: string; votes: number; own: number }>(
      db,
      sql`select w.review_status as review, w.reject_reason as reason, w.vote_count as votes,
        (select count(*)::int from activity_votes v where v.work_id = w.id and v.user_id = w.user_id) as own
        from activity_works w join activities a on a.id = w.active_id
        where a.kind = 'diy_computer' order by w.serial_num`,
    );
    expect(works.map((w) => w.review)).toEqual([1, 1, 1, 1, 1, 1, 2, 0]);
    expect(works[6]?.reason).not.toBe('');
    expect(works.slice(0, 6).every((w) => w.votes > 0 && w.own === 0)).toBe(true);
    expect(works.slice(6).every((w) => w.votes === 0)).toBe(true);
    // The voting wallpaper contest: six approved 1920×1080 wallpapers, each with votes.
    const wallpapers = await selectRows<{ review: number; votes: number; model: string }>(
      db,
      sql`select w.review_status as review, w.vote_count as votes, w.computer_model as model
        from activity_works w join activities a on a.id = w.active_id
        where a.kind = 'wallpaper' order by w.serial_num`,
    );
    expect(wallpapers.map((w) => w.review)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(wallpapers.every((w) => w.votes > 0 && w.model === '')).toBe(true);
    // The running invitation (docs/invitations.md): real invitations, some activated, every
    // reward a ledger row of its invitation step (register + invitee each, active for three).
    const seededInvites = await db.select().from(invitations);
    expect(seededInvites.length).toBe(5);
    expect(seededInvites.filter((i) => i.activatedAt !== null).length).toBe(3);
    const inviteRows = await db
      .select({ n: count() })
      .from(eleRecords)
      .where(eq(eleRecords.reason, ELE_REASON.invite));
    expect(inviteRows[0]?.n).toBe(5 * 2 + 3);
    // The festival page (docs/festival.md): every kind of module, a wall with replies,
    // likes and one 精选 comment (its counters were checked with all the others above).
    const [festival] = await db.select().from(activities).where(eq(activities.kind, 'festival'));
    if (!festival) throw new Error('the demo festival');
    const festivalKinds = await db
      .select({ kind: festivalModules.kind })
      .from(festivalModules)
      .where(eq(festivalModules.activeId, festival.id))
      .orderBy(festivalModules.sort);
    expect(festivalKinds.map((m) => m.kind)).toEqual([
      'banner',
      'text',
      'vote',
      'posts',
      'members',
      'comments',
    ]);
    // Its vote module shows a vote still running: the festival's own post, open all week.
    const [voteModule] = await db
      .select({ config: festivalModules.config })
      .from(festivalModules)
      .where(and(eq(festivalModules.activeId, festival.id), eq(festivalModules.kind, 'vote')));
    const voteItemId = (voteModule?.config as { item_id?: number } | undefined)?.item_id ?? 0;
    const [festivalVote] = await db
      .select({ expire: voteSubjects.expireTime, voters: voteSubjects.voterCount })
      .from(voteSubjects)
      .where(eq(voteSubjects.itemId, voteItemId));
    expect(festivalVote?.expire.getTime()).toBeGreaterThan(Date.now());
    expect(festivalVote?.voters).toBeGreaterThan(0);
    const wall = await db
      .select({ replies: comments.replyCount, likes: comments.thumbCount })
      .from(comments)
      .where(and(eq(comments.type, COMMENT_TYPE.festival), eq(comments.typeId, festival.id)));
    expect(wall.length).toBeGreaterThanOrEqual(4);
    expect(wall.some((c) => c.replies > 0 && c.likes > 0)).toBe(true);
    expect(await db.select().from(festivalFineComments)).toHaveLength(1);
    // Lotteries (docs/lottery.md): one open now, one drawn whose winners recompute.
    const seededLotteries = await db.select().from(lotteries).orderBy(lotteries.activeId);
    expect(seededLotteries.map((l) => l.drawnAt === null)).toEqual([true, false]);
    const drawn = seededLotteries[1];
    if (!drawn?.seed) throw new Error('the drawn demo lottery');
    expect(seedCommitment(drawn.seed)).toBe(drawn.seedHash);
    const entries = await db
      .select({ id: lotteryEntries.id, user_id: lotteryEntries.userId })
      .from(lotteryEntries)
      .where(eq(lotteryEntries.activeId, drawn.activeId));
    const won = await db
      .select({
        slot: lotteryWinners.slot,
        entry_id: lotteryWinners.entryId,
        user_id: lotteryWinners.userId,
      })
      .from(lotteryWinners)
      .where(eq(lotteryWinners.activeId, drawn.activeId))
      .orderBy(lotteryWinners.slot);
    expect(won).toHaveLength(6);
    expect(drawWinners(drawn.seed, entries, 6)).toEqual(won);
    expect(await runLotteryTick(db, Date.now())).toEqual([]);
    const relations = await selectRows<{
      follows: number;
      thumbs: number;
      collects: number;
      members: number;
    }>(
      db,
      sql`select (select count(*) from follows)::int as follows,
        (select count(*) from thumbs)::int as thumbs,
        (select count(*) from collections)::int as collects,
        (select count(*) from circle_members)::int as members`,
    );
    expect(relations[0]?.follows).toBeGreaterThan(100);
    expect(relations[0]?.thumbs).toBeGreaterThan(300);
    expect(relations[0]?.collects).toBeGreaterThan(50);
    expect(relations[0]?.members).toBeGreaterThan(36);
    expect(members.filter((m) => m.praiseCount > 0).length).toBeGreaterThan(20);
    const [commentCount] = await db.select({ n: count() }).from(comments);
    expect(commentCount?.n).toBeGreaterThan(100);

    // Demo medals: the creative masters hold 优秀创作者 from the admin, and every member
    // with a published post holds 初来乍到 — nobody else.
    const medals = await db.select().from(userMedals);
    const adminId = members.find((m) => m.role === 'admin')?.id;
    const holders = (key: string) =>
      medals
        .filter((r) => r.medalKey === key)
        .map((r) => r.userId)
        .sort((a, b) => a - b);
    const ids = (list: typeof members) => list.map((m) => m.id).sort((a, b) => a - b);
    expect(holders('first_post')).toEqual(ids(members.filter((m) => m.itemCount > 0)));
    expect(holders('great_creator')).toEqual(ids(members.filter((m) => m.xUp === 1)));
    expect(holders('great_creator').length).toBeGreaterThan(0);
    expect(
      medals.filter((r) => r.medalKey === 'great_creator').every((r) => r.awardedBy === adminId),
    ).toBe(true);
    expect(medals.every((r) => r.seen === 1)).toBe(true);

    const [avatarUser] = await db.select().from(users).limit(1);
    // Demo pictures are raster images, never SVG documents that could carry script.
    expect(avatarUser?.imageUrl).toMatch(/^\/uploads\/avatars\/\d+\.png$/);
    const avatarFile = join(uploadsDir, (avatarUser?.imageUrl ?? '').replace('/uploads/', ''));
    expect(await sharp(avatarFile).metadata()).toMatchObject({
      format: 'png',
      width: 128,
      height: 128,
    });
    const seededFiles = readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    );
    expect(seededFiles.length).toBeGreaterThan(50);
    expect(seededFiles.filter((entry) => !/\.(png|jpg)$/.test(entry.name))).toEqual([]);
    const posts = await db.select({ cover: items.cover }).from(items);
    const covers = posts.map((p) => p.cover).filter(Boolean);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers)
      expect(existsSync(join(uploadsDir, cover.replace('/uploads/', '')))).toBe(true);

    const bannerRows = await db.select().from(banners);
    expect(bannerRows.filter((b) => b.groupKey === 'banner1').length).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(uploadsDir, 'banners', 'banner1-1.jpg'))).toBe(true);
    const footerTypes = new Set((await db.select().from(footerItems)).map((f) => f.type));
    expect([...footerTypes].sort()).toEqual([0, 1, 2]);
    // Issue 13 point 8: the footer's contact data are rows, with sensible demo values.
    const contact = (await db.select().from(footerItems)).filter((f) => f.groupKey === 'contact');
    expect(contact.map((f) => f.name)).toEqual(
      expect.arrayContaining(['客服电话', '客服邮箱', '联系地址', '工作时间']),
    );
    expect(contact.find((f) => f.name === '客服邮箱')?.value).toMatch(/^[\w.]+@[\w.]+$/);
    const settings = await db.select().from(siteSettings);
    expect(settings.find((s) => s.key === 'copyright')?.value).toBe('© 2026 芯客 xinke');
    // The privilege page has codes of both types to claim.
    const pool = await db.select().from(privilegeCodes);
    expect(new Set(pool.map((c) => c.type))).toEqual(new Set([1, 2]));
    expect(pool.every((c) => c.status === 0 && c.userId === null)).toBe(true);

    // docs/p618.md: a configured 618 campaign with real activities and products, and an item
    // activity whose taking-part posts are found by the site's own query.
    const p618 = await new P618Service(db, () => Date.now()).info();
    expect(p618.configured).toBe(true);
    expect(p618.activities.length).toBeGreaterThanOrEqual(3);
    expect(p618.products.length).toBeGreaterThan(0);
    const item = p618.activities.find((a) => a.type === 'item');
    expect(item?.status).toBe(1);
    const pages = new ActivityPagesService(db, () => Date.now());
    const taking = await pages.items(item?.id ?? 0, 1, 12);
    expect(taking.tag?.slug).toBe('diy');
    expect(taking.data.length).toBeGreaterThan(0);
    expect((await pages.productActivities('xinke')).map((a) => a.id)).toContain(item?.id);
  });

  // docs/liulang.md: the demo's rounds read as the site would have written them.
  it('seeds 流浪计划 as its rules allow', async () => {
    const db = t.database.db;
    const now = Date.now();
    const site = await new LiulangService(db, () => now).index(undefined, 0);
    expect(site.round?.phase).toBe(LIULANG_PHASE.open);
    expect(site.past.map((p) => p.phase_text)).toEqual(['已结束']);
    expect(site.chain.map((l) => l.leg)).toEqual([
      LIULANG_LEG.shipped,
      LIULANG_LEG.experiencing,
      LIULANG_LEG.waiting,
      LIULANG_LEG.waiting,
    ]);
    const rounds = new Map((await db.select().from(liulangRounds)).map((r) => [r.id, r]));
    const apps = await db.select().from(liulangApplications);
    const deposits = new Map(
      (await db.select().from(liulangDeposits)).map((d) => [d.applicationId, d]),
    );
    const ledger = await db
      .select()
      .from(eleRecords)
      .where(eq(eleRecords.reason, ELE_REASON.liulang));
    for (const a of apps) {
      const round = rounds.get(a.roundId);
      const d = deposits.get(a.id);
      // A deposit belongs to a selected member; a refund only once the device moved on.
      if (d) expect(a.status).toBe(LIULANG_APPLY_STATUS.selected);
      if (d?.status === LIULANG_DEPOSIT_STATUS.refunded)
        expect(a.shipTime !== null || round?.status === LIULANG_ROUND_STATUS.ended).toBe(true);
      // The device went only to a paid place, and from a member who had started.
      if (a.shipTime) {
        expect(a.startTime?.getTime()).toBeLessThan(a.shipTime.getTime());
        const next = apps.find(
          (n) => n.roundId === a.roundId && n.chainOrder === (a.chainOrder ?? 0) + 1,
        );
        const paidAt = next ? deposits.get(next.id)?.paidAt : null;
        if (next) expect(paidAt?.getTime()).toBeLessThanOrEqual(a.shipTime.getTime());
      }
      if (a.startTime) expect(d?.paidAt?.getTime()).toBeLessThan(a.startTime.getTime());
      // A rewarded report is the member's own published post, paid once in the ledger.
      if (a.rewardedAt) {
        const [post] = await db
          .select()
          .from(items)
          .where(eq(items.id, a.reportItemId ?? 0));
        expect(post?.userId).toBe(a.userId);
        expect(post?.itemStatus).toBe(ITEM_STATUS.published);
        const rows = ledger.filter(
          (l) => l.source === liulangRewardSource(a.roundId) && l.userId === a.userId,
        );
        expect(rows.map((l) => [l.amount, l.itemId])).toEqual([[round?.rewardEle, post?.id]]);
      }
    }
    expect(ledger.length).toBeGreaterThan(0);
    expect(apps.filter((a) => a.rewardedAt).length).toBe(ledger.length);
    // Every paid deposit has the cashier order that took it and the payment that paid it.
    const depositOrders = await db
      .select()
      .from(orders)
      .where(eq(orders.kind, ORDER_KIND.liulangDeposit));
    const paid = [...deposits.values()].filter((d) => d.status !== LIULANG_DEPOSIT_STATUS.pending);
    expect(depositOrders.length).toBe(paid.length);
    for (const d of paid) {
      const order = depositOrders.find((o) => o.refId === d.id);
      expect(order?.payAmount).toBe(d.amount);
      expect(order?.state).toBe(
        d.status === LIULANG_DEPOSIT_STATUS.refunded ? ORDER_STATE.refunded : ORDER_STATE.completed,
      );
      const pays = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order?.id ?? 0));
      expect(pays.map((p) => [p.state, p.amount])).toEqual([[PAYMENT_STATE.paid, d.amount]]);
    }
    // llwNew lists the reports the forum search finds by 流浪.
    const found = await new SearchService(db, () => now).posts('流浪', 1, 10, null);
    expect(found.data.length).toBe(ledger.length);
  });

  it('does not seed twice', async () => {
    const db = t.database.db;
    const [before] = await db.select({ n: count() }).from(items);
    expect(await seedIfEmpty(db, stores)).toBe(false);
    await prepareDatabase(t.database, { seedDemo: true, stores, log: silent });
    const [after] = await db.select({ n: count() }).from(items);
    expect(after?.n).toBe(before?.n);
  });
});

describe('migrations', () => {
  it('migrating again is a no-op', async () => {
    const applied = () =>
      selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
    const before = await applied();
    const journal = JSON.parse(
      readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(before).toEqual([{ n: journal.entries.length }]);
    await t.database.withExclusive((db) => applyMigrations(t.database, db));
    expect(await applied()).toEqual(before);
  });

  it('two nodes preparing one new database at once both succeed and seed once', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    // On PostgreSQL, the second "node" is a separate pool; PGlite is one process by design.
    const { openPostgres } = await import('../client');
    const second = fresh.url ? openPostgres(fresh.url, { max: 2 }) : fresh.database;
    try {
      await Promise.all([
        prepareDatabase(fresh.database, { seedDemo: true, stores, log: silent }),
        prepareDatabase(second, { seedDemo: true, stores, log: silent }),
      ]);
      const [userCount] = await fresh.database.db.select({ n: count() }).from(users);
      expect(userCount?.n).toBe(41);
    } finally {
      if (second !== fresh.database) await second.close();
      await fresh.dispose();
    }
    // A whole migrate and demo seed, twice at once: ~20 s alone, more beside other workers.
  }, 90_000);
});

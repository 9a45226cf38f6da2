import type { FileStore, Storage } from '../../uploads/storage';
import { count, sql } from 'drizzle-orm';
import { recountCounters } from '../consistency';
import { items, users } from '../schema';
import { hotScoreSql } from '../../modules/detail/item-counters';
import type { Db } from '../client';
import { Random } from './random';
import { seedPosts } from './seed-posts';
import { seedPrivilegeCodes } from './seed-privilege';
import { seedCampaign } from './seed-campaign';
import { seedProducts } from './seed-products';
import { seedRelations } from './seed-relations';
import { seedSearch } from './seed-search';
import { seedMedals } from './seed-medals';
import { seedOpinions } from './seed-opinions';
import { seedBannersAndFooter, seedCirclesAndTags } from './seed-site';
import { seedArticles } from './seed-articles';
import { seedActivities } from './seed-activities';
import { seedInvitations } from './seed-invitations';
import { seedLotteries } from './seed-lotteries';
import { seedFestival } from './seed-festival';
import { seedSpecs } from './seed-specs';
import { seedProjects } from './seed-projects';
import { seedStore } from './seed-store';
import { seedLiulang } from './seed-liulang';
import { seedSpecEntries } from './seed-spec-entries';
import { seedUsers } from './seed-users';
import { seedResources } from './seed-resources';
import { seedVotes } from './seed-votes';

export interface SeedOptions {
  /** Where generated avatars, covers and banners are stored (uploads/stores.ts). */
  uploads: Storage;
  /** Where the demo resources' files are stored. */
  files: FileStore;
  /** "Now" for spreading create_time over the last 60 days; defaults to the clock. */
  now?: number;
  /** PRNG seed: the same seed always yields the same community. */
  seed?: number;
}

/** "Empty" means no member yet: the demo is only ever written into a brand-new database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo community in one transaction, so a crash half-way leaves the database
 * empty and the next start seeds again. Does not check emptiness; see `seedIfEmpty`.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const rnd = new Random(options.seed ?? 20_260_101);
  const now = options.now ?? Date.now();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const userIds = await seedUsers(txDb, rnd, options.uploads, now);
    const site = await seedCirclesAndTags(txDb, rnd, options.uploads);
    await seedPosts(txDb, rnd, options.uploads, now, userIds, site);
    // Its own sequence, so the votes never shift the posts a fixed seed yields.
    await seedVotes(txDb, new Random((options.seed ?? 20_260_101) + 1), now, userIds);
    await seedRelations(txDb, new Random((options.seed ?? 20_260_101) + 2), now, userIds);
    // News and official articles: no random draws, so the community above is unchanged.
    await seedArticles(txDb, options.uploads, now, userIds);
    // The creator's specs (research room): no random draws either.
    await seedSpecs(txDb, now, userIds);
    await seedSpecEntries(txDb, options.uploads, now, userIds);
    await seedProjects(txDb, now, userIds);
    // Contests around "now" (one voting, one upcoming, one ended): no random draws either.
    await seedActivities(txDb, options.uploads, now, userIds);
    // A running invitation with a few new members brought by two others (docs/invitations.md).
    await seedInvitations(txDb, options.uploads, now, userIds);
    await seedLotteries(txDb, options.uploads, now, userIds);
    // The festival page (docs/festival.md): modules, a vote post, and its comment wall.
    await seedFestival(txDb, options.uploads, now, userIds);
    // 流浪计划 (docs/liulang.md): an ended round and the current one, deposits paid at the
    // cashier; before the recount, as its report posts count for their authors and circles.
    await seedLiulang(txDb, options.uploads, now, userIds, site);
    // Facts, not numbers: every counter comes from the rows just written, and the hot
    // score from those counters, before anything (medals) reads them.
    await recountCounters(txDb);
    await txDb.update(items).set({
      hotScore: hotScoreSql(
        sql`${items.thumbCount}`,
        sql`${items.commentCount}`,
        sql`${items.collectCount}`,
        sql`${items.visitCount}`,
      ),
    });
    await seedMedals(txDb, now);
    await seedBannersAndFooter(txDb, options.uploads);
    await seedPrivilegeCodes(txDb, now);
    await seedResources(
      txDb,
      new Random((options.seed ?? 20_260_101) + 3),
      options.files,
      now,
      userIds,
    );
    await seedOpinions(txDb, now, userIds);
    await seedProducts(txDb, options.uploads);
    // The store (docs/store.md): goods and a few paid orders of demo members.
    await seedStore(txDb, options.uploads, now, userIds);
    // The item activity, landing-page 相关活动 and the 618 campaign (docs/p618.md).
    await seedCampaign(txDb, options.uploads, now);
    // Last: the search vectors of everything above, articles and resources included.
    await seedSearch(txDb);
  });
}

/** Seeds only an empty database; returns whether it did. Run under `withExclusive`. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemo(db, options);
  return true;
}

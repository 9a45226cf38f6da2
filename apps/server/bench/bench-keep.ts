import { openKeptBenchPostgres, type BenchDatabase } from './bench-db';

/**
 * Seeded PostgreSQL bench databases are kept between runs: a million posts take minutes to
 * seed and seconds to reuse. The database `xinke_bench_<items>` holds one marker row
 * (bench_seed) written after its seed completed; a run reuses it only when that row names
 * this seed version and size, and seeds it anew otherwise (a changed seed, or a seed that
 * was interrupted and so never marked). Bump SEED_VERSION whenever bench-seed.ts changes
 * what it writes. Runs add a little to a kept database (sessions, views, messages read),
 * none of which changes the plans or the sizes measured.
 */
export const SEED_VERSION = 2;

export interface SeedMarker {
  version: number;
  items: number;
  seconds: number;
  seededAt: string;
}

/** The marker of `b` when it holds this version's seed of `items` items, else null. */
export async function keptSeed(b: BenchDatabase, items: number): Promise<SeedMarker | null> {
  const [table] = await b.query<{ t: string | null }>(
    `select to_regclass('bench_seed')::text as t`,
  );
  if (!table?.t) return null;
  const [row] = await b.query<SeedMarker>(
    `select version, items, seconds, seeded_at::text as "seededAt" from bench_seed`,
  );
  return row && row.version === SEED_VERSION && row.items === items ? row : null;
}

/** Written last, once every row, index, counter and statistic of the seed is in place. */
export async function markSeeded(b: BenchDatabase, items: number, seconds: number): Promise<void> {
  await b.query(
    `create table if not exists bench_seed
       (version int not null, items int not null, seconds real not null,
        seeded_at timestamptz not null default now())`,
  );
  await b.query(`delete from bench_seed`);
  await b.query(`insert into bench_seed (version, items, seconds) values ($1, $2, $3)`, [
    SEED_VERSION,
    items,
    seconds,
  ]);
}

/** The kept database of `items` items: reused when its marker matches, else created empty. */
export async function openKept(adminUrl: string, items: number): Promise<BenchDatabase> {
  const b = await openKeptBenchPostgres(adminUrl, items);
  if (await keptSeed(b, items)) return b;
  await b.dispose();
  return openKeptBenchPostgres(adminUrl, items, true);
}

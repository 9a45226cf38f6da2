import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { applyMigrations } from '../src/db/migrate';
import type { BenchDatabase } from './bench-db';
import { benchMembers, benchWriteConfig, percentile, sendRequests } from './request-load';
import type { BenchRequest } from './request-worker';

/**
 * Issue 16's vote burst: MEMBERS members each vote for every one of WORKS approved works of
 * a contest in its voting stage, all at once over CONNECTIONS keep-alive connections
 * (MEMBERS × WORKS votes, shuffled so every work is hot the whole time). Each member comes
 * from their own address (X-Forwarded-For with TRUST_PROXY, as behind a load balancer), so
 * what is measured is the vote path, not the per-IP cap. Before it, unmeasured, every member
 * votes once in another contest over the same connections (a running site's server is warm
 * when a burst comes: without it, the first thousand votes were the whole p99 — 286 ms
 * against 30–80 ms for every later thousand). Prints votes/s, p50/p99, the server's
 * event-loop delay and whether every work's vote_count equals its rows. Asserts nothing.
 */

const MEMBERS = Number(process.env.BENCH_VOTE_MEMBERS ?? 1000);
const WORKS = 12;
const DAY = 86_400_000;

export interface VoteBurstResult {
  database: string;
  votes: number;
  accepted: number;
  votesPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  countsEqualRows: boolean;
  /** The server's event-loop delay over the warm-up and the burst (ms): how long a vote could wait for it. */
  loopP99: number;
  loopMax: number;
}

/** MEMBERS voters and the WORKS entrants after them, in bulk. */
async function seedMembers(b: BenchDatabase): Promise<void> {
  await b.query(
    `insert into users (nickname, level_name, user_sign, create_time)
     select '投票用户' || g, 'Lv2', '热爱硬件', now() - interval '60 days'
     from generate_series(1, $1::int) g`,
    [MEMBERS + WORKS + 1],
  );
}

/** A contest in its voting stage with 12 approved works by the 12 entrants, in bulk. */
async function seedContest(b: BenchDatabase, title: string): Promise<number> {
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  const [activity] = await b.query<{ id: number }>(
    `insert into activities (type, kind, title, summary, status, created_by, work_serial)
     values ('activity', 'diy_computer', $2, '投票压测', 1, 1, $1)
     returning id`,
    [WORKS, title],
  );
  const activeId = activity!.id;
  await b.query(
    `insert into activity_stages (active_id, code, start_time, end_time) values
       ($1, 'submission', $2, $3), ($1, 'voting', $3, $4), ($1, 'final_review', $4, $5)`,
    [activeId, at(now - 10 * DAY), at(now - 3 * DAY), at(now + 4 * DAY), at(now + 10 * DAY)],
  );
  // Entrants are the last WORKS users, so no voter votes for their own work.
  await b.query(
    `insert into activity_enrolments (active_id, user_id, user_name, phone, email)
     select $1, $2 + g, '参赛者' || g, '1380000' || lpad(g::text, 4, '0'), 'e' || g || '@example.com'
     from generate_series(1, $3::int) g`,
    [activeId, MEMBERS + 1, WORKS],
  );
  await b.query(
    `insert into activity_works (active_id, user_id, serial_num, name, cover, images, description,
       computer_model, review_status)
     select $1, $2 + g, g, '参赛作品 ' || g, '/uploads/bench/cover.jpg', '["/uploads/bench/1.jpg"]',
       '压测作品', '7800X3D + RTX 4070 Ti SUPER', 1
     from generate_series(1, $3::int) g`,
    [activeId, MEMBERS + 1, WORKS],
  );
  return activeId;
}

/** One member's vote for one work. */
function vote(
  voter: { token: string; ip: string },
  activeId: number,
  workId: number,
): BenchRequest {
  return {
    method: 'POST',
    path: '/web/active/opu_vote',
    token: voter.token,
    ip: voter.ip,
    body: { active_id: activeId, opu_id: workId },
  };
}

/** One burst on a fresh database `b` (disposed afterwards). */
export async function benchVoteBurst(
  b: BenchDatabase,
  connections: number,
): Promise<VoteBurstResult> {
  console.log(`\n=== vote burst, ${b.label}: ${MEMBERS} members × ${WORKS} works ===`);
  await applyMigrations(b.database, b.database.db);
  await seedMembers(b);
  const activeId = await seedContest(b, '2026 装机大赛（压测）');
  // Another contest for the unmeasured warm-up: its votes never touch the measured rows.
  const warmupId = await seedContest(b, '预热赛（压测）');
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-votes-'));
  const app = await buildApp(benchWriteConfig(dataDir), { database: b.database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const voters = await benchMembers(
      b.database,
      Array.from({ length: MEMBERS }, (_, k) => k + 1),
    );
    const worksOf = async (id: number) =>
      (
        await b.query<{ id: number }>(
          `select id from activity_works where active_id = $1 order by serial_num`,
          [id],
        )
      ).map((r) => r.id);
    const workIds = await worksOf(activeId);
    const warmupWorks = await worksOf(warmupId);
    // Round r sends every member's vote for work (r + m) % 12: the votes in flight at any
    // moment come from different members and hit all twelve rows at once, start to end.
    const votes = workIds.flatMap((_, r) =>
      voters.map((v, m) => vote(v, activeId, workIds[(r + m) % workIds.length]!)),
    );
    // The server runs in this process; the sender is another one (request-worker.ts).
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    // Warm-up: every member votes once in the other contest (1,000 votes, not measured).
    const warmup = voters.map((v, m) => vote(v, warmupId, warmupWorks[m % warmupWorks.length]!));
    const result = await sendRequests({ url: address, requests: votes, connections, warmup });
    loop.disable();
    const accepted = result.statuses['200'] ?? 0;
    const rows = await b.query<{ id: number; vote_count: number; n: string }>(
      `select w.id, w.vote_count,
         (select count(*) from activity_votes v where v.work_id = w.id and v.voided_at is null) n
       from activity_works w where w.active_id = $1`,
      [activeId],
    );
    const countsEqualRows = rows.every((r) => r.vote_count === Number(r.n));
    const totalRows = rows.reduce((s, r) => s + Number(r.n), 0);
    const sorted = [...result.latenciesMs].sort((a, c) => a - c);
    const out: VoteBurstResult = {
      database: b.label,
      votes: votes.length,
      accepted,
      votesPerSecond: Math.round((votes.length / result.elapsedMs) * 1000),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      statuses: result.statuses,
      countsEqualRows: countsEqualRows && totalRows === accepted,
      loopP99: +(loop.percentile(99) / 1e6).toFixed(1),
      loopMax: +(loop.max / 1e6).toFixed(1),
    };
    console.log(
      `${out.votes} votes over ${connections} connections in ${(result.elapsedMs / 1000).toFixed(1)} s: ` +
        `${out.votesPerSecond} votes/s, p50 ${out.p50} ms, p99 ${out.p99} ms; ` +
        `answers ${JSON.stringify(out.statuses)}; ${totalRows} vote rows; ` +
        `every vote_count equals its rows: ${out.countsEqualRows ? 'yes' : 'NO'}; ` +
        `server event-loop delay p99 ${out.loopP99} ms, max ${out.loopMax} ms`,
    );
    return out;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await b.dispose();
  }
}

/** The burst's lines in the summary; the target is ≥ 1,000 votes/s, p99 < 100 ms. */
export function printVoteBursts(results: VoteBurstResult[]): void {
  if (results.length === 0) return;
  console.log('\nVote burst (issue 16 target on PostgreSQL: ≥ 1,000 votes/s, p99 < 100 ms)');
  console.table(
    results.map((r) => ({
      database: r.database,
      votes: r.votes,
      accepted: r.accepted,
      'votes/s': r.votesPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'loop p99 ms': r.loopP99,
      'loop max ms': r.loopMax,
      'counts = rows': r.countsEqualRows ? 'yes' : 'NO',
    })),
  );
}

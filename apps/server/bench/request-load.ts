import { fork } from 'node:child_process';
import { LOGIN_METHOD } from '@xinke/shared';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { SessionService } from '../src/modules/auth/session.service';
import type { RequestJob, RequestJobResult } from './request-worker';

/**
 * What the write benches (vote-burst.ts, write-load.ts) share: many members with their own
 * sessions and addresses, the sender in another process, and the latency percentiles.
 */

export interface BenchMember {
  id: number;
  token: string;
  ip: string;
}

/**
 * The write benches' server config, as deployed: production mode, the abuse limits on with
 * their defaults, behind a proxy (TRUST_PROXY), so each member's own address is theirs.
 */
export function benchWriteConfig(dataDir: string): Config {
  return loadConfig({
    NODE_ENV: 'production',
    // The benches send no SMS, mail or WeChat login: the dev providers are never reached.
    ALLOW_DEV_PROVIDERS: 'true',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
}

/**
 * A session for each of `ids`, made as a password login makes it (SessionService.issue), and
 * an address of its own: behind a load balancer (TRUST_PROXY) every member comes from their
 * own address, so what is measured is the write path, not the per-IP caps. The addresses are
 * documentation ranges (RFC 5737, 198.51.100.0/24 widened): header values, never destinations.
 */
export async function benchMembers(database: Database, ids: number[]): Promise<BenchMember[]> {
  const sessions = new SessionService(database.db, Date.now);
  const members: BenchMember[] = [];
  for (const id of ids) {
    const meta = { ip: '127.0.0.1', userAgent: 'bench' };
    const { token } = await sessions.issue(id, meta, LOGIN_METHOD.password);
    members.push({ id, token, ip: `198.51.${Math.floor(id / 250) % 256}.${id % 250}` });
  }
  return members;
}

/** Sends `job` from a child process (request-worker.ts) and waits for its answers. */
export function sendRequests(job: RequestJob): Promise<RequestJobResult> {
  const child = fork(new URL('./request-worker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: RequestJobResult) => resolve(m));
    child.once('exit', (code) => reject(new Error(`request worker exited with ${code}`)));
    child.once('error', reject);
    child.send(job);
  });
}

/** The p-th percentile (0–1) of ascending `sorted`, to 0.1 ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contract } from '@xinke/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { RateLimiter, Rule } from '../plugins/rate-limiter';
import type { WriteLimitsConfig } from './write-limit-env';
import { writeClassOf } from './write-limit-table';
import { registerRetryAfter, TooManyRequests } from './too-many-requests';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract a route was registered from (contract-route.ts). */
    contract?: Contract;
  }
}

export interface WriteLimitDeps {
  config: WriteLimitsConfig;
  limiter: RateLimiter;
  db: Db;
  clock: Clock;
}

/** Accounts known to be past NEW_ACCOUNT_HOURS: they never become new again. */
const OLD_ACCOUNTS_KEPT = 100_000;

/**
 * Per-member and per-IP limits of every write contract, in one preHandler: after the
 * caller is authenticated and the input valid, before the handler. Its counters live in
 * the shared limiter (Redis across nodes). Must be registered before the routes: a write
 * route without a declared class stops the start-up.
 */
export function registerWriteLimits(app: FastifyInstance, deps: WriteLimitDeps): void {
  registerRetryAfter(app);
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    if (contract && contract.method !== 'GET' && !writeClassOf(contract))
      throw new Error(
        `${contract.method} ${contract.path} has no write limit: declare one in write-limit-table.ts`,
      );
  });
  if (!deps.config.enabled) return;

  const oldAccounts = new Set<number>();
  const isNewAccount = async (userId: number): Promise<boolean> => {
    if (deps.config.newAccountHours <= 0 || oldAccounts.has(userId)) return false;
    const [row] = await deps.db
      .select({ createTime: users.createTime })
      .from(users)
      .where(eq(users.id, userId));
    const ageMs = deps.clock() - (row?.createTime.getTime() ?? 0);
    if (ageMs < deps.config.newAccountHours * 3_600_000) return true;
    if (oldAccounts.size >= OLD_ACCOUNTS_KEPT) oldAccounts.clear();
    oldAccounts.add(userId);
    return false;
  };

  app.addHook('preHandler', async (request: FastifyRequest) => {
    const contract = request.routeOptions.config.contract;
    if (!contract || contract.method === 'GET') return;
    const cls = writeClassOf(contract);
    if (!cls) return;
    const limits = deps.config.classes[cls];
    const checks: [Rule, string][] = limits.ip.map((rule) => [rule, `w:${cls}:ip:${request.ip}`]);
    const user = request.authUser;
    if (user) {
      const memberRules = (await isNewAccount(user.userId)) ? limits.newMember : limits.member;
      for (const rule of memberRules) checks.push([rule, `w:${cls}:u:${user.userId}`]);
    }
    await take(deps.limiter, checks);
  });
}

/**
 * Takes one point of every rule, shortest window first. On the first refusal the points
 * this request took are given back, so refused attempts do not use up a day's quota, and
 * the caller is told when that window ends.
 */
async function take(limiter: RateLimiter, checks: [Rule, string][]): Promise<void> {
  const ordered = [...checks].sort(([a], [b]) => a.windowMs - b.windowMs);
  const taken: [Rule, string][] = [];
  for (const [rule, key] of ordered) {
    const result = await limiter.hit(rule, key);
    taken.push([rule, key]);
    if (!result.allowed) {
      await Promise.all(taken.map(([r, k]) => limiter.undo(r, k)));
      throw new TooManyRequests(result.resetMs);
    }
  }
}

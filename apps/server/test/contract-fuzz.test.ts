import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@xinke/shared';
import type { Contract } from '@xinke/shared';
import { createTestApp, type TestApp } from './create-test-app';
import { buildCircle, buildItem, buildTag, buildUser, loginAs } from './factories';
import { requestArb, type FuzzRequest } from './fuzz/requests';
import { testDatabaseUrl } from './test-db';

/*
 * Issue 12 item 2: every contract exported by @xinke/shared — found here, not listed, so a
 * contract written tomorrow is fuzzed tomorrow — gets requests generated from its own zod
 * schemas (valid, boundary and hostile values), as a visitor and as a logged-in member.
 * Reproduce a run with FUZZ_SEED=<seed> (printed on failure); FUZZ_REQUESTS overrides the count.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
// CI runs the server suite twice (PGlite, then PostgreSQL): the second run may be lighter.
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? (testDatabaseUrl ? 3_000 : 10_000));
const ACTORS = ['visitor', 'member'] as const;
type Actor = (typeof ACTORS)[number];

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

function isContract(value: unknown): value is Contract {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Partial<Contract>;
  return (
    typeof c.method === 'string' &&
    METHODS.has(c.method) &&
    typeof c.path === 'string' &&
    c.path.startsWith('/') &&
    c.response instanceof z.ZodType
  );
}

/** Contracts by route: several may share one (my info / someone's info behind one route). */
function contractsByRoute(): Map<string, Contract[]> {
  const routes = new Map<string, Contract[]>();
  for (const value of Object.values(shared)) {
    if (!isContract(value)) continue;
    const key = `${value.method} ${value.path}`;
    routes.set(key, [...(routes.get(key) ?? []), value]);
  }
  return routes;
}

function successEnvelope(response: z.ZodType) {
  return z.object({
    code: z.literal(0),
    data: response,
    meta: z.unknown().optional(),
    msg: z.string(),
  });
}

interface Finding {
  kind: '5xx' | 'not an envelope' | 'response does not match the contract';
  actor: Actor;
  request: string;
  status: number;
  body: string;
  log?: string;
}

const clip = (text: string, n = 300) => (text.length > n ? `${text.slice(0, n)}…` : text);

let t: TestApp;
/** Error-level log lines: a 5xx finding carries its own (by request id). */
const errorLog: string[] = [];
let member = { token: '', relogins: 0 };

async function newMember(): Promise<void> {
  const user = await buildUser(t.db);
  member = { token: await loginAs(t.db, user), relogins: member.relogins + 1 };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    deps: { logStream: { write: (line) => void errorLog.push(line) } },
  });
  // Rows for small ids to hit: people, circles, tags, posts.
  for (let i = 0; i < 4; i += 1) await buildUser(t.db);
  const circle = await buildCircle(t.db);
  await buildTag(t.db);
  for (let i = 0; i < 6; i += 1) await buildItem(t.db, { circleId: circle.id });
  await newMember();
  member.relogins = 0;
});
afterAll(() => t.close());

describe('contract fuzzing', () => {
  it('no 5xx, only envelopes, and code 0 answers match the contract (seed in the message)', async () => {
    const routes = contractsByRoute();
    const registered = [...routes.entries()].filter(([key]) => {
      const [method, url] = key.split(' ') as [Contract['method'], string];
      return t.app.hasRoute({ method, url });
    });
    // A contract without a route is a contract nobody can call: worth failing on.
    const unregistered = [...routes.keys()].filter((k) => !registered.some(([r]) => r === k));
    expect(unregistered, 'contracts with no server route').toEqual([]);

    const perRoute = Math.ceil(TOTAL / registered.length);
    const findings: Finding[] = [];
    let requests = 0;
    let fiveXX = 0;
    // How deep the run went: code 0 answers reached a handler and the database.
    const statuses: Record<string, number> = {};
    let ip = 0;
    const started = Date.now();

    for (const [index, [route, contracts]] of registered.entries()) {
      const [first] = contracts as [Contract];
      const samples = fc.sample(requestArb(first), { seed: SEED + index, numRuns: perRoute });
      const envelopes = contracts.map((c) => successEnvelope(c.response));
      for (const [i, request] of samples.entries()) {
        const actor: Actor = ACTORS[i % 2]!;
        const res = await send(request, actor, (ip += 1));
        requests += 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (actor === 'member' && res.statusCode === 401) await newMember();
        const record = (kind: Finding['kind']) =>
          findings.push({
            kind,
            actor,
            request: `${route} → ${request.method} ${clip(request.url)} ${clip(String(request.payload ?? ''))}`,
            status: res.statusCode,
            body: clip(res.body),
            ...(kind === '5xx' ? { log: logOf(res.headers['x-request-id']) } : {}),
          });
        if (res.statusCode >= 500) {
          fiveXX += 1;
          record('5xx');
          continue;
        }
        let json: unknown;
        try {
          json = JSON.parse(res.body);
        } catch {
          record('not an envelope');
          continue;
        }
        if (!isEnvelope(json)) record('not an envelope');
        else if (json.code === 0 && !envelopes.some((e) => e.safeParse(json).success))
          record('response does not match the contract');
      }
    }

    const health = await t.app.inject({ url: '/healthz' });
    const figures = {
      requests,
      endpoints: registered.length,
      actors: [...ACTORS],
      fiveXX,
      seed: SEED,
      findings: findings.length,
      relogins: member.relogins,
      statuses,
      durationMs: Date.now() - started,
    };
    writeFigures(figures);

    expect(health.statusCode, 'server healthy afterwards').toBe(200);
    expect(requests).toBeGreaterThanOrEqual(TOTAL);
    expect(
      findings.slice(0, 20),
      `contract fuzz found ${findings.length} problems (${fiveXX} 5xx); reproduce with FUZZ_SEED=${SEED}`,
    ).toEqual([]);
  }, 600_000);
});

function logOf(requestId: unknown): string {
  const line = errorLog.find((l) => typeof requestId === 'string' && l.includes(requestId));
  if (!line) return '';
  const { err } = JSON.parse(line) as { err?: { stack?: string; message?: string } };
  return clip(err?.stack ?? err?.message ?? line, 800);
}

function isEnvelope(json: unknown): json is { code: number; msg: string; data: unknown } {
  if (json === null || typeof json !== 'object') return false;
  const e = json as Record<string, unknown>;
  return typeof e.code === 'number' && typeof e.msg === 'string' && 'data' in e;
}

async function send(request: FuzzRequest, actor: Actor, n: number) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    // A new address per request: per-IP limits would otherwise answer 429 to most of the run.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    headers: { ...request.headers, ...(actor === 'member' ? { authorization: member.token } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** For the security report (npm run check:security): <repo root>/.test-results/security/fuzz.json. */
function writeFigures(figures: Record<string, unknown>): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const file = join(root, '.test-results', 'security', 'fuzz.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

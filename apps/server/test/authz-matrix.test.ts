import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@xinke/shared';
import {
  COMMENT_TYPE,
  CodeReviewAction,
  SEEDED_MEDALS,
  MEDAL_KIND,
  ModeratedCommentKind,
  ReportAction,
  ReviewAction,
  contractUrl,
  type Contract,
} from '@xinke/shared';
import { createTestApp, type TestApp } from './create-test-app';
import { expectationOf, type Expectation } from './authz-expect';
import {
  ACTORS,
  buildWorld,
  freshIp,
  nextSerial,
  tokenOf,
  type Actor,
  type World,
} from './authz-world';
import { exampleFor, type Known } from './valid-input';

/*
 * The authorization matrix (DESIGN.md §7, docs/security-authz.md): every API route of the
 * app × every kind of caller, with the outcome derived from the route's contract policy.
 * Nothing here names an endpoint: a new contract is walked the day it is registered, and a
 * route without a contract or a contract without a policy fails the first test.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ROLES = new Set(['public', 'member', 'creator', 'moderator', 'admin']);

/** Routes that are not JSON API endpoints, so have no contract (and are not walked). */
const NON_CONTRACT_ROUTES = [
  /^\/$/, // redirect to the featured page
  /^\/app(\/.*)?$/, // the SPA's files
  /^\/uploads(\/.*)?$/, // uploaded images
  /^\/ws$/, // the realtime socket (authenticated by its own frames)
  /^\/web\/resource\/download$/, // a resource file, opened by its signed ticket (docs/resources.md)
  /^\/web\/object\/file\/:id$/, // a file of a published project, public (docs/project.md)
  /^\/web\/active\/download$/, // an approved work's picture as a file; public, read-limited (docs/contest.md)
  new RegExp(`^${shared.WECHAT_CALLBACK_PATH}$`), // WeChat's 302 redirect target
  new RegExp(`^${shared.WECHAT_PAY_OAUTH_CALLBACK_PATH}$`), // WeChat's 302 after the 公众号 OAuth (docs/store.md)
  // Payment providers' notifications: raw bodies, authenticated by their signatures and
  // answered as each provider expects (docs/store.md "Payments"), not JSON API calls.
  /^\/web\/payment\/notify\/:provider$/,
  /^\/(robots\.txt|sitemap\.xml|sitemaps\/:file)$/, // for search engines (docs/seo.md)
];

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;
const allContracts: [string, Contract][] = [];
for (const [name, value] of Object.entries(shared as Record<string, unknown>))
  if (isContract(value)) allContracts.push([name, value]);

/** Values the schemas cannot tell: fixture ids, and formats behind regexes and refinements. */
function knownValues(world: World, contract: Contract): Known {
  const target = contract.authz.target;
  const targetField = target?.field.split('.')[1];
  const ownerId = world.users.owner.id;
  const n = nextSerial();
  const phone = `139${String(n).padStart(8, '0')}`;
  const password = 'Matrix-Passw0rd';
  const table: Record<string, readonly unknown[]> = {
    type_id: [world.targetItemId],
    item_id: [world.targetItemId],
    source_id: [world.targetItemId],
    comment_id: world.targetCommentId === undefined ? [] : [world.targetCommentId],
    user_id: [ownerId],
    follow_id: [ownerId],
    to_user_id: [ownerId],
    black_user_id: [ownerId],
    letter_user_id: [ownerId],
    circle_id: [world.circleId],
    tag: [[world.tagId]],
    phone: [phone],
    login: [phone],
    phone_email: [phone],
    email: [`m${n}@example.com`],
    password: [password],
    password_confirm: [password],
    old_password: [password],
    no: [`m${n}`],
    body: ['<p>授权矩阵测试正文</p>'],
    type: [COMMENT_TYPE.post],
    action: [ReviewAction, ReportAction, CodeReviewAction].flatMap((e) =>
      e.options.map((o) => o.value),
    ),
    kind: ModeratedCommentKind.options.map((o) => o.value),
    medal_key: SEEDED_MEDALS.filter((m) => m.kind === MEDAL_KIND.manual).map((m) => m.key),
  };
  return (field) => (field === targetField ? [world.targetId] : table[field]);
}

interface Cell {
  endpoint: string;
  actor: Actor;
  expected: Expectation;
  res: LightMyRequestResponse;
}

async function call(t: TestApp, contract: Contract, world: World, token: string | undefined) {
  const known = knownValues(world, contract);
  const part = (schema: Contract['params'], name: string) =>
    (schema ? exampleFor(schema, name, known) : undefined) as Record<string, unknown> | undefined;
  const params = part(contract.params, 'params') ?? {};
  const query = part(contract.query, 'query');
  const body = part(contract.body, 'body');
  const url = contractUrl(contract.path, params as Record<string, string | number>);
  const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
  // SPEC §7: POST sends JSON, PUT and DELETE a form.
  const form = contract.method === 'PUT' || contract.method === 'DELETE';
  return t.app.inject({
    method: contract.method,
    url: search ? `${url}?${search}` : url,
    remoteAddress: freshIp(),
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body && form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body
      ? {
          payload: form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : (body as object),
        }
      : {}),
  });
}

/** What went wrong with a cell, or null when it answered as its policy says. */
function verdict({ expected, res }: Cell): string | null {
  let envelope: { code?: unknown; msg?: unknown };
  try {
    envelope = res.json();
  } catch {
    return `${res.statusCode}, not an envelope`;
  }
  if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string')
    return `${res.statusCode}, not an envelope`;
  if (res.statusCode >= 500) return `${res.statusCode} ${envelope.msg}`;
  if (expected.refused) {
    if (expected.statuses.includes(res.statusCode) && envelope.code !== 0) return null;
    return `expected ${expected.statuses.join('/')} (${expected.reason}), got ${res.statusCode} ${envelope.msg}`;
  }
  if (res.statusCode === 401 || res.statusCode === 403)
    return `expected not refused, got ${res.statusCode} ${envelope.msg}`;
  if (expected.succeeds && (res.statusCode !== 200 || envelope.code !== 0))
    return `expected success, got ${res.statusCode} ${envelope.msg}`;
  return null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('every API route has a contract, every contract a policy and a route', () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD');
    const withoutContract = routes
      .filter((r) => !r.contract && !NON_CONTRACT_ROUTES.some((re) => re.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutContract).toEqual([]);

    const withoutPolicy = allContracts
      .filter(([, c]) => !ROLES.has((c.authz as { role?: string } | undefined)?.role ?? ''))
      .map(([name]) => name);
    expect(withoutPolicy).toEqual([]);

    // A contract the server does not register must at least share its route with one it
    // does (the client's views of /web/user/info), or it is dead.
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const unregistered = allContracts
      .filter(([, c]) => !registered.has(`${c.method} ${c.path}`))
      .map(([name]) => name);
    expect(unregistered).toEqual([]);
  });

  it('every endpoint × every caller answers as the contract policy says', async () => {
    const endpoints = new Map<string, Contract>();
    for (const route of t.app.routeTable)
      if (route.contract && route.method !== 'HEAD')
        endpoints.set(`${route.method} ${route.url}`, route.contract);

    const failures: string[] = [];
    let cells = 0;
    let ownershipRefusals = 0;
    let blockRefusals = 0;
    let fiveXX = 0;
    // How far allowed callers got: code 0 means the input was valid and the work was done.
    let allowedCells = 0;
    let allowedSucceeded = 0;
    for (const [endpoint, contract] of endpoints) {
      for (const actor of ACTORS) {
        const world = await buildWorld(t, contract.authz);
        const res = await call(t, contract, world, await tokenOf(t, world, actor));
        const cell: Cell = {
          endpoint,
          actor,
          expected: expectationOf(contract.authz, actor),
          res,
        };
        cells += 1;
        if (res.statusCode >= 500) fiveXX += 1;
        if (!cell.expected.refused) {
          allowedCells += 1;
          if (res.statusCode === 200) allowedSucceeded += 1;
        }
        const problem = verdict(cell);
        if (problem) failures.push(`${endpoint} as ${actor}: ${problem}`);
        else if (cell.expected.refused && cell.expected.reason === 'ownership')
          ownershipRefusals += 1;
        else if (cell.expected.refused && cell.expected.reason === 'block') blockRefusals += 1;
      }
    }

    const owned = [...endpoints.values()].filter((c) => c.authz.target?.ownerOnly).length;
    mkdirSync(`${REPO_ROOT}.test-results/security`, { recursive: true });
    writeFileSync(
      `${REPO_ROOT}.test-results/security/matrix.json`,
      `${JSON.stringify(
        {
          endpoints: endpoints.size,
          cells,
          ownershipRefusals,
          blockRefusals,
          ownedEndpoints: owned,
          allowedCells,
          allowedSucceeded,
          fiveXX,
        },
        null,
        2,
      )}\n`,
    );
    expect(failures).toEqual([]);
    // Each owner-only endpoint refused the other member, the blocked one and both staff.
    expect(ownershipRefusals).toBe(owned * 4);
  }, 900_000);
});

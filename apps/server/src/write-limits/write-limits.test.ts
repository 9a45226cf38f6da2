import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@xinke/shared';
import { tooFrequentMessage, type Contract } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUser,
  loginAs,
  testClock,
} from '../../test/factories';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { registerContract } from '../plugins/contract-route';
import { RateLimiter } from '../plugins/rate-limiter';
import { DEFAULT_LIMITS, WRITE_CLASSES } from './limit-classes';
import { parseRules } from './write-limit-env';
import { WRITE_LIMIT_TABLE, writeClassOf } from './write-limit-table';
import { registerWriteLimits } from './write-limits';

const isContract = (v: unknown): v is Contract =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;
/** Every contract @xinke/shared exports whose method writes: a new one is walked too. */
const writeContracts: [string, Contract][] = [];
for (const [name, value] of Object.entries(shared) as [string, unknown][])
  if (isContract(value) && value.method !== 'GET') writeContracts.push([name, value]);

describe('the write-limit table', () => {
  it('finds the write contracts of @xinke/shared', () => {
    expect(writeContracts.length).toBeGreaterThan(50);
  });

  it.each(writeContracts)('%s has a declared limit class', (_name, contract) => {
    expect(writeClassOf(contract)).toBeDefined();
  });

  it('declares each path once, and only write contracts', () => {
    const paths = WRITE_LIMIT_TABLE.map(([c]) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [c] of WRITE_LIMIT_TABLE) expect(c.method).not.toBe('GET');
  });

  it('every class limits someone: members or IPs', () => {
    for (const cls of WRITE_CLASSES) {
      const l = DEFAULT_LIMITS[cls];
      expect(l.member.length + l.ip.length, cls).toBeGreaterThan(0);
      // A new account is never freer than an old one.
      for (const rule of l.newMember) {
        const same = l.member.find((m) => m.windowMs === rule.windowMs);
        if (same) expect(rule.points, cls).toBeLessThanOrEqual(same.points);
      }
    }
  });

  it('a write route registered without a declared class stops the start-up', () => {
    const app = Fastify();
    const config = loadConfig({ NODE_ENV: 'test' }).writeLimits;
    registerWriteLimits(app, { config, limiter: new RateLimiter(), db: {} as Db, clock: Date.now });
    const orphan = shared.defineContract({
      method: 'POST',
      path: '/web/test/orphan_write',
      summary: 'test',
      auth: true,
      authz: shared.policy.member,
      response: z.object({}),
    });
    expect(() => registerContract(app, orphan, async () => ({}))).toThrow(
      'POST /web/test/orphan_write has no write limit: declare one in write-limit-table.ts',
    );
    const declared = { ...orphan, path: shared.thumb.path };
    expect(() => registerContract(app, declared, async () => ({}))).not.toThrow();
  });
});

describe('limit rules from env', () => {
  it('reads points/window lists and off', () => {
    expect(parseRules('1/15s, 20/1d')).toEqual([
      { points: 1, windowMs: 15_000 },
      { points: 20, windowMs: 86_400_000 },
    ]);
    expect(parseRules('30/30m')).toEqual([{ points: 30, windowMs: 1_800_000 }]);
    expect(parseRules('5/h')).toEqual([{ points: 5, windowMs: 3_600_000 }]);
    expect(parseRules('off')).toEqual([]);
  });

  it('refuses to start on an unreadable value, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LIMIT_POST: '1 per minute' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', LIMIT_POST: '1 per minute' })).toThrow(
      /LIMIT_POST=/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ABUSE_LIMITS: 'maybe' })).toThrow(/ABUSE_LIMITS/);
    expect(() => loadConfig({ NODE_ENV: 'test', LIMIT_LIKE_IP: '0/1m' })).toThrow(/LIMIT_LIKE_IP/);
  });

  it('is on by default except under NODE_ENV=test, and each class can be replaced', () => {
    const demo = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' };
    expect(loadConfig(demo).writeLimits.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).writeLimits.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).writeLimits.enabled).toBe(false);
    const c = loadConfig({ NODE_ENV: 'test', ABUSE_LIMITS: 'on', LIMIT_POST_NEW: '1/5m' });
    expect(c.writeLimits.enabled).toBe(true);
    expect(c.writeLimits.classes.post.newMember).toEqual([{ points: 1, windowMs: 300_000 }]);
    expect(c.writeLimits.classes.post.member).toEqual(DEFAULT_LIMITS.post.member);
  });
});

describe('abuse limits on writes (defaults)', () => {
  let t: TestApp;
  const clock = testClock(Math.ceil(Date.now() / 86_400_000) * 86_400_000);
  let circleId: number;
  let tagId: number;
  const DAY = 86_400_000;
  interface Member {
    id: number;
    token: string;
  }
  const memberSince = async (ageMs: number): Promise<Member> => {
    const u = await buildUser(t.db, { createTime: new Date(clock() - ageMs) });
    return { id: u.id, token: await loginAs(t.db, u) };
  };
  const oldMember = () => memberSince(3 * DAY);
  const newMember = () => memberSince(3_600_000);
  const post = (m: Member | null, ip = '10.20.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/web/item/post',
      remoteAddress: ip,
      headers: m ? { authorization: m.token } : {},
      payload: {
        title: '一篇新的帖子',
        body: '<p>正文内容</p>',
        tag: [tagId],
        circle_id: circleId,
      },
    });
  const postsOf = async (m: Member) =>
    (await t.db.select().from(items).where(eq(items.userId, m.id))).length;

  beforeAll(async () => {
    t = await createTestApp({ env: { ABUSE_LIMITS: 'on' }, deps: { clock } });
    circleId = (await buildCircle(t.db)).id;
    tagId = (await buildTag(t.db)).id;
  });
  afterAll(() => t.close());

  it('22 posts at once from one account: one is published, 21 get 429 with Retry-After', async () => {
    const member = await oldMember();
    const answers = await Promise.all(Array.from({ length: 22 }, () => post(member)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(21);
    for (const res of refused) {
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15);
      expect(res.json()).toEqual({ code: 429, data: null, msg: tooFrequentMessage(wait) });
      expect(res.json().msg).toMatch(/^操作太频繁，请\d+秒后再试$/);
    }
    expect(await postsOf(member)).toBe(1);
  });

  it('an account past its first day may post every 15 s, 20 a day; refusals do not count', async () => {
    const member = await oldMember();
    expect((await post(member)).statusCode).toBe(200);
    clock.advance(15_000);
    for (let i = 1; i < 20; i++) {
      // Hammering between two allowed posts does not use up the day.
      expect((await post(member)).statusCode).toBe(200);
      expect((await post(member)).statusCode).toBe(429);
      clock.advance(15_000);
    }
    const daily = await post(member);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().msg).toMatch(/^操作太频繁，请\d+小时后再试$/);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(7200);
    expect(await postsOf(member)).toBe(20);
  });

  it('an account younger than NEW_ACCOUNT_HOURS waits 2 minutes between posts, 3 a day', async () => {
    clock.advance(DAY - (clock() % DAY));
    const young = await newMember();
    const old = await oldMember();
    expect((await post(young)).statusCode).toBe(200);
    expect((await post(old)).statusCode).toBe(200);
    clock.advance(15_000);
    expect((await post(old)).statusCode).toBe(200);
    const refused = await post(young);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^操作太频繁，请(\d+)秒后再试$/);
    expect(Number(refused.headers['retry-after'])).toBe(105);
    clock.advance(105_000);
    expect((await post(young)).statusCode).toBe(200);
    clock.advance(120_000);
    expect((await post(young)).statusCode).toBe(200);
    clock.advance(120_000);
    const fourth = await post(young);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().msg).toMatch(/小时后再试$/);
    expect(await postsOf(young)).toBe(3);
  });

  it('comments, likes, follows, reports and uploads are limited too', async () => {
    const member = await oldMember();
    const target = await buildItem(t.db);
    const call = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.20.0.9',
        headers: { authorization: member.token },
        payload,
      });
    const comment = { type: 1, type_id: target.id, content: '说得好' };
    expect((await call('/web/common/comment', comment)).statusCode).toBe(200);
    expect((await call('/web/common/comment', comment)).statusCode).toBe(429);
    const thumbs = [];
    for (let i = 0; i < 31; i++)
      thumbs.push((await call('/web/common/thumb', { type: 1, type_id: target.id })).statusCode);
    expect(thumbs.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(thumbs[30]).toBe(429);
  });

  it('limits one IP across members, other IPs unaffected', async () => {
    const ip = '10.30.0.1';
    const answers = [];
    // 30 posts an hour per IP, whoever posts them.
    for (let i = 0; i < 31; i++) answers.push((await post(await oldMember(), ip)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await post(await oldMember(), '10.30.0.2')).statusCode).toBe(200);
  });

  it('a request refused by validation or for want of a login takes nothing', async () => {
    const member = await oldMember();
    for (let i = 0; i < 5; i++) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/web/item/post',
        remoteAddress: '10.40.0.1',
        headers: { authorization: member.token },
        payload: { title: '' },
      });
      expect(bad.statusCode).toBe(422);
    }
    expect((await post(null, '10.40.0.1')).statusCode).toBe(401);
    expect((await post(member, '10.40.0.1')).statusCode).toBe(200);
  });
});

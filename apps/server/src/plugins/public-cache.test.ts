import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, ItemCard, PostDetail } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUser,
  callAs,
  loginAs,
  testClock,
} from '../../test/factories';
import { items } from '../db/schema';
import { PUBLIC_CACHE_TTL_MS, PublicCache } from './public-cache';

describe('PublicCache on one route', () => {
  const clock = testClock();
  const cache = new PublicCache(clock);
  let app: FastifyInstance;
  let computed = 0;
  let hits = 0;
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    app = Fastify();
    app.get('/n', cache.route({ onHit: () => (hits += 1) }) as object, async () => {
      computed += 1;
      await gate;
      return { n: computed };
    });
    app.get('/fail', cache.route() as object, async (_request, reply) => {
      computed += 1;
      return reply.code(404).send({ n: computed });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url, headers })).json<{ n: number }>().n;

  it('answers a visitor from the cache until the TTL has passed, and still runs onHit', async () => {
    cache.invalidate();
    const first = await get('/n');
    expect(await get('/n')).toBe(first);
    expect(await get('/n?page=2')).toBe(first + 1);
    expect(hits).toBe(1);
    clock.advance(PUBLIC_CACHE_TTL_MS);
    expect(await get('/n')).toBe(first + 2);
  });

  it('near the end of its life an entry is renewed by one request while the others still get it', async () => {
    cache.invalidate();
    const first = await get('/n');
    clock.advance(PUBLIC_CACHE_TTL_MS * 0.8);
    gate = new Promise((resolve) => (release = resolve));
    const renewing = get('/n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await get('/n')).toBe(first);
    release();
    expect(await renewing).toBe(first + 1);
    gate = Promise.resolve();
    clock.advance(PUBLIC_CACHE_TTL_MS * 0.5);
    expect(await get('/n')).toBe(first + 1);
  });

  it('a request with an Authorization header is never answered from it nor stored in it', async () => {
    cache.invalidate();
    const mine = await get('/n', { authorization: 'token' });
    expect(await get('/n', { authorization: 'token' })).toBe(mine + 1);
    const visitor = await get('/n');
    expect(visitor).toBe(mine + 2);
    expect(await get('/n', { authorization: 'token' })).toBe(mine + 3);
  });

  it('only 200 answers are kept', async () => {
    const first = await get('/fail');
    expect(await get('/fail')).toBe(first + 1);
  });

  it('identical misses at the same time are computed once', async () => {
    cache.invalidate();
    const before = computed;
    gate = new Promise((resolve) => (release = resolve));
    const answers = Promise.all([get('/n'), get('/n'), get('/n'), get('/n')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(new Set(await answers).size).toBe(1);
    expect(computed).toBe(before + 1);
  });

  it('an answer computed while a write completed is not kept', async () => {
    cache.invalidate();
    gate = new Promise((resolve) => (release = resolve));
    const during = get('/n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.invalidate();
    release();
    const stale = await during;
    gate = Promise.resolve();
    expect(await get('/n')).toBe(stale + 1);
  });
});

describe('visitors’ cached reads and writes (whole app)', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof buildUser>> & { token: string };
  let asAlice: ReturnType<typeof callAs>;
  const visitor = (url: string) => t.app.inject({ url });

  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
    const user = await buildUser(t.db);
    alice = { ...user, token: await loginAs(t.db, user) };
    asAlice = callAs(t.app, alice.token);
  });
  afterAll(() => t.close());

  const listIds = async () =>
    (await visitor('/web/forum/list?page=1'))
      .json<{ data: { data: ItemCard[] } }>()
      .data.data.map((c) => c.id);

  it('a visitor sees a new post right after it is published', async () => {
    const tag = await buildTag(t.db, { name: '显卡' });
    const circle = await buildCircle(t.db, { name: '装机' });
    await listIds();
    await listIds();
    const res = await asAlice('POST', '/web/item/post', {
      title: '我的新显卡到了',
      body: '<p>RTX 4090 到货</p>',
      tag: [tag.id],
      circle_id: circle.id,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const { id } = res.json<{ data: { id: number } }>().data;
    expect(await listIds()).toContain(id);
  });

  it('a deleted post disappears from the list and its detail right after the delete', async () => {
    const post = await buildItem(t.db, { author: alice });
    expect(await listIds()).toContain(post.id);
    expect((await visitor(`/web/forum/detail/${post.id}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/web/item/delete/${post.id}`,
      headers: { authorization: alice.token },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await listIds()).not.toContain(post.id);
    expect((await visitor(`/web/forum/detail/${post.id}`)).statusCode).toBe(404);
  });

  it('a new comment appears right after it is written', async () => {
    const post = await buildItem(t.db);
    const comments = async () =>
      (await visitor(`/web/forum/comment/${post.id}?page=1`))
        .json<{ data: { data: Comment[] } }>()
        .data.data.map((c) => c.content);
    expect(await comments()).toEqual([]);
    const res = await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '沙发' });
    expect(res.statusCode).toBe(200);
    expect(await comments()).toEqual(['沙发']);
  });

  it('a write made outside any request (a background job) empties it too', async () => {
    const post = await buildItem(t.db, { title: '旧标题' });
    const title = async () =>
      (await visitor(`/web/forum/detail/${post.id}`)).json<{ data: PostDetail }>().data.title;
    expect(await title()).toBe('旧标题');
    await t.db.update(items).set({ title: '新标题' }).where(eq(items.id, post.id));
    expect(await title()).toBe('新标题');
  });

  it('a logged-in user’s liked, collected and own-post fields never come from a visitor’s entry', async () => {
    const post = await buildItem(t.db, { author: alice });
    await asAlice('POST', '/web/common/thumb', { type: 1, type_id: post.id });
    await asAlice('POST', '/web/common/collect', { source_id: post.id, source_type: 1 });
    const url = `/web/forum/detail/${post.id}`;
    // The visitor's answer is cached first; Alice must still get hers.
    const anon = (await visitor(url)).json<{ data: PostDetail }>().data;
    expect(anon).toMatchObject({ is_thumb: 0, is_collect: 0, is_mine: 0 });
    const mine = (await asAlice('GET', url)).json<{ data: PostDetail }>().data;
    expect(mine).toMatchObject({ is_thumb: 1, is_collect: 1, is_mine: 1 });
    // And hers is never kept for the next visitor.
    t.app.publicCache.invalidate();
    await asAlice('GET', url);
    expect((await visitor(url)).json<{ data: PostDetail }>().data).toMatchObject({
      is_thumb: 0,
      is_collect: 0,
      is_mine: 0,
    });
  });

  it('a visitor sees flushed post views at most PUBLIC_CACHE_TTL_MS late', async () => {
    const post = await buildItem(t.db, { visitCount: 0 });
    const shown = async () =>
      (await visitor(`/web/forum/detail/${post.id}`)).json<{ data: PostDetail }>().data.visit_count;
    expect(await shown()).toBe(0);
    await t.app.visitCounter.flush();
    expect(await shown()).toBe(0);
    clock.advance(PUBLIC_CACHE_TTL_MS);
    // The first view, flushed (the second is still in the buffer).
    expect(await shown()).toBe(1);
  });

  it('a post view answered from the cache is still counted', async () => {
    const post = await buildItem(t.db, { visitCount: 0 });
    for (let i = 0; i < 3; i += 1) await visitor(`/web/forum/detail/${post.id}`);
    await t.app.visitCounter.flush();
    const [row] = await t.db
      .select({ n: items.visitCount })
      .from(items)
      .where(eq(items.id, post.id));
    expect(row?.n).toBe(3);
  });
});

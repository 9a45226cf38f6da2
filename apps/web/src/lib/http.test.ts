import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, MSG, policy } from '@xinke/shared';
import { contractGetUrl, createHttpClient, toQueryString, type HttpClientConfig } from './http';
import { startEarlyRequest } from './early-requests';
import { clearCredentials, getToken, saveCredentials } from './credentials';

// A real HTTP server on a random port: the client is exercised over the wire, as in the
// browser (fetch; the CORS headers are what a browser page on another origin would need).
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let baseURL = '';
let seen: Seen[] = [];

function send(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow')
        return void setTimeout(() => send(res, 200, { code: 0, data: 1, msg: '' }), 1500);
      if (path === '/expired') return send(res, 401, { code: 401, data: null, msg: '请先登录' });
      if (path === '/refused')
        return send(res, 200, { code: 409, data: { why: 'x' }, msg: '今天已签到' });
      if (path === '/boom') return send(res, 500, { code: 500, data: null, msg: '服务器开小差了' });
      if (path === '/plain-error') return void res.writeHead(502).end('bad gateway');
      send(res, 200, { code: 0, data: { ok: true }, msg: 'ok' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Harness {
  toasts: Array<[string, string]>;
  unauthorized: number;
}
function makeClient(overrides: Partial<HttpClientConfig> = {}) {
  const harness: Harness = { toasts: [], unauthorized: 0 };
  const client = createHttpClient({
    baseURL,
    getToken,
    clearCredentials,
    onUnauthorized: () => (harness.unauthorized += 1),
    notify: {
      error: (text) => harness.toasts.push(['error', text]),
      warning: (text) => harness.toasts.push(['warning', text]),
    },
    ...overrides,
  });
  return { client, harness };
}

const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('http client (SPEC §7/§8)', () => {
  beforeEach(() => {
    seen = [];
    clearCredentials();
  });

  it('GET sends query params and JSON content type, no Authorization without a token', async () => {
    const { client } = makeClient();
    const res = await client.request('GET', '/web/forum/list', {
      page: 2,
      tag: '显卡',
      skip: undefined,
    });
    expect(res.data).toEqual({ ok: true });
    const url = new URL(seen[0]!.url, baseURL);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('tag')).toBe('显卡');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('sends the token as the Authorization header when one is held', async () => {
    saveCredentials({ token: 'secret-token', userId: 9, expiresAt: future() });
    const { client } = makeClient();
    await client.request('GET', '/web/user/info');
    expect(seen[0]!.headers.authorization).toBe('secret-token');
  });

  it('POST sends a JSON body', async () => {
    const { client } = makeClient();
    await client.request('POST', '/web/common/collect', { source_id: 3, source_type: 1 });
    expect(seen[0]!.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ source_id: 3, source_type: 1 });
  });

  it('PUT and DELETE send form-encoded bodies', async () => {
    const { client } = makeClient();
    await client.request('PUT', '/web/circle/user/follow/3', { a: 1, name: '芯 客' });
    await client.request('DELETE', '/web/item/delete/5', { reason: 'dup' });
    expect(seen[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0]!.body).get('name')).toBe('芯 客');
    expect(seen[0]!.body).toBe('a=1&name=%E8%8A%AF+%E5%AE%A2');
    expect(seen[1]!.method).toBe('DELETE');
    expect(seen[1]!.body).toBe('reason=dup');
  });

  it('PUT and DELETE without fields send no body and no content type', async () => {
    const { client } = makeClient();
    await client.request('DELETE', '/web/item/delete/5');
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.body).toBe('');
  });

  it('rejects with the body when code is not 0 and shows the server msg', async () => {
    const { client, harness } = makeClient();
    await expect(client.request('POST', '/refused')).rejects.toEqual({
      code: 409,
      data: { why: 'x' },
      msg: '今天已签到',
    });
    expect(harness.toasts).toEqual([['error', '今天已签到']]);
  });

  it('times out with a 请求超时 warning', async () => {
    const { client, harness } = makeClient({ timeoutMs: 200 });
    await expect(client.request('GET', '/slow')).rejects.toMatchObject({ msg: MSG.timeout });
    expect(harness.toasts).toEqual([['warning', MSG.timeout]]);
  });

  it('warns 请求超时 when nothing answers at all', async () => {
    const { client, harness } = makeClient({ baseURL: 'http://127.0.0.1:1' });
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ msg: MSG.timeout });
    expect(harness.toasts).toEqual([['warning', MSG.timeout]]);
  });

  it('on 401 shows 身份验证失败, clears the credential cookies and goes to featured', async () => {
    saveCredentials({ token: 'stale', userId: 9, expiresAt: future() });
    const { client, harness } = makeClient();
    await expect(client.request('GET', '/expired')).rejects.toMatchObject({ code: 401 });
    expect(harness.toasts).toEqual([['error', MSG.unauthorized]]);
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('xinke-id');
    expect(harness.unauthorized).toBe(1);
  });

  it('parallel calls refused with one dead token: one toast, one redirect', async () => {
    saveCredentials({ token: 'stale', userId: 9, expiresAt: future() });
    const { client, harness } = makeClient();
    const calls = [1, 2, 3].map(() => client.request('GET', '/expired'));
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 401 });
    expect(harness.toasts).toEqual([['error', MSG.unauthorized]]);
    expect(harness.unauthorized).toBe(1);
  });

  it('a late 401 for an old token does not log out the session that replaced it', async () => {
    saveCredentials({ token: 'old', userId: 9, expiresAt: future() });
    const { client, harness } = makeClient();
    const late = client.request('GET', '/expired');
    saveCredentials({ token: 'new', userId: 9, expiresAt: future() });
    await expect(late).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('new');
    expect(harness.toasts).toEqual([]);
    expect(harness.unauthorized).toBe(0);
  });

  it('other HTTP errors show the body msg, or 未知错误 without one', async () => {
    const { client, harness } = makeClient();
    await expect(client.request('GET', '/boom')).rejects.toMatchObject({ code: 500 });
    await expect(client.request('GET', '/plain-error')).rejects.toMatchObject({ code: 502 });
    expect(harness.toasts).toEqual([
      ['error', '服务器开小差了'],
      ['error', MSG.unknownError],
    ]);
  });

  it('silent requests fail without toasts', async () => {
    const { client, harness } = makeClient();
    await expect(client.request('POST', '/refused', {}, { silent: true })).rejects.toMatchObject({
      code: 409,
    });
    expect(harness.toasts).toEqual([]);
  });

  it('api(contract, input) fills :params and sends the rest as query', async () => {
    const detail = defineContract({
      method: 'GET',
      path: '/web/forum/comment/:id',
      authz: policy.public,
      summary: 'test',
      params: z.object({ id: z.number() }),
      query: z.object({ page: z.number() }),
      response: z.object({ ok: z.boolean() }),
    });
    const { client } = makeClient();
    const data = await client.api(detail, { id: 12, page: 3 });
    expect(data).toEqual({ ok: true });
    expect(seen[0]!.url).toBe('/web/forum/comment/12?page=3');
  });
});

describe('early requests (started by the boot script, lib/early-requests.ts)', () => {
  beforeEach(() => {
    seen = [];
    clearCredentials();
  });
  const list = defineContract({
    method: 'GET',
    path: '/web/forum/list',
    authz: policy.public,
    summary: 'test',
    query: z.object({ page: z.number(), tag: z.string().optional() }),
    response: z.object({ ok: z.boolean() }),
  });

  it('a GET for the same address and token takes the early request over: one request on the wire', async () => {
    const { client } = makeClient();
    const url = contractGetUrl(baseURL, list, { page: 1, tag: '显卡' });
    void startEarlyRequest(url, undefined);
    const data = await client.api(list, { page: 1, tag: '显卡' });
    expect(data).toEqual({ ok: true });
    expect(seen.map((s) => s.url)).toEqual(['/web/forum/list?page=1&tag=%E6%98%BE%E5%8D%A1']);
  });

  it('is taken once: a second call asks the server again', async () => {
    const { client } = makeClient();
    void startEarlyRequest(contractGetUrl(baseURL, list, { page: 3 }), undefined);
    await client.api(list, { page: 3 });
    await client.api(list, { page: 3 });
    expect(seen).toHaveLength(2);
  });

  it('is not taken by a caller holding another token (a visitor request is no member answer)', async () => {
    void startEarlyRequest(contractGetUrl(baseURL, list, { page: 4 }), undefined);
    saveCredentials({ token: 'member-token', userId: 9, expiresAt: future() });
    const { client } = makeClient();
    await client.api(list, { page: 4 });
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.headers.authorization)).toContain('member-token');
  });
});

describe('toQueryString (the GET format axios used, kept for the server)', () => {
  it('skips undefined, sends null empty, repeats key[] for arrays, dates as ISO', () => {
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(
      toQueryString({ a: undefined, b: null, ids: [1, null, 2], at: when, ok: true, q: '芯 客' }),
    ).toBe(
      'b=&ids%5B%5D=1&ids%5B%5D=2&at=2026-01-02T03%3A04%3A05.000Z&ok=true&q=%E8%8A%AF+%E5%AE%A2',
    );
  });

  it('renders nested objects with brackets', () => {
    expect(toQueryString({ range: { from: 1, to: 2 } })).toBe('range%5Bfrom%5D=1&range%5Bto%5D=2');
  });
});

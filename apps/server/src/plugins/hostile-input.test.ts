import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildItem, buildUser, loginAs } from '../../test/factories';
import { securityHeaderPairs } from './security-headers';

/** Issue 12 item 1: every hostile input of the issue answers a 4xx envelope, never a 5xx. */

const logLines: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: { logStream: { write: (line) => void logLines.push(line) } },
    beforeReady(app) {
      // A statement failing on the caller's text, as a bug in a repository would.
      app.get<{ Querystring: { v: string } }>('/web/test/bad-cast', async (request) => {
        await t.db.execute(sql`select ${request.query.v}::int`);
        return { ok: true };
      });
      app.get<{ Querystring: { v: string } }>('/web/test/dup', async (request) => {
        await t.db.execute(sql`create temp table if not exists dup_t (v text primary key)`);
        await t.db.execute(sql`insert into dup_t values (${request.query.v})`);
        await t.db.execute(sql`insert into dup_t values (${request.query.v})`);
        return { ok: true };
      });
    },
  });
  token = await loginAs(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number, msg: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, msg });
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
}

describe('integers beyond the database integer', () => {
  it.each([
    ['/web/forum/detail/2147483648', 'id'],
    ['/web/forum/detail/99999999999999999999', 'id'],
    ['/web/forum/detail/1e300', 'id'],
    ['/web/forum/list?circle_id=2147483648', 'circle_id'],
    ['/web/common/comment?id=2147483648&type=1', 'id'],
  ])('%s → 422 naming %s', async (url, field) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, data: { field } });
  });

  it('the largest id is still an ordinary miss (404)', async () => {
    const res = await t.app.inject({ url: '/web/forum/detail/2147483647' });
    expect(res.statusCode).toBe(404);
  });

  it('an id beyond the range in a body → 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/comment',
      headers: { authorization: token },
      payload: { type: 1, type_id: 2147483648, content: '你好' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ data: { field: 'type_id' } });
  });
});

describe('text with control characters or lone surrogates', () => {
  it('GET /web/forum/list?tag=a%00b → 422 naming tag', async () => {
    const res = await t.app.inject({ url: '/web/forum/list?tag=a%00b' });
    expectEnvelope(res, 422, `tag: ${MSG.textUnsafe}`);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001b[31mb'],
    ['C1 control', 'a\u0085b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
  ])('%s in a JSON body → 422 naming the field', async (_name, content) => {
    const item = await buildItem(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/comment',
      headers: { authorization: token },
      payload: { type: 1, type_id: item.id, content },
    });
    expectEnvelope(res, 422, `content: ${MSG.textUnsafe}`);
  });

  it('tab, newlines and emoji pairs are text, not refused', async () => {
    const item = await buildItem(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/comment',
      headers: { authorization: token },
      payload: { type: 1, type_id: item.id, content: '第一行\r\n第二行\t👩‍💻' },
    });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('a key with NUL in a form body → 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/user/update',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nick%00name=x',
    });
    expect(res.statusCode).toBe(422);
  });
});

/** A multipart body with `parts` (name, content) and the closing boundary unless `cut`. */
function multipart(parts: [string, string][], options: { cut?: boolean } = {}) {
  const b = 'XinkeBoundary';
  const chunks = parts.map(
    ([name, content]) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${content}\r\n`,
  );
  const body = chunks.join('') + (options.cut ? '' : `--${b}--\r\n`);
  return {
    payload: Buffer.from(options.cut ? body.slice(0, -20) : body),
    contentType: `multipart/form-data; boundary=${b}`,
  };
}

describe('multipart parse errors → 400 envelope on every upload', () => {
  const uploads = [
    ['/web/user/head_pic', 'file'],
    ['/web/item/item_image', 'item_image'],
    ['/web/letter/image', 'item_image'],
  ] as const;

  it.each(uploads)('%s with a cut-off body', async (url, field) => {
    const { payload, contentType } = multipart([[field, 'x'.repeat(200)]], { cut: true });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': contentType },
      payload,
    });
    expectEnvelope(res, 400, MSG.uploadMalformed);
  });

  it.each(uploads)('%s with a boundary that is not in the body', async (url, field) => {
    const { payload } = multipart([[field, 'x']]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=other' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it.each(uploads)('%s with no boundary at all', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expectEnvelope(res, 400, MSG.uploadMalformed);
  });

  it.each(uploads)('%s with too many parts', async (url, field) => {
    const fields = Array.from({ length: 20 }, (_, i): [string, string] => [`f${i}`, 'v']);
    const { payload, contentType } = multipart([...fields, [field, 'x']]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});

describe("the framework's own 4xx answers are envelopes", () => {
  it('a path parameter over maxParamLength → 414', async () => {
    const res = await t.app.inject({ url: `/web/forum/detail/${'1'.repeat(150)}` });
    expectEnvelope(res, 414, MSG.httpUrlTooLong);
  });

  it('an undecodable path → 400', async () => {
    const res = await t.app.inject({ url: '/web/forum/detail/%E0%A4%A' });
    expectEnvelope(res, 400, MSG.httpBadRequest);
  });

  /** A comment post as a member, with the body and content type a client chose. */
  const postComment = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/web/common/comment',
      headers: { authorization: token, 'content-type': contentType },
      payload,
    });

  it('a body over the limit → 413', async () => {
    const res = await postComment(
      'application/json',
      JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expectEnvelope(res, 413, MSG.httpBodyTooLarge);
  });

  it('an unsupported media type → 415', async () => {
    expectEnvelope(await postComment('application/xml', '<a/>'), 415, MSG.httpMediaTypeUnsupported);
  });

  it.each(['{"content":', '{"__proto__":{"x":1}}'])('bad JSON %s → 400', async (payload) => {
    expectEnvelope(await postComment('application/json', payload), 400, MSG.httpBadJson);
  });

  it('an empty JSON body → 400', async () => {
    expectEnvelope(await postComment('application/json', ''), 400, MSG.httpEmptyJson);
  });

  it('a query over the HTTP parser limit → 431 envelope written on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/web/forum/list?tag=${'a'.repeat(40_000)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 431,
      data: null,
      msg: MSG.httpHeadersTooLarge,
    });
    // Written on the socket, yet with the site's security headers like every answer.
    for (const [name, value] of securityHeaderPairs(t.config))
      expect(answer.headers[name], name).toBe(value);
  });
});

describe('user content never reaches the error log', () => {
  it('a failing statement logs its codes, not the parameters', async () => {
    const secret = 'SECRET-USER-TEXT-42';
    logLines.length = 0;
    const res = await t.app.inject({ url: `/web/test/bad-cast?v=${secret}` });
    expect(res.statusCode).toBe(500);
    const errors = logLines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    const log = errors.join('\n');
    expect(log).toContain('22P02');
    expect(log).toContain('Failed query: select $1::int');
    expect(log).not.toContain(secret);
  });

  it('a unique violation logs its constraint, not the duplicated value', async () => {
    const secret = 'SECRET-NICKNAME-7';
    logLines.length = 0;
    const res = await t.app.inject({ url: `/web/test/dup?v=${secret}` });
    expect(res.statusCode).toBe(500);
    const log = logLines.filter((line) => JSON.parse(line).level >= 50).join('\n');
    expect(log).toContain('23505');
    expect(log).toContain('dup_t_pkey');
    expect(log).not.toContain(secret);
  });

  it('bad JSON logs no part of the body', async () => {
    const secret = 'SECRET-BODY-9';
    logLines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/web/common/comment',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: `{"content": ${secret}}`,
    });
    expect(logLines.join('\n')).not.toContain(secret);
  });
});

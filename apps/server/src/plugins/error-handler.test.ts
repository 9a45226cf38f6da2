import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { registerContract } from './contract-route';
import { defineContract, policy } from '@xinke/shared';

const leakyContract = defineContract({
  method: 'GET',
  path: '/web/test/leaky',
  authz: policy.public,
  summary: 'test only: returns more than its schema',
  response: z.object({ id: z.number() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/web/test/throw', async () => {
        throw new Error('secret internal detail at /srv/db.ts:42');
      });
      registerContract(
        app,
        leakyContract,
        async () => ({ id: 1, password_hash: 'x' }) as { id: number },
      );
    },
  });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it.each(['/web/nope', '/api/nope', '/xgo/v1/web/nope', '/some/random/path'])(
    'unknown path %s → 404 envelope in Chinese',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, data: null, msg: '您访问的接口不存在' });
      expect(res.headers['x-request-id']).toBeTruthy();
    },
  );

  it.each([
    ['page=abc', 'page', '页码必须是数字'],
    ['item_type=7', 'item_type', '帖子类型不存在'],
    ['page_size=999', 'page_size', '每页条数最多 50'],
    ['top=3', 'top', '排序方式不存在'],
  ])('bad query %s → 422 naming the field', async (qs, field, message) => {
    const res = await t.app.inject({ url: `/web/forum/list?${qs}` });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(422);
    expect(body.msg).toBe(`${field}: ${message}`);
    expect(body.data.field).toBe(field);
    expect(body.data.errors[0]).toEqual({ field, message });
  });

  it('bad body → 422 naming the body field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/page_view',
      payload: { page_path: '', page_source: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('page_path: 页面路径不能为空');
  });

  it('malformed JSON → 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/page_view',
      headers: { 'content-type': 'application/json' },
      payload: '{"page_path":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求内容不是有效的 JSON' });
  });

  it('a thrown bug → 500 with the request id and no internals', async () => {
    const res = await t.app.inject({ url: '/web/test/throw' });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    expect(res.json()).toEqual({
      code: 500,
      data: { request_id: requestId },
      msg: `服务器内部错误，请稍后重试（请求编号 ${requestId}）`,
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  it('a response is serialized through the contract, so unmapped fields never leak', async () => {
    const res = await t.app.inject({ url: '/web/test/leaky' });
    expect(res.json()).toEqual({ code: 0, data: { id: 1 }, msg: 'ok' });
  });

  it('keeps a sane incoming x-request-id and replaces a hostile one', async () => {
    const kept = await t.app.inject({ url: '/web/nope', headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers['x-request-id']).toBe('lb-123');
    const replaced = await t.app.inject({
      url: '/web/nope',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

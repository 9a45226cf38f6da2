import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  // The last test closes the database on purpose, so nothing is left to check at close.
  t = await createTestApp({ skipCounterCheck: { reason: 'the database is closed by the test' } });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('is ok while the database answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { status: 'ok', database: 'ok' }, msg: 'ok' });
  });

  it('answers 503 with an envelope when the database is unreachable', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 503,
      msg: '数据库不可用，请稍后重试',
      data: { database: 'unreachable' },
    });
  });
});

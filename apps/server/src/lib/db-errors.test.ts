import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { freePort } from '../../test/net';
import { openPostgres, type Database } from '../db/client';
import { isDatabaseUnavailable, uniqueViolation } from './db-errors';

/*
 * A PostgreSQL that is not there: a real node-postgres pool pointed at a port nothing
 * listens on, so the errors are the driver's own (ECONNREFUSED wrapped by Drizzle), not
 * hand-made look-alikes. The restart itself is postgres-restart.pg.test.ts.
 */

const lines: string[] = [];
let t: TestApp;
let absent: Database;
/** A value that stands for user input in the failed statement's parameters. */
const USER_TEXT = 'Connection terminated 用户的内容';

beforeAll(async () => {
  absent = openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { max: 2 });
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: { logStream: { write: (line: string) => void lines.push(line) } },
    beforeReady(app) {
      app.get('/test/absent-db', async () => {
        await absent.db.execute(sql`select ${USER_TEXT}::text`);
        return { code: 0, data: null, msg: 'ok' };
      });
      app.get('/test/broken-query', async () => {
        await t.database.db.execute(sql`select ${USER_TEXT}::text from no_such_table`);
        return { code: 0, data: null, msg: 'ok' };
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await absent.close();
});

describe('a database that cannot be reached', () => {
  it('is told apart from a failing query by the driver’s own errors', async () => {
    const refused = await absent.db.execute(sql`select 1`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const broken = await t.database.db.execute(sql`select * from no_such_table`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(broken)).toBe(false);
    expect(uniqueViolation(broken)).toBeUndefined();
    // SQLSTATEs of a server going away, and the message pg-pool gives a timed-out connect.
    for (const code of ['57P01', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable({ cause: { code } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '40P01', '42P01', '22P02'])
      expect(isDatabaseUnavailable({ cause: { code } })).toBe(false);
    // The words in a wrapper that quotes the parameters are user text, not a diagnosis.
    expect(isDatabaseUnavailable(new Error(`Failed query: select $1 params: ${USER_TEXT}`))).toBe(
      false,
    );
  });

  it('answers 503 with a Chinese message and Retry-After, and logs no SQL or parameters', async () => {
    const res = await t.app.inject({ url: '/test/absent-db' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: ERROR_CODE.unavailable,
      data: null,
      msg: MSG.serviceUnavailable,
    });
    const log = lines.join('');
    expect(log).toContain('"dbError":"ECONNREFUSED"');
    expect(log).not.toContain('用户的内容');
    expect(log).not.toContain('select');
  });

  it('still answers 500 to a query that is wrong, whatever its parameters say', async () => {
    const res = await t.app.inject({ url: '/test/broken-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: ERROR_CODE.internal });
  });
});

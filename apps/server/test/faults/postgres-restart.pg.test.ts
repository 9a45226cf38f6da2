import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODE, MSG } from '@xinke/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { isDatabaseUnavailable } from '../../src/lib/db-errors';
import { nextNo, person } from '../letters';
import { onlineSocket } from '../socket-client';
import { sleep } from '../net';
import { startSparePostgres, type SparePostgres } from '../spare-services';
import { acknowledged, startWriteLoad, storedWrites } from './write-load';

/*
 * PostgreSQL crashes and comes back (`pg_ctl stop -m immediate`, then start: WAL replay)
 * while six senders write without pause. Its own instance on a free port, never the
 * machine's. The writes are page views with a numbered path, so each acknowledged one
 * can be looked up afterwards.
 */

const PATH_PREFIX = '/fault/pg/';
let spare: SparePostgres;
let database: Database;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'xinke-fault-pg-'));

beforeAll(async () => {
  spare = await startSparePostgres();
  database = openPostgres(spare.url, { max: 8 });
  await database.withExclusive((db) => applyMigrations(database, db));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // This test is about the database; one client writing fast is not abuse here.
    PAGE_VIEW_RATE_LIMIT: '1000000',
  });
  app = await buildApp(config, { database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await spare?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function writeView(seq: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/web/common/page_view',
    payload: { page_path: `${PATH_PREFIX}${seq}`, page_source: 1 },
  });
  const body = res.json<{ code: number; msg: string }>();
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    code: body.code,
    msg: body.msg,
    ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
  };
}

describe('PostgreSQL restarted while writes are in flight', () => {
  it('answers 503 with a Chinese message while it is down, recovers by itself, loses no acknowledged write', async () => {
    // A member with a live socket, to send a letter over it while the database is away.
    const members = { app, db: database.db };
    const sender = await person(members);
    const recipient = await person(members);
    const socket = await onlineSocket(app, sender.token);
    const load = startWriteLoad(writeView);
    const reads: number[] = [];
    await sleep(1500);
    expect(acknowledged(load.outcomes).length).toBeGreaterThan(0);

    // A transaction holding its connection, idle between two statements, when the server
    // dies: pg-pool does not listen to a checked-out client, so the 'error' it emits must
    // find our listener rather than crash the process (Vitest fails on an uncaught one).
    let carryOn = () => {};
    const resumed = new Promise<void>((resolve) => (carryOn = resolve));
    const held = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await resumed;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    await sleep(100);

    const downAt = load.elapsed();
    await spare.stop('immediate');
    // Over the socket the letter is refused the same way, by its number.
    const no = nextNo();
    socket.send({ touid: recipient.user.id, no, msg: '停机时的信' });
    expect(await socket.next('error', (f) => f.no === no)).toEqual({
      type: 'error',
      no,
      code: ERROR_CODE.unavailable,
      msg: MSG.serviceUnavailable,
    });
    // While it is away, reads and the health check are refused the same way.
    for (let i = 0; i < 10; i++) {
      for (const url of ['/healthz', '/web/forum/detail/1', '/web/forum/list?page=1'])
        reads.push((await app.inject({ method: 'GET', url })).statusCode);
      await sleep(200);
    }
    await spare.start();
    const upAt = load.elapsed();
    carryOn();
    expect(isDatabaseUnavailable(await held)).toBe(true);
    for (let waited = 0; !load.outcomes.some((o) => o.at > upAt && o.code === 0); waited += 50) {
      if (waited > 15_000) throw new Error('no write succeeded within 15 s of the restart');
      await sleep(50);
    }
    const recoveredAt = load.outcomes.find((o) => o.at > upAt && o.code === 0)?.at ?? 0;
    const again = nextNo();
    socket.send({ touid: recipient.user.id, no: again, msg: '恢复后的信' });
    await socket.next('ack', (f) => f.no === again);
    await socket.close();
    await sleep(1000);
    const outcomes = await load.stop();

    // Nothing but success or a 503 envelope, and the 503s say what to do, in Chinese.
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([200, 503]));
    for (const o of refused) {
      expect(o).toMatchObject({
        status: 503,
        code: ERROR_CODE.unavailable,
        msg: MSG.serviceUnavailable,
        retryAfter: '5',
      });
    }
    expect(reads.every((s) => s === 200 || s === 503)).toBe(true);
    expect(reads).toContain(503);

    // Every write acknowledged with code 0 is there; a refused one may be there too (its
    // commit can land before the connection dies), which is a retry's duplicate, not a loss.
    const acked = acknowledged(outcomes);
    const found = await storedWrites(database.db, PATH_PREFIX);
    const lost = acked.filter((seq) => !found.has(seq));
    expect(lost).toEqual([]);
    expect(found.size).toBeGreaterThanOrEqual(acked.length);

    console.info(
      `[faults] postgres restart: ${outcomes.length} writes, ${acked.length} acknowledged, ` +
        `${found.size} found, ${lost.length} lost, ${refused.length} answered 503; down at ` +
        `${downAt} ms, back at ${upAt} ms, first success ${recoveredAt - upAt} ms later`,
    );
  });
});

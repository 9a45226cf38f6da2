import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../lib/db-errors';
import { openPglite, type Database } from '../client';
import { PgliteThread } from './thread';

/**
 * The embedded database on its worker thread (docs/faults.md "The embedded database's
 * thread"): what crosses the thread boundary must behave as PGlite does in one thread,
 * and a slow statement must no longer hold the event loop.
 */
describe('PGlite on a worker thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.start({ memory: true });
    await thread.exec(`
      create table parts (id int primary key, name text unique not null, at timestamptz);
      insert into parts values (1, 'ESP32-S3', '2026-11-29 08:00:00+00');
    `);
  });
  afterAll(() => thread.close());

  it('answers rows with their types, in object and array mode', async () => {
    const objects = await thread.query<{ id: number; name: string; at: Date }>(
      'select id, name, at from parts where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([
      { id: 1, name: 'ESP32-S3', at: new Date('2026-11-29T08:00:00Z') },
    ]);
    const arrays = await thread.query('select id, name from parts', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'ESP32-S3']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'name']);
  });

  it("runs the caller's parsers on the main thread, on the columns of their types", async () => {
    const TIMESTAMPTZ = 1184;
    const INT4 = 23;
    const result = await thread.query<[string, string]>('select at, id from parts', [], {
      rowMode: 'array',
      parsers: {
        // Drizzle's: the text as PostgreSQL sent it.
        [TIMESTAMPTZ]: (text: string) => text,
        [INT4]: (text: string) => `#${text}`,
      },
    });
    expect(result.rows).toEqual([['2026-11-29 08:00:00+00', '#1']]);
  });

  it("keeps PostgreSQL's error fields across the thread (the callers read code and constraint)", async () => {
    const failed = await thread
      .query(`insert into parts (id, name) values (2, 'ESP32-S3')`)
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({
      code: '23505',
      constraint: 'parts_name_key',
      severity: 'ERROR',
      table: 'parts',
    });
    expect(uniqueViolation(failed)).toBe('parts_name_key');
    // The parameters (what members typed) stay behind.
    expect('params' in (failed as object)).toBe(false);
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query(`insert into parts (id, name) values (10, 'CH340')`);
    });
    const failed = await thread
      .transaction(async (tx) => {
        await tx.query(`insert into parts (id, name) values (11, 'STM32F103')`);
        throw new Error('中途失败');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('中途失败');
    await thread.transaction(async (tx) => {
      await tx.query(`insert into parts (id, name) values (12, 'RP2040')`);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    const names = await thread.query<{ name: string }>(
      'select name from parts where id >= 10 order by id',
    );
    expect(names.rows.map((r) => r.name)).toEqual(['CH340']);
  });

  it('a statement outside a transaction waits for it, as in one thread, and sees its commit', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      await tx.query(`insert into parts (id, name) values (20, 'nRF52840')`);
      outside = thread
        .query<{ n: number }>('select count(*)::int as n from parts where id = 20')
        .then((r) => order.push(`outside saw ${r.rows[0]!.n}`));
      // Give the outside statement every chance to run first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('a slow statement no longer holds the event loop', async () => {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    await thread.query(
      'select count(*) from generate_series(1, 3000000) a join lateral (select a) b on true',
    );
    const took = performance.now() - started;
    loop.disable();
    const worstMs = loop.max / 1e6;
    // The statement runs for hundreds of ms on the worker; the main thread's timers keep
    // firing meanwhile (in one thread the loop would stall for all of it).
    expect(took).toBeGreaterThan(150);
    expect(worstMs).toBeLessThan(took / 2);
  });

  it('refuses what cannot cross: functions other than parsers', async () => {
    await expect(
      thread.query('select 1', [], { serializers: { 25: (v: unknown) => String(v) } }),
    ).rejects.toThrow(/cannot cross/);
  });

  it('a stopped thread fails every call at once instead of hanging', async () => {
    const other = await PgliteThread.start({ memory: true });
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/exited/);
  });
});

describe('openPglite on its thread', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'xinke-thread-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function open(): Promise<Database> {
    return openPglite({ dataDir: join(dir, 'pg') });
  }

  it(
    'keeps what it committed in the data dir, through Drizzle, across a close and reopen',
    { timeout: 120_000 },
    async () => {
      const first = await open();
      await first.db.execute(sql`create table notes (id serial primary key, body text)`);
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values (${'第一条'})`);
        // Drizzle's nested transaction: a savepoint, rolled back alone.
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into notes (body) values (${'撤回'})`);
            inner.rollback();
          })
          .catch(() => undefined);
      });
      let heard = 0;
      first.writes.on(() => (heard += 1));
      await first.db.execute(sql`insert into notes (body) values (${'第二条'})`);
      expect(heard).toBe(1);
      await first.close();

      const again = await open();
      const rows = await again.db.execute(sql`select body from notes order by id`);
      expect((rows as unknown as { rows: { body: string }[] }).rows.map((r) => r.body)).toEqual([
        '第一条',
        '第二条',
      ]);
      // A snapshot (the backup's) and a dump (the tests') come back across the thread.
      const snapshot = await again.snapshot!();
      expect(snapshot.info.counts.notes).toBe(2);
      expect(snapshot.dump.size).toBeGreaterThan(1_000_000);
      const dump = await again.dump!();
      await again.close();

      const restored = await openPglite({ memory: true, snapshot: dump });
      const count = await restored.db.execute(sql`select count(*)::int as n from notes`);
      expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
      await restored.close();
    },
  );
});

import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-db';
import { openPostgres, selectRows, type PostgresDatabase } from './client';

/*
 * PostgreSQL transactions write BEGIN with their first statement (pipelined-begin.ts): what
 * that must not change (the first statement is inside the transaction, a failure rolls all
 * of it back, the connection goes back to the pool) and what it is for (one write).
 * Collected only when TEST_DATABASE_URL and REDIS_URL are set (vitest.config.ts).
 */

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: PostgresDatabase;
const logged: string[] = [];

beforeAll(async () => {
  created = await createPostgresDatabase('xinke_tx_');
  database = openPostgres(created.url, {
    max: 2,
    logger: { logQuery: (text) => logged.push(text) },
  });
  await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
});

afterAll(async () => {
  await database.close();
  await created.drop();
});

async function notes(): Promise<string[]> {
  const rows = await selectRows<{ body: string }>(database.db, sql`select body from notes order by id`);
  return rows.map((r) => r.body);
}

/** Every write the pool's connections make to their sockets, as the text of its messages. */
function recordWrites(pool: pg.Pool): string[][] {
  const writes: string[][] = [];
  const clients = (pool as unknown as { _clients: pg.Client[] })._clients;
  for (const client of clients) {
    const socket = (client as unknown as { connection: { stream: SocketLike } }).connection.stream;
    if (socket.recorded) continue;
    socket.recorded = true;
    const writev = socket._writev.bind(socket);
    const write = socket._write.bind(socket);
    socket._writev = (chunks, callback) => {
      writes.push(chunks.map((c) => messageText(c.chunk)));
      writev(chunks, callback);
    };
    socket._write = (chunk, encoding, callback) => {
      writes.push([messageText(chunk)]);
      write(chunk, encoding, callback);
    };
  }
  return writes;
}

interface SocketLike {
  recorded?: boolean;
  _writev(chunks: { chunk: Buffer }[], callback: (err?: Error) => void): void;
  _write(chunk: Buffer, encoding: string, callback: (err?: Error) => void): void;
}

/** A protocol message's type letter and, for a query or parse, its SQL. */
function messageText(chunk: Buffer): string {
  return `${String.fromCharCode(chunk[0]!)} ${chunk.subarray(5).toString('utf8').replace(/\0/g, ' ').trim()}`;
}

describe('a PostgreSQL transaction', () => {
  it('writes BEGIN and its first statement to the socket together, and its answer is the statement’s', async () => {
    // Both connections open and idle, so whichever the transaction takes is recorded.
    await Promise.all([database.pool.query('select 1'), database.pool.query('select 1')]);
    const writes = recordWrites(database.pool);
    const id = await database.db.transaction(async (tx) => {
      const [row] = await selectRows<{ id: number }>(
        tx,
        sql`insert into notes (body) values (${'第一条'}) returning id`,
      );
      await tx.execute(sql`update notes set body = ${'第一条（改）'} where id = ${row!.id}`);
      return row!.id;
    });
    const written = [...writes];
    expect(id).toBeGreaterThan(0);
    expect(await notes()).toEqual(['第一条（改）']);
    const first = written[0]!;
    expect(first[0]).toBe('Q begin');
    expect(first.some((m) => m.startsWith('P') && m.includes('insert into notes'))).toBe(true);
    // Then the second statement and COMMIT, each a write of its own (they wait for answers).
    expect(written.at(-1)).toEqual(['Q commit']);
    expect(written).toHaveLength(3);
  });

  it('rolls its first statement back when a later one fails', async () => {
    const before = await notes();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values (${'不应留下'})`);
        await tx.execute(sql`insert into notes (body) values (${null})`);
      }),
    ).rejects.toThrow();
    expect(await notes()).toEqual(before);
  });

  it('rolls back when the work throws before any statement, and gives the connection back', async () => {
    const before = await notes();
    await expect(
      database.db.transaction(() => {
        throw new Error('校验失败');
      }),
    ).rejects.toThrow('校验失败');
    await expect(
      database.db.transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`insert into notes (body) values (${'也不应留下'})`);
        throw new Error('之后失败');
      }),
    ).rejects.toThrow('之后失败');
    expect(await notes()).toEqual(before);
    // Two connections in the pool, none left checked out, none left in a transaction.
    expect(database.pool.idleCount).toBe(database.pool.totalCount);
    const states = await selectRows<{ state: string }>(
      database.db,
      sql`select state from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(states.map((s) => s.state)).not.toContain('idle in transaction');
  });

  it('keeps savepoints and concurrent transactions apart', async () => {
    await database.db.execute(sql`truncate notes`);
    await Promise.all(
      ['甲', '乙', '丙', '丁'].map((body) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (body) values (${body})`);
          await tx
            .transaction(async (inner) => {
              await inner.execute(sql`insert into notes (body) values (${`${body}（撤回）`})`);
              throw new Error('撤回内层');
            })
            .catch(() => undefined);
        }),
      ),
    );
    expect((await notes()).sort()).toEqual(['丁', '丙', '乙', '甲'].sort());
  });

  it('tells the statement recorder about BEGIN and COMMIT, as Drizzle did', async () => {
    logged.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(logged).toEqual(['begin', 'select 1', 'commit']);
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { UNSHOWN_WRITE_MARK, WriteWatch, isWriteStatement, watchPgPool } from './write-watch';

describe('isWriteStatement', () => {
  it('writes and transaction ends count', () => {
    for (const text of [
      'insert into "items" ("title") values ($1)',
      '  UPDATE items SET visit_count = visit_count + 1',
      'delete from "comments" where "id" = $1',
      'commit',
      'with moved as (update items set is_top = 0 returning id) select count(*) from moved',
      'with gone as (delete from likes where user_id = $1) select 1',
    ])
      expect(isWriteStatement(text), text).toBe(true);
  });

  it('reads (and marked writes no cached answer shows) never count, so a cache miss does not empty the cache', () => {
    for (const text of [
      'select "id", "update_time" from "items" where "id" = $1',
      'with t1 as materialized (select id from items where search_vector @@ $1::tsquery) select * from t1',
      'begin',
      `${UNSHOWN_WRITE_MARK} insert into search_keywords (keyword, count) values ($1, 1)`,
    ])
      expect(isWriteStatement(text), text).toBe(false);
  });
});

describe('watchPgPool', () => {
  /** A pool client stand-in: answers both call forms, as pg.Client does. */
  function fakeClient(log: string[]) {
    return {
      query(text: string, ...rest: unknown[]) {
        log.push(`run ${text}`);
        const callback = rest.at(-1);
        if (typeof callback === 'function') {
          setImmediate(() => (callback as (e: unknown, r: unknown) => void)(null, { rows: [] }));
          return undefined;
        }
        return new Promise((resolve) => setImmediate(() => resolve({ rows: [] })));
      },
    };
  }

  it('hears a write once it has completed, in the callback form (pool.query) and the promise form', async () => {
    const pool = new pg.Pool();
    const watch = new WriteWatch();
    const log: string[] = [];
    watch.on(() => log.push('notified'));
    watchPgPool(pool, watch);
    const client = fakeClient(log);
    pool.emit('connect', client);

    await new Promise<void>((resolve) => {
      client.query('update items set title = $1', ['x'], () => {
        log.push('caller continues');
        resolve();
      });
    });
    await client.query('commit');
    log.push('after commit');
    await client.query('select 1');
    expect(log).toEqual([
      'run update items set title = $1',
      'notified',
      'caller continues',
      'run commit',
      'notified',
      'after commit',
      'run select 1',
    ]);
    await pool.end();
  });
});

import { describe, expect, it } from 'vitest';
import { UNSHOWN_WRITE_MARK, isWriteStatement } from './write-watch';

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

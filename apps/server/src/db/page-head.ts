import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from './client';

/** A value in a statement: a number, or a placeholder of a statement prepared once. */
export type SqlValue = number | SQL | Placeholder;

/**
 * A page's head: the figures a page answer needs beside its rows (a total, an unread
 * count, a marker), read as uncorrelated subquery columns of the page's own statement, so
 * a page costs one round trip (PostgreSQL runs each such subquery once per statement, not
 * per row). A page past the end has no row to carry them: then they are read alone, from
 * the same SQL with the values in place of the placeholders (`columns`).
 */
export async function headOfPage<Head extends object>(
  db: Db,
  rows: readonly Head[],
  columns: Record<keyof Head & string, SQL>,
): Promise<Head | undefined> {
  if (rows[0]) return rows[0];
  const [head] = await selectRows<Head>(
    db,
    sql`select ${sql.join(
      Object.entries<SQL>(columns).map(
        ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
      ),
      sql`, `,
    )}`,
  );
  return head;
}

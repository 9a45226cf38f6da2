import type { BenchDatabase } from './bench-db';

/**
 * A bulk load the way PostgreSQL's manual advises ("Populating a Database"): the secondary
 * indexes of the loaded tables are dropped first and built once at the end, instead of
 * being updated row by row (at a million posts that is most of the seeding time). Primary
 * keys and the indexes behind constraints stay: they are what keeps the generated rows
 * honest (one like per member and post).
 */
export async function withIndexesDeferred(
  b: BenchDatabase,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await b.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1::text[])
        and not exists (
          select 1 from pg_constraint c
           where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const index of indexes) await b.query(`drop index if exists "${index.name}"`);
  await load();
  // One at a time: on two shared cores, parallel builds only contend.
  for (const index of indexes) await b.query(index.definition);
}

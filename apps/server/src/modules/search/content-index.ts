import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, resources } from '../../db/schema';
import { searchVectorSql } from '../../search';
import { articleSearchDocument, resourceSearchDocument } from './search-documents';

/**
 * Indexes every article and resource that has no search vector yet: the rows written before
 * migration 0025 (run at start-up, db/prepare.ts) and the demo seed's. The vector is built
 * by the application's tokenizer, so SQL alone cannot fill it. The consoles index what they
 * write, so after the first run this is two scans of small tables that find nothing.
 */
export async function indexUnindexedContent(
  db: Db,
): Promise<{ articles: number; resources: number }> {
  const articleRows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      content: articles.content,
    })
    .from(articles)
    .where(isNull(articles.searchVector));
  for (const row of articleRows)
    await db
      .update(articles)
      .set({ searchVector: searchVectorSql(articleSearchDocument(row)) })
      .where(eq(articles.id, row.id));
  const resourceRows = await db
    .select({
      id: resources.id,
      title: resources.title,
      version: resources.version,
      summary: resources.summary,
      content: resources.content,
    })
    .from(resources)
    .where(isNull(resources.searchVector));
  for (const row of resourceRows)
    await db
      .update(resources)
      .set({ searchVector: searchVectorSql(resourceSearchDocument(row)) })
      .where(eq(resources.id, row.id));
  return { articles: articleRows.length, resources: resourceRows.length };
}

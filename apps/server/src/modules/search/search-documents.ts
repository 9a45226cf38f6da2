import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { circles, items, users } from '../../db/schema';
import { htmlToText, indexDocument, searchVectorSql, type SearchDocument } from '../../search';

/**
 * What each searchable row contributes to its tsvector. Writers (items, circles, accounts,
 * the article and resource consoles, the seed, the bench) all build vectors through these, so a row is searchable by the same
 * fields wherever it was written.
 */

/** Posts: title (weight A) and the text of the sanitised HTML body (weight B). */
export function itemSearchDocument(item: { title: string; body: string }): SearchDocument {
  return { title: item.title, body: htmlToText(item.body) };
}

/** Circles: name (A); category and description (B). */
export function circleSearchDocument(circle: {
  name: string;
  description: string;
  circleTag: string;
}): SearchDocument {
  return { title: circle.name, body: `${circle.circleTag} ${circle.description}` };
}

/** Users: nickname (A) and signature (B). */
export function userSearchDocument(user: { nickname: string; userSign: string }): SearchDocument {
  return { title: user.nickname, body: user.userSign };
}

/**
 * News and official articles: title (A); summary and the text of the sanitised HTML body (B).
 * The vector follows the text only: who may see an article (published, publish_at passed)
 * is decided when searching, so publishing or withdrawing one needs no re-index.
 */
export function articleSearchDocument(article: {
  title: string;
  summary: string;
  content: string;
}): SearchDocument {
  return { title: article.title, body: `${article.summary} ${htmlToText(article.content)}` };
}

/**
 * Projects of the pool: title (A); summary, body text and the BOM's part names (B), so a
 * search for a part (SHT40, ESP32-S3) finds the projects that use it. Visibility (published)
 * is decided when searching.
 */
export function projectSearchDocument(project: {
  title: string;
  summary: string;
  body: string;
  parts: string[];
}): SearchDocument {
  return {
    title: project.title,
    body: `${project.summary} ${htmlToText(project.body)} ${project.parts.join(' ')}`,
  };
}

/** Resources: title (A); version, summary and body text (B). Visibility as for articles. */
export function resourceSearchDocument(resource: {
  title: string;
  version: string;
  summary: string;
  content: string;
}): SearchDocument {
  return {
    title: resource.title,
    body: `${resource.version} ${resource.summary} ${htmlToText(resource.content)}`,
  };
}

/** The users.search_vector literal for an insert (see modules/auth/new-user.ts). */
export function userSearchVector(user: { nickname: string; userSign?: string }): string {
  return indexDocument(
    userSearchDocument({ nickname: user.nickname, userSign: user.userSign ?? '' }),
  );
}

/** Re-indexes one user from their stored nickname and signature (after a profile change). */
export async function refreshUserSearchVector(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ nickname: users.nickname, userSign: users.userSign })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return;
  await db
    .update(users)
    .set({ searchVector: searchVectorSql(userSearchDocument(row)) })
    .where(eq(users.id, userId));
}

/** Re-indexes one circle (for the circle module when a name or description changes). */
export async function refreshCircleSearchVector(db: Db, circleId: number): Promise<void> {
  const [row] = await db
    .select({ name: circles.name, description: circles.description, circleTag: circles.circleTag })
    .from(circles)
    .where(eq(circles.id, circleId));
  if (!row) return;
  await db
    .update(circles)
    .set({ searchVector: searchVectorSql(circleSearchDocument(row)) })
    .where(eq(circles.id, circleId));
}

/** Re-indexes one item from its stored title and body (tests; the item module writes its own). */
export async function refreshItemSearchVector(db: Db, itemId: number): Promise<void> {
  const [row] = await db
    .select({ title: items.title, body: items.body })
    .from(items)
    .where(eq(items.id, itemId));
  if (!row) return;
  await db
    .update(items)
    .set({ searchVector: searchVectorSql(itemSearchDocument(row)) })
    .where(eq(items.id, itemId));
}

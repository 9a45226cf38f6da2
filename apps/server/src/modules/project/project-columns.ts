import { PROJECT_LIMITS } from '@xinke/shared';
import { sanitizePostHtml, summaryExcerpt } from '../../lib/sanitize-html';
import { searchVectorSql } from '../../search';
import { projectSearchDocument } from '../search/search-documents';

/**
 * The stored text of a project: the body sanitized, the summary (the body's first 120
 * characters when empty) and the search vector over title, summary, body and BOM parts.
 * One place for the service's writes and the demo seed, so both are found by search alike.
 */
export function projectTextColumns(p: {
  title: string;
  summary: string;
  body: string;
  parts: string[];
}) {
  const body = sanitizePostHtml(p.body);
  const summary = p.summary || summaryExcerpt(body, PROJECT_LIMITS.summaryFromBody);
  return {
    title: p.title,
    summary,
    body,
    searchVector: searchVectorSql(
      projectSearchDocument({ title: p.title, summary, body, parts: p.parts }),
    ),
  };
}

import { eq } from 'drizzle-orm';
import { COMMENT_STATUS, COMMENT_TYPE, SPEC_LIMITS, SPEC_STATUS } from '@xinke/shared';
import { sanitizePostHtml, summaryExcerpt } from '../../lib/sanitize-html';
import type { Db } from '../client';
import { comments, specs, users } from '../schema';
import { DEMO_SPEC_COMMENTS, DEMO_SPEC_CREATOR, DEMO_SPECS } from './creator-data';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The research room's first specs: one demo member made a creative master, with two published
 * specs and a draft, and other members' comments on the published ones. Rows only: the
 * counters are derived afterwards (recountCounters, docs/counters.md).
 */
export async function seedSpecs(db: Db, now: number, userIds: number[]): Promise<void> {
  const [creator] = await db
    .update(users)
    .set({ xUp: 1 })
    .where(eq(users.nickname, DEMO_SPEC_CREATOR))
    .returning({ id: users.id });
  if (!creator) return;
  const inserted = await db
    .insert(specs)
    .values(
      DEMO_SPECS.map((s) => {
        const at = new Date(now - s.daysAgo * DAY_MS);
        const content = sanitizePostHtml(s.content);
        return {
          creatorId: creator.id,
          title: s.title,
          summary: s.summary || summaryExcerpt(content, SPEC_LIMITS.summaryFromBody),
          content,
          price: s.price,
          status: s.published ? SPEC_STATUS.published : SPEC_STATUS.draft,
          createTime: at,
          updateTime: at,
        };
      }),
    )
    .returning({ id: specs.id, title: specs.title, createTime: specs.createTime });
  const readers = userIds.filter((id) => id !== creator.id);
  const rows = DEMO_SPEC_COMMENTS.flatMap((c, i) => {
    const spec = inserted.find((s) => s.title === c.title);
    const userId = readers[(i * 5 + 2) % readers.length];
    if (!spec || userId === undefined) return [];
    return [
      {
        type: COMMENT_TYPE.spec,
        typeId: spec.id,
        userId,
        content: c.content,
        status: COMMENT_STATUS.visible,
        createTime: new Date(Math.min(now, spec.createTime.getTime() + (i + 1) * 3600_000)),
      },
    ];
  });
  if (rows.length > 0) await db.insert(comments).values(rows);
}

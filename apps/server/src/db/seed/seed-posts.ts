import type { Storage } from '../../uploads/storage';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../client';
import { comments, items, itemTags } from '../schema';
import {
  CLOSINGS,
  COMMENTS,
  OPENINGS,
  QUESTION_CLOSINGS,
  QUESTION_COMMENTS,
  QUESTION_OPENINGS,
  VOTE_CLOSINGS,
  VOTE_COMMENTS,
  VOTE_OPENINGS,
} from './post-data';
import { CONTENT, type DemoPost } from './circle-content';
import type { Random } from './random';
import { CIRCLES, type CircleKey } from './site-data';
import type { SiteIds } from './seed-site';
import { PALETTE, POST_COVER_CROP_ASPECT, uploadUrl, wideSvg, writeImage } from './svg';

const DAY_MS = 86_400_000;
/** SPEC §9 comment type of a post. */
const COMMENT_TYPE_POST = 1;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function typeOf(marker: string): number {
  if (marker === '?') return ITEM_TYPE.question;
  if (marker === '#') return ITEM_TYPE.knowledge;
  if (marker === '!') return ITEM_TYPE.vote;
  return ITEM_TYPE.general;
}

/**
 * How many paragraphs each circle's shared pool once held: bodies were shuffled together
 * from it. The draws of that shuffle stay (see composeBody), so a fixed seed still yields
 * the same posts, authors, tags and comments.
 */
const RETIRED_PARAGRAPH_POOL: Record<CircleKey, number> = {
  build: 8,
  keyboard: 7,
  gpu: 7,
  rpi: 7,
  smarthome: 7,
  print3d: 7,
  mcu: 7,
  review: 7,
};

const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;

/**
 * Body HTML of a post: a shared opening, the post's own paragraphs with its spec list after
 * the first one, and a shared closing. The draws between opening and closing are those of
 * the retired assembly (paragraph count, shuffle, spec list), drawn and dropped.
 */
function composeBody(rnd: Random, circleKey: CircleKey, post: DemoPost, itemType: number): string {
  if (itemType === ITEM_TYPE.vote) {
    const opening = rnd.pick(VOTE_OPENINGS);
    rnd.skip(1);
    const closing = rnd.pick(VOTE_CLOSINGS);
    return [opening, ...post.paragraphs, closing].map(paragraph).join('\n');
  }
  const question = itemType === ITEM_TYPE.question;
  const opening = rnd.pick(question ? QUESTION_OPENINGS : OPENINGS);
  rnd.skip((question ? 0 : 1) + RETIRED_PARAGRAPH_POOL[circleKey] - 1);
  if (rnd.chance(0.6)) rnd.skip(1);
  const closing = rnd.pick(question ? QUESTION_CLOSINGS : CLOSINGS);
  const html = [opening, ...post.paragraphs].map(paragraph);
  if (post.specs?.length)
    html.splice(2, 0, `<ul>${post.specs.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
  html.push(paragraph(closing));
  return html.join('\n');
}

function summaryOf(html: string): string {
  const text = html
    .replace(/<li>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

interface Draft {
  row: typeof items.$inferInsert & { createTime: Date; userId: number };
  tagSlugs: string[];
  commentCount: number;
}

/** Posts with their tags and comments (rows only: seedDemo derives the counters). */
export async function seedPosts(
  db: Db,
  rnd: Random,
  uploads: Storage,
  now: number,
  userIds: number[],
  site: SiteIds,
): Promise<void> {
  const drafts: Draft[] = [];
  // Covers are drawn in parallel (sharp's worker threads) and awaited before the insert.
  const covers: Promise<string>[] = [];
  let n = 0;
  for (const circle of CIRCLES) {
    const content = CONTENT[circle.key];
    for (const post of content.posts) {
      n += 1;
      const marker = /^[?#!]/.test(post.title) ? (post.title[0] ?? '') : '';
      const title = marker ? post.title.slice(1) : post.title;
      const itemType = typeOf(marker);
      const body = composeBody(rnd, circle.key, post, itemType);
      // Skewed towards recent days, as on a living forum.
      const createTime = new Date(
        now - Math.floor(rnd.next() ** 1.6 * 60 * DAY_MS) - rnd.int(5, 600) * 60_000,
      );
      // Views are counted, not recorded (lib/visit-counter.ts), so the count is the fact.
      const visitCount = rnd.int(60, 6000);
      // The draws that once invented like and collect numbers stay (here and below), so a
      // fixed seed still yields the same posts; the likes are rows now (seed-relations.ts).
      rnd.next();
      const coverPath =
        itemType !== ITEM_TYPE.question && rnd.chance(0.45) ? `covers/${n}.jpg` : undefined;
      if (coverPath)
        covers.push(
          writeImage(
            uploads,
            coverPath,
            wideSvg({
              width: 640,
              height: 360,
              from: PALETTE[n % PALETTE.length] ?? '#1677ff',
              to: PALETTE[(n + 5) % PALETTE.length] ?? '#722ed1',
              // The phone feed shows the middle 4:3 of it (104 × 78, object-fit: cover).
              cropAspect: POST_COVER_CROP_ASPECT,
              title: circle.name,
              subtitle: title,
            }),
          ),
        );
      const tagSlugs = rnd.sample(content.tags, rnd.int(1, 2));
      if (itemType === ITEM_TYPE.question && !tagSlugs.includes('help')) tagSlugs.push('help');
      const userId = rnd.pick(userIds);
      const isRecommend = rnd.chance(0.3) ? 1 : 0;
      rnd.next(); // the collect draw once invented (see above)
      drafts.push({
        row: {
          userId,
          circleId: site.circleIds.get(circle.key),
          title,
          body,
          summary: summaryOf(body),
          cover: coverPath ? uploadUrl(coverPath) : '',
          itemType,
          itemStatus: ITEM_STATUS.published,
          isRecommend,
          visitCount,
          createTime,
          updateTime: createTime,
        },
        tagSlugs,
        commentCount: Math.floor(rnd.next() ** 1.5 * 13),
      });
    }
  }
  // Two pinned editors' picks, and a few posts that are not public (review, draft, rejected).
  for (const d of rnd.sample(drafts, 2)) Object.assign(d.row, { isTop: 1, isRecommend: 1 });
  const hidden = [ITEM_STATUS.reviewing, ITEM_STATUS.draft, ITEM_STATUS.rejected];
  for (const [i, d] of rnd.sample(drafts, hidden.length).entries()) {
    Object.assign(d.row, { itemStatus: hidden[i], isTop: 0, isRecommend: 0 });
  }

  drafts.sort((a, b) => a.row.createTime.getTime() - b.row.createTime.getTime());
  // How many comments each post gets (written below); the counters come from the rows.
  for (const d of drafts) if (d.row.itemStatus !== ITEM_STATUS.published) d.commentCount = 0;
  await Promise.all(covers);
  const inserted = await db
    .insert(items)
    .values(drafts.map((d) => d.row))
    .returning({ id: items.id });

  const tagRows: (typeof itemTags.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  drafts.forEach((d, i) => {
    const itemId = inserted[i]?.id;
    if (itemId === undefined) return;
    for (const slug of d.tagSlugs) {
      const tagId = site.tagIds.get(slug as never);
      if (tagId) tagRows.push({ itemId, tagId });
    }
    const circleName =
      CIRCLES.find((c) => site.circleIds.get(c.key) === d.row.circleId)?.name ?? '';
    const commenters = userIds.filter((id) => id !== d.row.userId);
    const start = d.row.createTime.getTime();
    // Comments that fit the kind of post; one draw each (as a pick), and no text twice.
    const pool =
      d.row.itemType === ITEM_TYPE.vote
        ? VOTE_COMMENTS
        : d.row.itemType === ITEM_TYPE.question
          ? QUESTION_COMMENTS
          : COMMENTS;
    const used = new Set<number>();
    for (let k = 0; k < d.commentCount; k++) {
      const userId = rnd.pick(commenters);
      let index = Math.floor(rnd.next() * pool.length);
      while (used.has(index) && used.size < pool.length) index = (index + 1) % pool.length;
      used.add(index);
      const content = (pool[index] ?? '').replace('{circle}', circleName);
      rnd.int(0, 30); // the draw of the comment likes once invented (same posts per seed)
      commentRows.push({
        type: COMMENT_TYPE_POST,
        typeId: itemId,
        userId,
        content,
        createTime: new Date(start + Math.floor(rnd.next() * Math.min(now - start, 10 * DAY_MS))),
      });
    }
  });
  if (tagRows.length) await db.insert(itemTags).values(tagRows);
  if (commentRows.length) await db.insert(comments).values(commentRows);
}

import { describe, expect, it } from 'vitest';
import { CONTENT } from './circle-content';
import { VOTE_SUBJECTS } from './seed-votes';
import { CIRCLES } from './site-data';

const posts = CIRCLES.flatMap((c) => CONTENT[c.key].posts);

describe('demo posts', () => {
  it('each circle has its ten posts, every title once', () => {
    for (const c of CIRCLES) expect(CONTENT[c.key].posts).toHaveLength(10);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
  });

  it('each post has a body of its own: 2–4 paragraphs, a vote its framing', () => {
    for (const p of posts) {
      const n = p.paragraphs.length;
      if (p.title.startsWith('!')) expect(n, p.title).toBeGreaterThanOrEqual(1);
      else expect(n >= 2 && n <= 4, p.title).toBe(true);
      for (const text of [...p.paragraphs, ...(p.specs ?? [])]) expect(text.trim()).toBe(text);
    }
  });

  it('votes have their subjects; questions, guides and votes carry no spec list', () => {
    for (const p of posts.filter((q) => q.title.startsWith('!'))) {
      expect(VOTE_SUBJECTS[p.title.slice(1)], p.title).toBeDefined();
      expect(p.specs).toBeUndefined();
    }
    for (const p of posts.filter((q) => /^[?#]/.test(q.title))) expect(p.specs).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { LEVELS } from './electricity';
import { MEDAL_KIND, MedalTrigger, SEEDED_MEDALS, type AutoMedal } from './medal';

describe('the seeded medal definitions (what migration 0015 put in the medals table)', () => {
  it('keys and names are unique; every medal has a badge and a condition', () => {
    expect(new Set(SEEDED_MEDALS.map((m) => m.key)).size).toBe(SEEDED_MEDALS.length);
    expect(new Set(SEEDED_MEDALS.map((m) => m.name)).size).toBe(SEEDED_MEDALS.length);
    for (const m of SEEDED_MEDALS) {
      expect(m.image).toMatch(/^\/app\/medals\/[a-z0-9-]+\.svg$/);
      expect(m.condition.length).toBeGreaterThan(0);
    }
  });

  it('the issue\u2019s medals: first post, 7-day streak, 100 likes, comments, ele, two admin-only', () => {
    expect(SEEDED_MEDALS.map((m) => [m.name, m.kind])).toEqual([
      ['初来乍到', MEDAL_KIND.auto],
      ['七日连签', MEDAL_KIND.auto],
      ['人气之星', MEDAL_KIND.auto],
      ['评论达人', MEDAL_KIND.auto],
      ['电量新星', MEDAL_KIND.auto],
      ['优秀创作者', MEDAL_KIND.manual],
      ['社区贡献者', MEDAL_KIND.manual],
    ]);
    const threshold = (key: string) =>
      (SEEDED_MEDALS.find((m) => m.key === key) as AutoMedal).threshold;
    expect(threshold('sign_in_7')).toBe(7);
    expect(threshold('likes_100')).toBe(100);
    expect(threshold('ele_star')).toBe(LEVELS[2].min);
  });

  it('every trigger has exactly one seeded medal', () => {
    for (const { value } of MedalTrigger.options)
      expect(
        SEEDED_MEDALS.filter((m) => m.kind === MEDAL_KIND.auto && m.trigger === value),
      ).toHaveLength(1);
  });
});

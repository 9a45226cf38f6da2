import { describe, expect, it } from 'vitest';
import { LEVELS } from './electricity';
import { MEDALS, MEDAL_KIND, MEDAL_TRIGGER, MedalTrigger, autoMedalsOf, medalOf } from './medal';

describe('medal definitions', () => {
  it('keys and names are unique; every medal has a badge and a condition', () => {
    expect(new Set(MEDALS.map((m) => m.key)).size).toBe(MEDALS.length);
    expect(new Set(MEDALS.map((m) => m.name)).size).toBe(MEDALS.length);
    for (const m of MEDALS) {
      expect(m.image).toMatch(/^\/app\/medals\/[a-z0-9-]+\.svg$/);
      expect(m.condition.length).toBeGreaterThan(0);
    }
  });

  it('the issue\u2019s medals: first post, 7-day streak, 100 likes, comments, ele, two admin-only', () => {
    expect(MEDALS.map((m) => [m.name, m.kind])).toEqual([
      ['初来乍到', MEDAL_KIND.auto],
      ['七日连签', MEDAL_KIND.auto],
      ['人气之星', MEDAL_KIND.auto],
      ['评论达人', MEDAL_KIND.auto],
      ['电量新星', MEDAL_KIND.auto],
      ['优秀创作者', MEDAL_KIND.manual],
      ['社区贡献者', MEDAL_KIND.manual],
    ]);
    expect(medalOf('sign_in_7')).toMatchObject({ threshold: 7 });
    expect(medalOf('likes_100')).toMatchObject({ threshold: 100 });
    expect(medalOf('ele_star')).toMatchObject({ threshold: LEVELS[2].min });
    expect(medalOf('nope')).toBeUndefined();
  });

  it('every trigger has a medal; autoMedalsOf lists a trigger\u2019s medals lowest first', () => {
    for (const { value } of MedalTrigger.options) expect(autoMedalsOf(value).length).toBe(1);
    expect(autoMedalsOf(MEDAL_TRIGGER.posts).map((m) => m.key)).toEqual(['first_post']);
  });
});

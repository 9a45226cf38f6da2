import { describe, expect, it } from 'vitest';
import {
  CircleMembership,
  CollectedFlag,
  CollectSourceType,
  CommentTargetType,
  CommentType,
  LikedFlag,
} from './forum';

describe('forum enums', () => {
  it('comment type codes 1–7, 8 (Xinke: a spec), 9 (a contest work) and 10 (a festival)', () => {
    expect(CommentType.values).toEqual({
      post: 1,
      comment: 2,
      reply: 3,
      article: 4,
      news: 5,
      projectPool: 6,
      projectPoolWeekly: 7,
      spec: 8,
      contestWork: 9,
      festival: 10,
    });
    expect(CommentType.label(3)).toBe('回复');
    expect(CommentType.has(7)).toBe(true);
    expect(CommentType.has(11)).toBe(false);
  });
  it('comment target types include 13 for the desktop-build contest, 6 (Xinke: a spec) and 14 (a festival)', () => {
    expect(CommentTargetType.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 13, 14]);
    expect(CommentTargetType.label(13)).toBe('装机大赛');
    expect(CommentTargetType.has(7)).toBe(false);
    expect(CommentTargetType.has(13)).toBe(true);
  });
  it('collect source types', () => {
    expect(CollectSourceType.values).toEqual({ item: 1, officialArticle: 2 });
    expect(CollectSourceType.label(2)).toBe('文章');
    expect(CollectSourceType.has(0)).toBe(false);
  });
  it('collected, liked and circle membership flags', () => {
    expect(CollectedFlag.label(1)).toBe('已收藏');
    expect(CollectedFlag.label(0)).toBe('未收藏');
    expect(LikedFlag.label(1)).toBe('已点赞');
    expect(LikedFlag.has(2)).toBe(false);
    expect(CircleMembership.values).toEqual({ joined: 1, notJoined: 0 });
    expect(CircleMembership.label(1)).toBe('已加入');
    expect(CircleMembership.label(0)).toBe('未加入');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CIRCLE_DIRECTORY_PAGE_SIZE,
  FORUM_LIST_PAGE_SIZE,
  HOME_SORT,
  ITEM_TYPE,
} from '@xinke/shared';
import {
  circlePostsQuery,
  circleTagsOf,
  directoryQuery,
  parseCirclePostsParams,
  parseDirectoryParams,
  patchCirclePostsParams,
  patchDirectoryParams,
} from './topic-params';

const qs = (s: string) => new URLSearchParams(s);

describe('circle directory params (?keyword=&tag=&page=)', () => {
  it('reads the URL with defaults for missing or invalid values', () => {
    expect(parseDirectoryParams(qs(''))).toEqual({ keyword: '', tag: undefined, page: 1 });
    expect(parseDirectoryParams(qs('keyword=%20树莓派%20&tag=开发板&page=3'))).toEqual({
      keyword: '树莓派',
      tag: '开发板',
      page: 3,
    });
    expect(parseDirectoryParams(qs('page=-1&tag=')).page).toBe(1);
    expect(parseDirectoryParams(qs('page=2.5')).page).toBe(1);
  });

  it('turns the state into the circle index query, leaving empty filters out', () => {
    expect(directoryQuery({ keyword: '', page: 2 })).toEqual({
      page: 2,
      page_size: CIRCLE_DIRECTORY_PAGE_SIZE,
      keyword: undefined,
      circle_tag: undefined,
    });
    expect(directoryQuery({ keyword: '显卡', tag: '电脑', page: 1 })).toMatchObject({
      keyword: '显卡',
      circle_tag: '电脑',
    });
  });

  it('a new keyword or tag starts at page 1; clearing removes the key', () => {
    const prev = qs('keyword=a&tag=电脑&page=4');
    expect(patchDirectoryParams(prev, { keyword: ' 显卡 ' }).toString()).toBe(
      new URLSearchParams({ keyword: '显卡', tag: '电脑' }).toString(),
    );
    expect(patchDirectoryParams(prev, { tag: null }).toString()).toBe('keyword=a');
    expect(patchDirectoryParams(prev, { keyword: '' }).has('keyword')).toBe(false);
    expect(patchDirectoryParams(prev, { page: 5 }).get('page')).toBe('5');
    expect(patchDirectoryParams(prev, { page: 1 }).has('page')).toBe(false);
  });

  it('lists each non-empty category once, in the circles’ order', () => {
    expect(
      circleTagsOf([
        { circle_tag: '电脑' },
        { circle_tag: '外设' },
        { circle_tag: '' },
        { circle_tag: ' 电脑 ' },
        { circle_tag: '开发板' },
      ]),
    ).toEqual(['电脑', '外设', '开发板']);
  });
});

describe('circle posts params (?type=&top=&page=)', () => {
  it('reads type, sort and page; unknown values fall back to all / default / 1', () => {
    expect(parseCirclePostsParams(qs(''))).toEqual({
      type: undefined,
      top: HOME_SORT.default,
      page: 1,
    });
    expect(parseCirclePostsParams(qs('type=2&top=-2&page=2'))).toEqual({
      type: ITEM_TYPE.question,
      top: HOME_SORT.ranking,
      page: 2,
    });
    // 0 is a real type (知识资源库), but an empty value is no filter.
    expect(parseCirclePostsParams(qs('type=0')).type).toBe(ITEM_TYPE.knowledge);
    expect(parseCirclePostsParams(qs('type=')).type).toBeUndefined();
    expect(parseCirclePostsParams(qs('type=42&top=7')).type).toBeUndefined();
    expect(parseCirclePostsParams(qs('top=7')).top).toBe(HOME_SORT.default);
  });

  it('the 投票 sort shows vote posts only, so the vote type is the one selected', () => {
    expect(parseCirclePostsParams(qs('top=5&type=2')).type).toBe(ITEM_TYPE.vote);
  });

  it('builds the forum list query of the circle', () => {
    expect(circlePostsQuery(7, { type: 2, top: HOME_SORT.ranking, page: 3 })).toEqual({
      page: 3,
      page_size: FORUM_LIST_PAGE_SIZE,
      circle_id: 7,
      item_type: 2,
      top: HOME_SORT.ranking,
    });
  });

  it('choosing a type or sort goes back to page 1 and keeps defaults out of the URL', () => {
    expect(patchCirclePostsParams(qs('page=3'), { type: 2 }).toString()).toBe('type=2');
    expect(patchCirclePostsParams(qs('type=2&page=3'), { type: null }).toString()).toBe('');
    expect(patchCirclePostsParams(qs('type=2'), { top: HOME_SORT.ranking }).toString()).toBe(
      'type=2&top=-2',
    );
    expect(patchCirclePostsParams(qs('top=-2'), { top: HOME_SORT.default }).toString()).toBe('');
    expect(patchCirclePostsParams(qs('type=2'), { page: 2 }).toString()).toBe('type=2&page=2');
  });

  it('the 投票 sort drops the type; another type leaves the 投票 sort', () => {
    expect(patchCirclePostsParams(qs('type=2'), { top: HOME_SORT.vote }).toString()).toBe('top=5');
    expect(patchCirclePostsParams(qs('top=5'), { type: ITEM_TYPE.question }).toString()).toBe(
      'type=2',
    );
    expect(patchCirclePostsParams(qs('top=5'), { type: null }).toString()).toBe('');
    expect(patchCirclePostsParams(qs('top=5'), { type: ITEM_TYPE.vote }).toString()).toBe(
      'top=5&type=-1',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FORUM_LIST_PAGE_SIZE } from '@xinke/shared';
import { featuredQuery, parseFeaturedParams, patchFeaturedParams } from './use-featured-params';

const parse = (search: string) => parseFeaturedParams(new URLSearchParams(search));
const patch = (search: string, change: Parameters<typeof patchFeaturedParams>[1]) =>
  patchFeaturedParams(new URLSearchParams(search), change).toString();

describe('parseFeaturedParams (SPEC §9 "Home list sort: ranking -2, default 0, vote 5")', () => {
  it.each([
    ['tag=recommend', { tag: 'recommend', top: 0, page: 1 }],
    ['tag=recommend&top=-2', { tag: 'recommend', top: -2, page: 1 }],
    ['top=0', { tag: undefined, top: 0, page: 1 }],
    ['top=5&page=3', { tag: undefined, top: 5, page: 3 }],
    // Not a sort of SPEC, or not a number: the default sort.
    ['top=3', { tag: undefined, top: 0, page: 1 }],
    ['top=abc', { tag: undefined, top: 0, page: 1 }],
    ['top=', { tag: undefined, top: 0, page: 1 }],
    // Pages are whole numbers from 1; a blank tag is no tag.
    ['page=0', { tag: undefined, top: 0, page: 1 }],
    ['page=-4', { tag: undefined, top: 0, page: 1 }],
    ['page=2.5', { tag: undefined, top: 0, page: 1 }],
    ['page=x', { tag: undefined, top: 0, page: 1 }],
    ['tag=%20%20', { tag: undefined, top: 0, page: 1 }],
  ])('?%s → %o', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it('the list query carries page, page size, tag and sort to GET /web/forum/list', () => {
    expect(featuredQuery(new URLSearchParams('tag=diy&top=-2&page=4'))).toEqual({
      page: 4,
      page_size: FORUM_LIST_PAGE_SIZE,
      tag: 'diy',
      top: -2,
    });
  });
});

describe('patchFeaturedParams', () => {
  it.each([
    // The sort: ranking and vote are written, the default sort stays out of the URL.
    ['tag=recommend', { top: -2 }, 'tag=recommend&top=-2'],
    ['tag=recommend', { top: 5 }, 'tag=recommend&top=5'],
    ['tag=recommend&top=5', { top: 0 }, 'tag=recommend'],
    // Changing the sort or the tag starts again at page 1.
    ['tag=recommend&page=3', { top: -2 }, 'tag=recommend&top=-2'],
    ['tag=recommend&top=5&page=3', { tag: 'diy' }, 'tag=diy&top=5'],
    // 全部 removes the tag.
    ['tag=recommend&page=2', { tag: null }, ''],
    // Paging keeps the rest; page 1 is the bare URL.
    ['tag=diy&top=-2', { page: 2 }, 'tag=diy&top=-2&page=2'],
    ['tag=diy&page=2', { page: 1 }, 'tag=diy'],
    // Other parameters (a campaign's channel) survive every change.
    ['channelCode=weibo&tag=recommend', { top: 5 }, 'channelCode=weibo&tag=recommend&top=5'],
  ])('?%s + %o → ?%s', (search, change, expected) => {
    expect(patch(search, change)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { buildPageView, isSearchEngineReferrer, pageViewSource, resolveChannel } from './page-view';

describe('page-view source (SPEC §7/§9)', () => {
  it.each([
    ['https://www.baidu.com/link?url=abc', true],
    ['https://m.baidu.com/s?wd=显卡', true],
    ['https://www.google.com/', true],
    ['https://cn.bing.com/search?q=xinke', true],
    ['https://so.toutiao.com/search', true],
    ['https://notbaidu.com/', false],
    ['https://www.bilibili.com/video/1', false],
    ['', false],
    ['not a url', false],
  ])('%s is a search engine: %s', (referrer, expected) => {
    expect(isSearchEngineReferrer(referrer)).toBe(expected);
  });

  it('only the landing view from a search engine is a relay (2); others are PC (1)', () => {
    expect(pageViewSource('https://www.baidu.com/', true)).toBe(2);
    expect(pageViewSource('https://www.baidu.com/', false)).toBe(1);
    expect(pageViewSource('https://weibo.com/', true)).toBe(1);
    expect(pageViewSource('', true)).toBe(1);
  });
});

describe('page-view channel', () => {
  it('takes ?channelCode= and asks to store it when it differs from the cookie', () => {
    expect(resolveChannel('?channelCode=bilibili', undefined)).toEqual({
      channel: 'bilibili',
      store: true,
    });
    expect(resolveChannel('?channelCode=bilibili', 'weibo')).toEqual({
      channel: 'bilibili',
      store: true,
    });
    expect(resolveChannel('?channelCode=bilibili', 'bilibili')).toEqual({
      channel: 'bilibili',
      store: false,
    });
  });

  it('falls back to the stored cookie, then to empty', () => {
    expect(resolveChannel('?tag=recommend', 'weibo')).toEqual({ channel: 'weibo', store: false });
    expect(resolveChannel('', undefined)).toEqual({ channel: '', store: false });
    expect(resolveChannel('?channelCode=', 'weibo')).toEqual({ channel: 'weibo', store: false });
  });

  it('builds the body with the path, source and channel', () => {
    expect(
      buildPageView({
        pathname: '/app/new-version/featured',
        search: '?tag=recommend&channelCode=zhihu',
        referrer: 'https://www.sogou.com/web?query=x',
        isLanding: true,
        storedChannel: undefined,
      }),
    ).toEqual({
      body: { page_path: '/app/new-version/featured', page_source: 2, channel_code: 'zhihu' },
      storeChannel: 'zhihu',
    });
  });
});

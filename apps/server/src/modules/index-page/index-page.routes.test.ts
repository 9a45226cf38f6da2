import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS, HOT_OBJECT_LIMIT, ITEM_STATUS, type ItemCard } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildBanner,
  buildCircle,
  buildFooterItem,
  buildItem,
  buildTag,
  buildUser,
  setSetting,
} from '../../../test/factories';

type ItemRow = Awaited<ReturnType<typeof buildItem>>;

let t: TestApp;
beforeAll(async () => {
  // The hot list is ranked by stored scores and counters written directly (100 000 likes
  // cannot be rows in a unit test), so this file's counters do not match rows on purpose.
  t = await createTestApp({
    skipCounterCheck: { reason: 'hot ranking fixtures write counters and scores directly' },
  });
});
afterAll(() => t.close());

describe('GET /web/index/banner', () => {
  it('returns all six groups as empty arrays when there is no banner', async () => {
    const res = await t.app.inject({ url: '/web/index/banner' });
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: Object.fromEntries(BANNER_GROUPS.map((g) => [g, []])),
    });
  });

  it('groups visible banners in sort order and honours equipment', async () => {
    const second = await buildBanner(t.db, { groupKey: 'banner1', sort: 2, title: '第二' });
    const first = await buildBanner(t.db, {
      groupKey: 'banner1',
      sort: 1,
      title: '第一',
      url: '/app/x',
    });
    await buildBanner(t.db, { groupKey: 'banner1', isShow: 0 });
    const h5 = await buildBanner(t.db, { groupKey: 'banner49', equipment: 'h5' });
    const news = await buildBanner(t.db, { groupKey: 'banner2' });
    await buildBanner(t.db, { groupKey: 'banner999' });

    const pc = (await t.app.inject({ url: '/web/index/banner?equipment=pc' })).json().data;
    expect(pc.banner1).toEqual([
      { id: first?.id, title: '第一', image: first?.image, url: '/app/x' },
      { id: second?.id, title: '第二', image: second?.image, url: '' },
    ]);
    expect(pc.banner2.map((b: { id: number }) => b.id)).toEqual([news?.id]);
    expect(pc.banner49).toEqual([]);
    expect(Object.keys(pc).sort()).toEqual([...BANNER_GROUPS].sort());

    const mobile = (await t.app.inject({ url: '/web/index/banner?equipment=h5' })).json().data;
    expect(mobile.banner49.map((b: { id: number }) => b.id)).toEqual([h5?.id]);
  });
});

describe('GET /web/index/footer', () => {
  it('returns the five groups, copyright, filing number and site settings from the database', async () => {
    const empty = (await t.app.inject({ url: '/web/index/footer' })).json().data;
    expect(empty).toEqual({
      attention: [],
      object: [],
      shop: [],
      report: [],
      contact: [],
      copyright: '',
      filing_number: '',
      site: { name: '芯客', logo: '', mini_qr: '' },
    });

    await buildFooterItem(t.db, {
      groupKey: 'object',
      name: '小程序',
      value: '/uploads/site/mini-qr.svg',
      type: 2,
      sort: 2,
    });
    await buildFooterItem(t.db, {
      groupKey: 'object',
      name: '微博',
      value: 'https://weibo.com/',
      type: 1,
      sort: 1,
    });
    await buildFooterItem(t.db, { groupKey: 'contact', name: '邮箱', value: 'a@b.cn', type: 0 });
    await setSetting(t.db, 'copyright', '© 2026 芯客 xinke');
    await setSetting(t.db, 'filing_number', '京ICP备2026000000号-1');

    const data = (await t.app.inject({ url: '/web/index/footer' })).json().data;
    expect(data.object).toEqual([
      { name: '微博', value: 'https://weibo.com/', type: 1 },
      { name: '小程序', value: '/uploads/site/mini-qr.svg', type: 2 },
    ]);
    expect(data.contact).toEqual([{ name: '邮箱', value: 'a@b.cn', type: 0 }]);
    expect(data.copyright).toBe('© 2026 芯客 xinke');
    expect(data.filing_number).toBe('京ICP备2026000000号-1');
  });
});

describe('GET /web/index/object', () => {
  const hot = async (): Promise<ItemCard[]> => {
    const res = await t.app.inject({ url: '/web/index/object' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('is an empty list before anything is published', async () => {
    await buildItem(t.db, { itemStatus: ITEM_STATUS.draft, thumbCount: 50 });
    expect(await hot()).toEqual([]);
  });

  it('lists published items by hot score, at most the shared limit; never drafts or pending', async () => {
    const author = await buildUser(t.db, { nickname: '热帖作者' });
    const circle = await buildCircle(t.db, { name: '热门圈子' });
    const hour = 3_600_000;
    // Same age, growing engagement: the later ones rank higher.
    const published: ItemRow[] = [];
    for (let i = 0; i < HOT_OBJECT_LIMIT + 2; i++) {
      published.push(
        await buildItem(t.db, {
          author,
          circle,
          createTime: new Date(Date.now() - 10 * hour),
          thumbCount: (i + 1) * 10,
        }),
      );
    }
    // Far more engagement, but not public: must never show.
    const hidden: ItemRow[] = [];
    for (const itemStatus of [
      ITEM_STATUS.unverified,
      ITEM_STATUS.reviewing,
      ITEM_STATUS.rejected,
      ITEM_STATUS.draft,
    ]) {
      hidden.push(await buildItem(t.db, { itemStatus, thumbCount: 100_000, commentCount: 9_999 }));
    }
    // The stored score decides, not the raw counters.
    const boosted = await buildItem(t.db, { author, thumbCount: 0, hotScore: 1e9 });

    const list = await hot();
    expect(list).toHaveLength(HOT_OBJECT_LIMIT);
    const expected = [boosted, ...published.slice().reverse()].slice(0, HOT_OBJECT_LIMIT);
    expect(list.map((c) => c.id)).toEqual(expected.map((r) => r.id));
    for (const h of hidden) expect(list.map((c) => c.id)).not.toContain(h.id);

    const top = list.find((c) => c.id === published[HOT_OBJECT_LIMIT + 1]?.id);
    expect(top).toMatchObject({
      circle: { id: circle.id, name: '热门圈子' },
      author: { id: author.id, nickname: '热帖作者' },
      thumb_count: (HOT_OBJECT_LIMIT + 2) * 10,
    });
  });

  it('carries the tags of each card', async () => {
    const tag = await buildTag(t.db, { name: '开箱', slug: 'unbox-hot' });
    const item = await buildItem(t.db, { tagList: [tag], hotScore: 2e9 });
    const [first] = await hot();
    expect(first?.id).toBe(item.id);
    expect(first?.tags).toEqual([{ id: tag.id, name: '开箱', slug: 'unbox-hot' }]);
  });
});

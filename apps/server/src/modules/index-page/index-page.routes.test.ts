import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildBanner, buildFooterItem, setSetting } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  it('returns the five groups, copyright and filing number from the database', async () => {
    const empty = (await t.app.inject({ url: '/web/index/footer' })).json().data;
    expect(empty).toEqual({
      attention: [],
      object: [],
      shop: [],
      report: [],
      contact: [],
      copyright: '',
      filing_number: '',
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

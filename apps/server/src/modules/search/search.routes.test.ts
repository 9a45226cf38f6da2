import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_STATUS,
  type Paginate,
  type SearchCircle,
  type SearchItem,
  type SearchUser,
  type UserSearchPage,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildIndexedItem, buildUser, loginAs } from '../../../test/factories';
import { refreshCircleSearchVector, refreshUserSearchVector } from './search-documents';
import { searchCircles } from './search.service';

let t: TestApp;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface PageOf<T> {
  data: T[];
  paginate: Paginate;
}

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

const searchPosts = (keyword: string, page = 1) =>
  get<PageOf<SearchItem>>(`/web/forum/search?keyword=${encodeURIComponent(keyword)}&page=${page}`);
const idsOf = (page: PageOf<{ id: number }>) => page.data.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const post = (key: string, title: string, body = '<p>随便聊聊</p>', days = 1) =>
    buildIndexedItem(db, { title, body, createTime: ago(days) }).then((r) => (ids[key] = r.id));
  await post('gpu', '我的新显卡到了', '<p>开箱晒图，散热很安静。</p>');
  await post('pi', '树莓派4B 入门折腾记');
  await post('both', '机械键盘轴体选择心得', '<p>从红轴换到茶轴的感受</p>', 3);
  await post('keyboardOnly', '机械键盘清洁保养', '<p>键帽拆洗</p>');
  await post('switchOnly', '轴体润滑教程', '<p>润滑脂怎么选</p>');
  await post('esp', 'ESP32-S3 开发板点灯', '<p>用 Arduino 写了个闪烁程序</p>');
  await post('rtxSpaced', 'RTX 4090 功耗实测');
  await post('rtxJoined', 'RTX4090 散热改造');
  await post('script', '<script>alert(1)</script>显卡 & 电源');
  // jieba cuts 石墨烯 into 石墨 + 烯: the whole word must still rank first and be marked whole.
  await post('grapheneWhole', '导热垫选购', '<p>贴了一片石墨烯导热垫，满载降了十度。</p>', 3);
  await post('graphitePart', '导热片选购', '<p>石墨导热片便宜又好用</p>');
  ids.draft = (
    await buildIndexedItem(db, { title: '显卡草稿不应出现', itemStatus: ITEM_STATUS.draft })
  ).id;
  ids.pending = (
    await buildIndexedItem(db, { title: '审核中的显卡帖', itemStatus: ITEM_STATUS.reviewing })
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /web/forum/search', () => {
  it('finds Chinese words inside longer text', async () => {
    expect(idsOf(await searchPosts('显卡'))).toContain(ids.gpu);
    expect(idsOf(await searchPosts('树莓派'))).toContain(ids.pi);
  });

  it('ranks posts with every word above posts with some of them', async () => {
    const found = idsOf(await searchPosts('机械键盘 轴体'));
    // The post with both words is older, yet comes first; one-word posts still follow.
    expect(found[0]).toBe(ids.both);
    expect(found).toEqual(expect.arrayContaining([ids.keyboardOnly, ids.switchOnly]));
  });

  it('keeps part numbers whole across spelling, width and case', async () => {
    for (const q of ['ESP32-S3', 'esp32s3', 'ＥＳＰ３２－Ｓ３'])
      expect(idsOf(await searchPosts(q)), q).toContain(ids.esp);
    for (const q of ['RTX 4090', 'RTX4090', 'rtx4090']) {
      const found = idsOf(await searchPosts(q));
      expect(found, q).toEqual(expect.arrayContaining([ids.rtxSpaced, ids.rtxJoined]));
    }
  });

  it('matches traditional characters to simplified ones', async () => {
    expect(idsOf(await searchPosts('顯卡'))).toContain(ids.gpu);
  });

  it('never shows unpublished posts', async () => {
    const found = idsOf(await searchPosts('显卡'));
    expect(found).not.toContain(ids.draft);
    expect(found).not.toContain(ids.pending);
  });

  it('highlights hits in escaped text only', async () => {
    const page = await searchPosts('显卡');
    const row = page.data.find((r) => r.id === ids.script);
    expect(row?.highlight.title).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<em>显卡</em> &amp; 电源',
    );
    const gpu = page.data.find((r) => r.id === ids.gpu);
    expect(gpu?.highlight.title).toBe('我的新<em>显卡</em>到了');
    expect(gpu?.highlight.summary).toBe('开箱晒图，散热很安静。');
    const esp = (await searchPosts('ＥＳＰ３２－Ｓ３')).data.find((r) => r.id === ids.esp);
    expect(esp?.highlight.title).toBe('<em>ESP32-S3</em> 开发板点灯');
  });

  it('ranks and marks a word jieba cuts apart whole (石墨烯 = 石墨 + 烯)', async () => {
    const page = await searchPosts('石墨烯');
    // The post with the whole word is older, yet comes first; 石墨 alone still matches.
    expect(idsOf(page)).toEqual([ids.grapheneWhole, ids.graphitePart]);
    expect(page.data[0]?.highlight.summary).toBe('贴了一片<em>石墨烯</em>导热垫，满载降了十度。');
    expect(page.data[1]?.highlight.summary).toBe('<em>石墨</em>导热片便宜又好用');
  });

  it('returns an empty page for an empty or blank keyword', async () => {
    for (const q of ['', '   ', '!!!']) {
      const page = await searchPosts(q);
      expect(page.data).toEqual([]);
      expect(page.paginate).toMatchObject({ total: 0, last_page: 0 });
    }
  });

  it('pages with the post search page size', async () => {
    const page = await searchPosts('显卡');
    expect(page.paginate).toMatchObject({ current_page: 1, per_page: 10, total: 2 });
    expect((await searchPosts('显卡', 2)).data).toEqual([]);
  });

  it('refuses an overlong keyword with a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/web/forum/search?keyword=${encodeURIComponent('显'.repeat(101))}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ msg: string }>().msg).toContain('搜索内容不能超过100个字');
  });
});

describe('circles, users and the combined search', () => {
  it('searches circles four at a time', async () => {
    for (let i = 0; i < 6; i++) {
      const c = await buildCircle(t.db, { name: `无人机航拍${i}`, description: '飞控与图传' });
      await refreshCircleSearchVector(t.db, c.id);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/index/search',
      payload: { keyword: '无人机', page: 1 },
    });
    const data = res.json<{
      data: { posts: PageOf<SearchItem>; circles: PageOf<SearchCircle>; users: PageOf<unknown> };
    }>().data;
    expect(data.circles.data).toHaveLength(4);
    expect(data.circles.paginate).toMatchObject({ total: 6, per_page: 4, last_page: 2 });
    expect(data.circles.data[0]?.highlight.name).toMatch(/^<em>无人机<\/em>航拍\d$/);
    expect(data.posts.paginate.total).toBe(0);
    expect((await searchCircles(t.db, '无人机', 2, 4)).rows).toHaveLength(2);
    expect((await searchCircles(t.db, '  ', 1, 4)).total).toBe(0);
  });

  it('finds users by Chinese nickname in the SPEC answer shape', async () => {
    const user = await buildUser(t.db, { nickname: '焊锡的猫', userSign: '爱折腾单片机' });
    await refreshUserSearchVector(t.db, user.id);
    const page = await get<UserSearchPage>(`/web/user/search?value=${encodeURIComponent('焊锡')}`);
    expect(page.total).toBe(1);
    expect(page.per_page).toBe(10);
    expect(page.data).toEqual([
      {
        id: user.id,
        nickname: '焊锡的猫',
        image_url: user.imageUrl,
        user_sign: '爱折腾单片机',
        highlight: { nickname: '<em>焊锡</em>的猫', user_sign: '爱折腾单片机' },
      },
    ]);
    const suggest = await get<SearchUser[]>(
      `/web/index/hot_keys/users?keyword=${encodeURIComponent('单片机')}`,
    );
    expect(suggest.map((u) => u.id)).toEqual([user.id]);
  });

  it('marks hits in nickname and signature, escaped, across width and script', async () => {
    const user = await buildUser(t.db, {
      nickname: '<b>萬用表</b>达人',
      userSign: '修理ＭＣＵ板子',
    });
    await refreshUserSearchVector(t.db, user.id);
    const byName = await get<UserSearchPage>(
      `/web/user/search?value=${encodeURIComponent('万用表')}`,
    );
    expect(byName.data[0]?.highlight).toEqual({
      nickname: '&lt;b&gt;<em>萬用表</em>&lt;/b&gt;达人',
      user_sign: '修理ＭＣＵ板子',
    });
    const bySign = await get<UserSearchPage>(`/web/user/search?value=mcu`);
    expect(bySign.data.map((u) => u.id)).toEqual([user.id]);
    expect(bySign.data[0]?.highlight.user_sign).toBe('修理<em>ＭＣＵ</em>板子');
  });

  it('re-indexes a user whose nickname changes', async () => {
    const user = await buildUser(t.db);
    const token = await loginAs(t.db, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/user/update',
      headers: { authorization: token },
      payload: { nickname: '示波器收藏家' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await get<UserSearchPage>(
      `/web/user/search?value=${encodeURIComponent('示波器')}`,
    );
    expect(page.data.map((u) => u.id)).toEqual([user.id]);
  });
});

describe('ranking mixes relevance and freshness', () => {
  it('puts the newer of two equally relevant posts first', async () => {
    // The older one is written last (higher id), so the id tie-break cannot explain the order.
    const fresh = await buildIndexedItem(t.db, {
      title: '逻辑分析仪抓 I2C 波形',
      body: '<p>记录一下</p>',
      createTime: ago(2),
    });
    const stale = await buildIndexedItem(t.db, {
      title: '逻辑分析仪抓 I2C 波形',
      body: '<p>记录一下</p>',
      createTime: ago(90),
    });
    expect(idsOf(await searchPosts('逻辑分析仪'))).toEqual([fresh.id, stale.id]);
  });

  it('lets a much more relevant older post beat a fresh passing mention', async () => {
    // A title hit (weight A) scores 2.5× a body hit (B); freshness divides by 1 + days/30,
    // so a 20-day-old title hit (÷1.67) still beats a body mention from today (÷1).
    const passing = await buildIndexedItem(t.db, {
      title: '周末随手记',
      body: '<p>顺便借了台示波器看了眼纹波</p>',
      createTime: ago(0),
    });
    const answer = await buildIndexedItem(t.db, {
      title: '示波器入门：示波器带宽与采样率怎么选',
      body: '<p>示波器的探头、触发和测量</p>',
      createTime: ago(20),
    });
    expect(idsOf(await searchPosts('示波器'))).toEqual([answer.id, passing.id]);
  });
});

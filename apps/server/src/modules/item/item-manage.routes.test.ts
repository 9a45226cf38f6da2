import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import {
  buildCircle,
  buildComments,
  buildItem,
  buildLikes,
  buildUser,
  loginAs,
} from '../../../test/factories';
import { items, pageViews } from '../../db/schema';

let t: TestApp;
let me = { id: 0, token: '' };
let bob = '';
const ids: Record<string, number> = {};
const day = (d: string, hour = 12) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  const u = await buildUser(t.db);
  me = { id: u.id, token: await loginAs(t.db, u) };
  bob = await loginAs(t.db, await buildUser(t.db));
  const circle = await buildCircle(t.db);
  const mine = (o: Parameters<typeof buildItem>[1]) => buildItem(t.db, { author: u, circle, ...o });
  // Posts of the first days of March (China dates), newest last.
  for (let i = 1; i <= 7; i++) {
    const post = await mine({ createTime: day(`2026-03-0${i}`), visitCount: 10 });
    await buildLikes(t.db, post, i);
    await buildComments(t.db, post, 1);
    ids[`p${i}`] = post.id;
  }
  ids.early = (await mine({ createTime: day('2026-03-08', 0) })).id; // 00:00 China = 16:00 UTC the day before
  ids.reviewing = (
    await mine({ itemStatus: ITEM_STATUS.reviewing, createTime: day('2026-02-01') })
  ).id;
  ids.rejected = (
    await mine({ itemStatus: ITEM_STATUS.rejected, createTime: day('2026-02-02') })
  ).id;
  ids.legacy = (
    await mine({ itemStatus: ITEM_STATUS.unverified, createTime: day('2026-02-03') })
  ).id;
  ids.draft = (await mine({ itemStatus: ITEM_STATUS.draft, createTime: day('2026-02-04') })).id;
  ids.vote = (await mine({ itemType: ITEM_TYPE.vote, createTime: day('2026-02-05') })).id;
  ids.voteDraft = (await mine({ itemType: ITEM_TYPE.vote, itemStatus: ITEM_STATUS.draft })).id;
  ids.dynamic = (await mine({ itemType: ITEM_TYPE.dynamic })).id;
  await buildItem(t.db, { circle }); // someone else's
  await t.db.insert(pageViews).values([
    { path: `/app/new-version/postDetail/${ids.p1}`, source: 1 },
    { path: `/app/new-version/postDetail/${ids.p2}?from=home`, source: 1 },
    {
      path: `/app/new-version/postDetail/${ids.p2}`,
      source: 1,
      createTime: new Date(Date.now() - 3 * 86_400_000),
    },
    { path: '/app/new-version/featured', source: 1 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = me.token) =>
  t.app.inject({ url, headers: token ? { authorization: token } : {} });
const listIds = async (qs: string) => {
  const res = await get(`/web/item/list?${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    data: { id: number }[];
    paginate: { total: number; last_page: number };
  };
};

describe('GET /web/item/list', () => {
  it('my posts, newest first, 5 a page, drafts/votes/dynamics apart', async () => {
    const first = await listIds('');
    expect(first.data.map((r) => r.id)).toEqual([ids.early, ids.p7, ids.p6, ids.p5, ids.p4]);
    expect(first.paginate).toMatchObject({ total: 11, last_page: 3, per_page: 5, current_page: 1 });
    const third = await listIds('page=3');
    expect(third.data.map((r) => r.id)).toEqual([ids.reviewing]);
    const second = await listIds('page=2');
    expect(second.data.map((r) => r.id)).toEqual([
      ids.p3,
      ids.p2,
      ids.p1,
      ids.legacy,
      ids.rejected,
    ]);
  });

  it('filters by status and type', async () => {
    expect((await listIds('item_status=4')).data.map((r) => r.id)).toEqual([ids.draft]);
    expect((await listIds('item_status=3')).data.map((r) => r.id)).toEqual([ids.rejected]);
    expect((await listIds('item_type=-1')).data.map((r) => r.id)).toEqual([ids.vote]);
    expect((await listIds('item_type=-1&item_status=4')).data.map((r) => r.id)).toEqual([
      ids.voteDraft,
    ]);
  });

  it('applies from_date/to_date (China days, inclusive) only when both are given', async () => {
    const range = await listIds('from_date=2026-03-02&to_date=2026-03-04&page_size=10');
    expect(range.data.map((r) => r.id)).toEqual([ids.p4, ids.p3, ids.p2]);
    const lastDay = await listIds('from_date=2026-03-08&to_date=2026-03-08');
    expect(lastDay.data.map((r) => r.id)).toEqual([ids.early]);
    expect((await listIds('from_date=2026-03-02')).paginate.total).toBe(11);
    expect((await listIds('to_date=2026-03-02')).paginate.total).toBe(11);
    const backwards = await get('/web/item/list?from_date=2026-03-05&to_date=2026-03-01');
    expect(fieldMessage(backwards)).toBe(MSG.dateRangeInvalid);
    expect(fieldMessage(await get('/web/item/list?from_date=3/1/2026&to_date=2026-03-01'))).toBe(
      MSG.dateInvalid,
    );
  });

  it('is private to me', async () => {
    expect((await get('/web/item/list', bob)).json().data.paginate.total).toBe(0);
    expect((await get('/web/item/list', '')).statusCode).toBe(401);
  });
});

describe('creation-center numbers', () => {
  it('user_data sums my items and counts today’s detail visits', async () => {
    const data = (await get('/web/item/user_data')).json().data;
    expect(data).toEqual({
      pass: 9,
      passing: 1,
      unpass: 1,
      unverify: 1,
      commentCount: 7,
      draftCount: 2,
      thumbCount: 28,
      visitCount: 70,
      todayVisitsCount: 2,
    });
  });

  it('status_count splits posts and votes', async () => {
    const data = (await get('/web/item/status_count')).json().data;
    expect(data.item).toEqual({
      itemStatus0: 1,
      itemStatus1: 1,
      itemStatus2: 8,
      itemStatus3: 1,
      draftStatus0: 1,
      total: 11,
    });
    expect(data.vote).toEqual({
      itemStatus0: 0,
      itemStatus1: 0,
      itemStatus2: 1,
      itemStatus3: 0,
      draftStatus0: 1,
      total: 1,
    });
  });
});

function multipart(content: Buffer, field = 'item_image') {
  const boundary = '----xinke-item-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: me.token,
    },
  };
}

describe('post images', () => {
  it('uploads as WebP within 1920 px; refuses what is not an image', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1000, channels: 3, background: '#222' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/item/item_image',
      ...multipart(png),
    });
    const { url, item_image } = res.json().data;
    expect(url).toMatch(/^\/uploads\/items\/[0-9a-f]{2}\/[0-9a-f]{64}-max1920\.webp$/);
    expect(item_image).toBe(url);
    const file = join(t.config.uploadsDir, url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'webp',
      width: 1920,
      height: 800,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/web/item/item_image',
      ...multipart(Buffer.from('<svg onload=x>')),
    });
    expect(bad.json().msg).toBe(MSG.imageTypeInvalid);
  });

  it('fits a tall image inside 1920 px, never enlarges a small one, drops EXIF', async () => {
    const upload = async (image: Buffer) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/item/item_image',
        ...multipart(image),
      });
      const file = join(t.config.uploadsDir, res.json().data.url.replace('/uploads/', ''));
      return sharp(file).metadata();
    };
    const tall = await sharp({
      create: { width: 1000, height: 3000, channels: 3, background: '#345' },
    })
      .png()
      .toBuffer();
    expect(await upload(tall)).toMatchObject({ format: 'webp', width: 640, height: 1920 });
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0a5' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'gps-31.2304N-121.4737E' } })
      .toBuffer();
    const meta = await upload(small);
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
  });

  it('image_del clears my cover, refuses another user', async () => {
    await t.db
      .update(items)
      .set({ itemImage: '/uploads/items/c.webp', cover: '/uploads/items/c.webp' })
      .where(eq(items.id, ids.p1 ?? 0));
    const del = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/web/item/image_del',
        // Form-encoded, as the shared client sends every PUT and DELETE (SPEC §7).
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${ids.p1}&url=${encodeURIComponent('/uploads/items/c.webp')}`,
      });
    expect((await del(bob)).statusCode).toBe(403);
    expect((await del(me.token)).json().data).toEqual({ removed: true });
    expect((await del(me.token)).json().data).toEqual({ removed: false });
    const [row] = await t.db
      .select()
      .from(items)
      .where(eq(items.id, ids.p1 ?? 0));
    expect(row).toMatchObject({ itemImage: '', cover: '' });
  });
});

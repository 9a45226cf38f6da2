import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TYPE, MSG } from '@xinke/shared';
import { fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildTag, buildUser, loginAs } from '../../../test/factories';
import { items, voteOptions } from '../../db/schema';

let t: TestApp;
let token = '';
let base: { title: string; tag: number[]; circle_id: number } = {
  title: '',
  tag: [],
  circle_id: 0,
};
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://xinke.example', IMAGE_HOSTS: 'img.example.com' },
  });
  token = await loginAs(t.db, await buildUser(t.db));
  base = {
    title: '图片来源测试',
    tag: [(await buildTag(t.db)).id],
    circle_id: (await buildCircle(t.db)).id,
  };
});
afterAll(() => t.close());

const send = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const item = async (id: number) => (await t.db.select().from(items).where(eq(items.id, id)))[0]!;
const FOREIGN = 'https://evil.example/pixel.gif';

describe('covers and images only from our uploads or IMAGE_HOSTS', () => {
  it.each([
    ['/web/item/post', { body: '<p>正文</p>' }],
    ['/web/item/draft_save', { body: '<p>正文</p>', item_type: ITEM_TYPE.general }],
    ['/web/item/active_post', { body: '<p>动态</p>' }],
  ])('%s refuses a foreign cover with a Chinese message', async (url, extra) => {
    const res = await send(url, { ...base, ...extra, item_image: FOREIGN });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.field).toBe('item_image');
    expect(fieldMessage(res)).toBe(MSG.imageSourceNotAllowed);
  });

  it('stores allowed covers (ours made relative) and drops foreign images from the body', async () => {
    const own = await send('/web/item/post', {
      ...base,
      item_image: 'https://xinke.example/uploads/items/c.webp',
      body: `<p>看图<img src="${FOREIGN}" alt="追踪"><img src="https://img.example.com/a.png" alt="图床"></p>`,
    });
    expect(own.json()).toMatchObject({ code: 0 });
    const row = await item(own.json().data.id);
    expect(row.itemImage).toBe('/uploads/items/c.webp');
    expect(row.cover).toBe('/uploads/items/c.webp');
    expect(row.body).not.toContain('evil.example');
    expect(row.body).toContain('https://img.example.com/a.png');

    // No cover given: the first image that survived becomes it, never the foreign one.
    const noCover = await send('/web/item/post', {
      ...base,
      body: `<p><img src="${FOREIGN}"><img src="/uploads/items/d.webp"></p>`,
    });
    expect((await item(noCover.json().data.id)).cover).toBe('/uploads/items/d.webp');
  });

  it('vote option images obey the same rule', async () => {
    const vote = (image: string) =>
      send('/web/item/post', {
        ...base,
        body: '<p>投票</p>',
        item_type: ITEM_TYPE.vote,
        expire_time: Math.floor(Date.now() / 1000) + 86400,
        voteArr: [{ subject: '选哪个', select_type: 1, options: [{ image }, { text: '乙' }] }],
      });
    const refused = await vote(FOREIGN);
    expect(refused.statusCode).toBe(422);
    expect(fieldMessage(refused)).toBe(MSG.imageSourceNotAllowed);
    const ok = await vote('https://img.example.com/option.png');
    expect(ok.json()).toMatchObject({ code: 0 });
    const options = await t.db.select({ image: voteOptions.image }).from(voteOptions);
    expect(options.map((o) => o.image)).toContain('https://img.example.com/option.png');
    expect(options.map((o) => o.image)).not.toContain(FOREIGN);
  });
});

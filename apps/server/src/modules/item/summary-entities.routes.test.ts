import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildTag, buildUser, loginAs } from '../../../test/factories';
import { items } from '../../db/schema';

let t: TestApp;
let token = '';
let tag: number[] = [];
let circle_id = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.db, await buildUser(t.db));
  tag = [(await buildTag(t.db)).id];
  circle_id = (await buildCircle(t.db)).id;
});
afterAll(() => t.close());

/** A body that shows markup as text, the way the editor encodes a typed "<script>". */
const BODY =
  '<p>示波器教程 &lt;script&gt;alert(1)&lt;/script&gt; A &amp; B "引号" \'单\' &amp;lt;</p>';
const ENCODED =
  '示波器教程 &lt;script&gt;alert(1)&lt;/script&gt; A &amp; B &quot;引号&quot; &#39;单&#39; &amp;lt;';

describe('post summary keeps HTML entities encoded', () => {
  it('stores, lists and finds the summary with &lt; never turned into <', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/item/post',
      headers: { authorization: token },
      payload: { title: '实体编码测试', body: BODY, tag, circle_id },
    });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    const id = res.json<{ data: { id: number } }>().data.id;
    const [row] = await t.db.select().from(items).where(eq(items.id, id));
    expect(row?.summary).toBe(ENCODED);

    const list = await t.app.inject({ url: `/web/forum/list?circle_id=${circle_id}` });
    const card = list
      .json<{ data: { data: { id: number; summary: string }[] } }>()
      .data.data.find((c) => c.id === id);
    expect(card?.summary).toBe(ENCODED);

    const found = await t.app.inject({
      url: `/web/forum/search?keyword=${encodeURIComponent('示波器')}`,
    });
    const hit = found
      .json<{ data: { data: { id: number; highlight: { summary: string } }[] } }>()
      .data.data.find((h) => h.id === id);
    // Highlight HTML: escaped once (no <script>, no double-encoded &amp;lt;script).
    expect(hit?.highlight.summary).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hit?.highlight.summary).not.toMatch(/<script|&amp;lt;script/);

    for (const answer of [list.body, found.body]) expect(answer).not.toContain('<script');
  });

  it('cuts by characters, then encodes: no entity is cut in half', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/item/post',
      headers: { authorization: token },
      payload: {
        title: '长摘要测试',
        body: `<p>${'字'.repeat(119)}&lt;&lt;&lt;</p>`,
        tag,
        circle_id,
      },
    });
    const id = res.json<{ data: { id: number } }>().data.id;
    const [row] = await t.db.select().from(items).where(eq(items.id, id));
    expect(row?.summary).toMatch(/^字{119}&lt;…$/);
  });
});

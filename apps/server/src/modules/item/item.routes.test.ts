import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { buildCircle, buildTag, buildUser, loginAs } from '../../../test/factories';
import { circles, items, itemTags, users } from '../../db/schema';
import { selectRows } from '../../db/client';

let t: TestApp;
let alice = { id: 0, token: '' };
let bob = { id: 0, token: '' };
let circleId = 0;
let otherCircleId = 0;
let tagId = 0;

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}
const post = (body: object, token = alice.token) => call('POST', '/web/item/post', token, body);
const okData = <T>(res: LightMyRequestResponse): T => {
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json<{ data: T }>().data;
};
const valid = () => ({
  title: '我的新显卡到了',
  body: '<p>RTX 4090 到货<script>alert(1)</script><img src="/uploads/items/a.webp" onerror="x()"></p>',
  tag: [tagId],
  circle_id: circleId,
});
const itemRow = async (id: number) => (await t.db.select().from(items).where(eq(items.id, id)))[0];
const counts = async () => ({
  user: (await t.db.select().from(users).where(eq(users.id, alice.id)))[0]?.itemCount,
  circle: (await t.db.select().from(circles).where(eq(circles.id, circleId)))[0]?.itemCount,
  other: (await t.db.select().from(circles).where(eq(circles.id, otherCircleId)))[0]?.itemCount,
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.db);
  const b = await buildUser(t.db);
  alice = { id: a.id, token: await loginAs(t.db, a) };
  bob = { id: b.id, token: await loginAs(t.db, b) };
  circleId = (await buildCircle(t.db)).id;
  otherCircleId = (await buildCircle(t.db)).id;
  tagId = (await buildTag(t.db)).id;
});
afterAll(() => t.close());

describe('POST /web/item/post', () => {
  it('publishes at once, sanitized, with summary, cover, tags, search vector and counters', async () => {
    const res = await post(valid());
    expect(res.json().msg).toBe(MSG.itemPublished);
    const { id, item_status } = okData<{ id: number; item_status: number }>(res);
    expect(item_status).toBe(ITEM_STATUS.published);
    const row = await itemRow(id);
    expect(row?.body).not.toMatch(/script|onerror/);
    expect(row?.summary).toBe('RTX 4090 到货');
    expect(row?.cover).toBe('/uploads/items/a.webp');
    expect(row?.publishTime).not.toBeNull();
    // docs/forum.md "Hot ranking": a new post has no interaction yet, so it scores 0.
    expect(row?.hotScore).toBe(0);
    const [hit] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from items where id = ${id} and search_vector @@ '显卡'::tsquery`,
    );
    expect(hit?.n).toBe(1);
    const tagRows = await t.db.select().from(itemTags).where(eq(itemTags.itemId, id));
    expect(tagRows.map((r) => r.tagId)).toEqual([tagId]);
    expect(await counts()).toMatchObject({ user: 1, circle: 1 });
  });

  it.each([
    [{ title: '短' }, MSG.titleTooShort],
    [{ circle_id: undefined }, MSG.circleRequired],
    [{ tag: [] }, MSG.tagRequired],
    [{ tag: undefined }, MSG.tagRequired],
    [{ body: '' }, MSG.bodyRequired],
    [{ circle_id: 99999 }, MSG.circleNotFound],
    [{ tag: [99999] }, MSG.tagNotFound],
    [{ item_type: ITEM_TYPE.vote }, MSG.voteSubjectsRequired],
    [{ item_type: 7 }, MSG.itemTypeInvalid],
    [{ item_image: 'javascript:alert(1)' }, MSG.imageUrlInvalid],
  ])('refuses %o with its message', async (change, msg) => {
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(msg);
  });

  it('vote validation: expire time required and future, subject, options, select_type', async () => {
    const subject = { subject: '选哪个', select_type: 1, options: [{ text: 'A' }, { text: 'B' }] };
    const vote = { ...valid(), item_type: ITEM_TYPE.vote, voteArr: [subject] };
    const cases: [object, string][] = [
      [{}, MSG.voteExpireRequired],
      [{ expire_time: Math.floor(Date.now() / 1000) - 60 }, MSG.voteExpirePast],
      [{ expire_time: 'not a date' }, MSG.voteExpireRequired],
      [{ voteArr: [{ ...subject, subject: '   ' }] }, MSG.subjectRequired],
      [{ voteArr: [{ ...subject, options: [{ text: '' }, { text: 'B' }] }] }, MSG.optionRequired],
      [{ voteArr: [{ ...subject, options: [{ text: 'A' }] }] }, MSG.voteOptionsTooFew],
      [{ voteArr: [{ ...subject, select_type: 3 }] }, MSG.selectTypeInvalid],
    ];
    for (const [change, msg] of cases) {
      const res = await post({ ...vote, ...change });
      expect(res.statusCode, msg).toBe(422);
      expect(fieldMessage(res)).toBe(msg);
    }
    const ok = await post({
      ...vote,
      expire_time: '2099-01-01 12:00:00',
      voteArr: [
        { ...subject, options: [{ text: '', image: '/uploads/items/x.webp' }, { text: 'B' }] },
      ],
    });
    const { id } = okData<{ id: number }>(ok);
    const edit = okData<{ expire_time: number; voteArr: { options: unknown[] }[] }>(
      await call('GET', `/web/item/edit/${id}`, alice.token),
    );
    expect(edit.expire_time).toBe(Date.parse('2099-01-01T12:00:00+08:00') / 1000);
    expect(edit.voteArr[0]?.options).toHaveLength(2);
  });

  it('needs a login', async () => {
    expect((await post(valid(), '')).statusCode).toBe(401);
  });
});

describe('update, edit, allow_comment, delete: author only', () => {
  it('another user is refused everything on my item', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const refused = [
      await call('POST', `/web/item/update/${id}`, bob.token, valid()),
      await call('GET', `/web/item/edit/${id}`, bob.token),
      await call('GET', `/web/item/allow_comment/${id}`, bob.token),
      await call('DELETE', `/web/item/delete/${id}`, bob.token),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.notYourItem);
    }
    expect(await itemRow(id)).toMatchObject({ allowComment: 1, title: valid().title });
  });

  it('update moves the circle counters and rewrites the search vector', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const before = await counts();
    const res = await call('POST', `/web/item/update/${id}`, alice.token, {
      ...valid(),
      title: '树莓派五代开箱',
      circle_id: otherCircleId,
    });
    expect(okData<{ item_status: number }>(res).item_status).toBe(ITEM_STATUS.published);
    const after = await counts();
    expect(after.circle).toBe((before.circle ?? 0) - 1);
    expect(after.other).toBe((before.other ?? 0) + 1);
    expect(after.user).toBe(before.user);
    const [hit] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from items where id = ${id} and search_vector @@ '树莓派'::tsquery`,
    );
    expect(hit?.n).toBe(1);
  });

  it('edit returns the form; allow_comment toggles or sets', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const edit = okData<{ tag: number[]; circle: { id: number } }>(
      await call('GET', `/web/item/edit/${id}`, alice.token),
    );
    expect(edit).toMatchObject({ tag: [tagId], circle: { id: circleId }, voteArr: [] });
    const toggle = (qs = '') => call('GET', `/web/item/allow_comment/${id}${qs}`, alice.token);
    expect(okData(await toggle())).toEqual({ allow_comment: 0 });
    expect(okData(await toggle())).toEqual({ allow_comment: 1 });
    expect(okData(await toggle('?allow_comment=0'))).toEqual({ allow_comment: 0 });
    expect(okData(await toggle('?allow_comment=0'))).toEqual({ allow_comment: 0 });
    const wrong = await toggle('?allow_comment=2');
    expect(wrong.statusCode).toBe(422);
    expect(fieldMessage(wrong)).toBe(MSG.commentSwitchInvalid);
    expect(fieldMessage(await toggle('?allow_comment=abc'))).toBe(MSG.commentSwitchInvalid);
    expect((await call('GET', `/web/item/allow_comment/${id}`, '')).statusCode).toBe(401);
  });

  it('the switch closes comments and replies for readers, and opens them again', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const comment = (token = bob.token) =>
      call('POST', '/web/item/comment', token, { type_id: id, content: '期待评测' });
    const first = okData<{ id: number }>(await comment());
    const set = (v: number) =>
      call('GET', `/web/item/allow_comment/${id}?allow_comment=${v}`, alice.token);
    expect(okData(await set(0))).toEqual({ allow_comment: 0 });
    const detail = await call('GET', `/web/forum/detail/${id}`, bob.token);
    expect(okData<{ allow_comment: number }>(detail).allow_comment).toBe(0);
    for (const refused of [
      await comment(),
      await comment(alice.token),
      await call('POST', '/web/item/reply', bob.token, {
        type_id: id,
        comment_id: first.id,
        content: '再问一句',
      }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(MSG.commentClosed);
    }
    expect(okData(await set(1))).toEqual({ allow_comment: 1 });
    expect((await comment()).statusCode).toBe(200);
  });

  it('delete removes the item and keeps counters exact, twice is 404', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const before = await counts();
    const [first, second] = await Promise.all([
      call('DELETE', `/web/item/delete/${id}`, alice.token),
      call('DELETE', `/web/item/delete/${id}`, alice.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect(await itemRow(id)).toBeUndefined();
    const after = await counts();
    expect(after.user).toBe((before.user ?? 0) - 1);
    expect(after.circle).toBe((before.circle ?? 0) - 1);
  });

  it('delete takes the comments, replies, likes and collections on the item with it', async () => {
    const { id } = okData<{ id: number }>(await post(valid()));
    const comment = okData<{ id: number }>(
      await call('POST', '/web/common/comment', bob.token, {
        type: 1,
        type_id: id,
        content: '这块卡的散热怎么样？',
      }),
    );
    okData(
      await call('POST', '/web/common/reply', alice.token, {
        type: 1,
        type_id: id,
        comment_id: comment.id,
        to_user_id: bob.id,
        content: '满载七十度左右',
      }),
    );
    okData(
      await call('POST', '/web/common/thumb', bob.token, { type: 1, type_id: id, user_id: bob.id }),
    );
    okData(await call('POST', '/web/common/collect', bob.token, { source_id: id, source_type: 1 }));
    const praise = async () =>
      (await t.db.select().from(users).where(eq(users.id, alice.id)))[0]?.praiseCount ?? 0;
    const praiseBefore = await praise();
    const left = async () =>
      selectRows<{ n: number }>(
        t.db,
        sql`select (select count(*) from comments where type = 1 and type_id = ${id})
                 + (select count(*) from replies where type_id = ${id})
                 + (select count(*) from thumbs where type = 1 and type_id = ${id})
                 + (select count(*) from collections where source_type = 1 and source_id = ${id}) as n`,
      );
    expect(Number((await left())[0]?.n)).toBe(4);
    okData(await call('DELETE', `/web/item/delete/${id}`, alice.token));
    expect(Number((await left())[0]?.n)).toBe(0);
    expect(await praise()).toBe(praiseBefore - 1);
    const collected = okData<{ data: unknown[] }>(
      await call('GET', '/web/user/collect', bob.token),
    );
    expect(collected.data).toEqual([]);
  });
});

describe('drafts', () => {
  it('draft_save creates and rewrites; draft_edit reads; post from draft publishes it', async () => {
    const before = await counts();
    const saved = await call('POST', '/web/item/draft_save', alice.token, { title: '草' });
    expect(saved.json().msg).toBe(MSG.draftSaved);
    const { id } = okData<{ id: number }>(saved);
    const again = await call('POST', '/web/item/draft_save', alice.token, {
      id,
      title: '草稿标题',
      body: '<p>写了一半<img src=x onerror=alert(1)></p>',
      circle_id: circleId,
    });
    expect(okData(again)).toEqual({ id });
    const row = await itemRow(id);
    expect(row).toMatchObject({
      itemStatus: ITEM_STATUS.draft,
      title: '草稿标题',
      searchVector: null,
    });
    expect(row?.body).toBe('<p>写了一半</p>');
    const edit = okData<{ title: string }>(
      await call('GET', `/web/item/draft_edit/${id}`, alice.token),
    );
    expect(edit.title).toBe('草稿标题');
    expect(await counts()).toEqual(before);

    const res = await post({ ...valid(), draftId: id });
    expect(okData(res)).toEqual({ id, item_status: ITEM_STATUS.published });
    expect((await counts()).user).toBe((before.user ?? 0) + 1);
    // No longer a draft: draft_edit and draft_delete refuse it, draft_save cannot take it back.
    expect((await call('GET', `/web/item/draft_edit/${id}`, alice.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/web/item/draft_delete/${id}`, alice.token)).json().msg).toBe(
      MSG.notADraft,
    );
    const back = await call('POST', '/web/item/draft_save', alice.token, { id, title: 'x' });
    expect(back.statusCode).toBe(409);
    expect(back.json().msg).toBe(MSG.statusTransitionRefused);
  });

  it('another user cannot read, rewrite, publish or delete my draft', async () => {
    const { id } = okData<{ id: number }>(
      await call('POST', '/web/item/draft_save', alice.token, { title: '秘密草稿' }),
    );
    const refused = [
      await call('GET', `/web/item/draft_edit/${id}`, bob.token),
      await call('POST', '/web/item/draft_save', bob.token, { id, title: 'mine now' }),
      await post({ ...valid(), draftId: id }, bob.token),
      await call('DELETE', `/web/item/draft_delete/${id}`, bob.token),
    ];
    for (const res of refused) expect(res.statusCode).toBe(403);
    expect(okData(await call('DELETE', `/web/item/draft_delete/${id}`, alice.token))).toBeNull();
    expect(await itemRow(id)).toBeUndefined();
  });
});

describe('POST /web/item/active_post', () => {
  it('publishes a dynamic titled by its text; empty body refused', async () => {
    const res = await call('POST', '/web/item/active_post', alice.token, {
      body: '<p>今天焊好了第一块板子</p>',
    });
    const { id } = okData<{ id: number }>(res);
    expect(await itemRow(id)).toMatchObject({
      itemType: ITEM_TYPE.dynamic,
      title: '今天焊好了第一块板子',
      itemStatus: ITEM_STATUS.published,
    });
    const empty = await call('POST', '/web/item/active_post', alice.token, { body: '  ' });
    expect(fieldMessage(empty)).toBe(MSG.bodyRequired);
  });
});

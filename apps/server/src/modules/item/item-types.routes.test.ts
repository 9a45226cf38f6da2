import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TYPE, MSG, POST_FORM_ITEM_TYPES } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { buildCircle, buildTag, buildUser, loginAs } from '../../../test/factories';

/**
 * The post form's type choice (SPEC §9: 大众帖 3, 提问帖 2, 知识资源库 0, 项目池 1): each type
 * the form offers is published, saved as a draft, reloaded for editing and listed with that
 * type; a user dynamic (99) is not a post type.
 */
let t: TestApp;
let token = '';
let circleId = 0;
let tagId = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.db, await buildUser(t.db));
  circleId = (await buildCircle(t.db)).id;
  tagId = (await buildTag(t.db)).id;
});
afterAll(() => t.close());

const send = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const read = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
const postBody = (itemType: number) => ({
  title: `类型 ${itemType} 的帖子标题`,
  body: '<p>正文</p>',
  tag: [tagId],
  circle_id: circleId,
  item_type: itemType,
});

describe('item types of the post form', () => {
  it.each(POST_FORM_ITEM_TYPES.map((v) => [v]))(
    'publishes, drafts and lists type %i as chosen',
    async (itemType) => {
      const published = await send('/web/item/post', postBody(itemType));
      expect(published.statusCode, published.body).toBe(200);
      const { id } = published.json<{ data: { id: number } }>().data;
      expect((await read<{ item_type: number }>(`/web/item/edit/${id}`)).item_type).toBe(itemType);
      const listed = await read<{ data: { id: number; item_type: number }[] }>(
        `/web/forum/list?item_type=${itemType}&circle_id=${circleId}`,
      );
      expect(listed.data.map((r) => [r.id, r.item_type])).toEqual([[id, itemType]]);

      const draft = await send('/web/item/draft_save', { ...postBody(itemType), title: '草稿' });
      expect(draft.statusCode, draft.body).toBe(200);
      const draftId = draft.json<{ data: { id: number } }>().data.id;
      expect((await read<{ item_type: number }>(`/web/item/draft_edit/${draftId}`)).item_type).toBe(
        itemType,
      );
    },
  );

  it('defaults to 大众帖 and refuses a user dynamic or an unknown type', async () => {
    const { item_type: _omit, ...rest } = postBody(ITEM_TYPE.general);
    const res = await send('/web/item/post', rest);
    const { id } = res.json<{ data: { id: number } }>().data;
    expect((await read<{ item_type: number }>(`/web/item/edit/${id}`)).item_type).toBe(
      ITEM_TYPE.general,
    );
    for (const bad of [ITEM_TYPE.dynamic, 4, -2]) {
      const refused = await send('/web/item/post', postBody(bad));
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(fieldMessage(refused)).toBe(MSG.itemTypeInvalid);
    }
  });
});

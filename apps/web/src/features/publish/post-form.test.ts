import { describe, expect, it } from 'vitest';
import { ITEM_TYPE, MSG } from '@xinke/shared';
import {
  circleIdFromQuery,
  itemTypeFromQuery,
  emptyPostForm,
  firstImage,
  formState,
  toPostPayload,
  validatePostForm,
  type PostFormValues,
} from './post-form';
import { PUBLISH_MSG } from './publish-messages';
import { addSubject, SELECT_SINGLE } from './vote-form';

const filled: PostFormValues = {
  ...emptyPostForm(),
  title: '我的新显卡到了',
  circleId: 2,
  tagIds: [1],
  body: '<p>开箱 <img src="/uploads/items/a.png"></p>',
};

describe('publishing form (SPEC §4/§5)', () => {
  it('is empty at first and after a reset', () => {
    expect(formState(emptyPostForm(), false, false)).toBe('empty');
  });

  it('is filled while a rule fails, valid when all pass, fetching while sending', () => {
    expect(formState({ ...emptyPostForm(), title: '显卡' }, false, false)).toBe('filled');
    expect(formState(filled, false, false)).toBe('valid');
    expect(formState(filled, false, true)).toBe('fetching');
  });

  it('says what is missing: title ≥ 5, circle, at least one tag, body', () => {
    const errors = validatePostForm({ ...emptyPostForm(), title: ' 四个字啊 ' }, false);
    expect(errors.title).toBe(MSG.titleTooShort);
    expect(errors.circle).toBe(PUBLISH_MSG.circleRequired);
    expect(errors.tags).toBe(PUBLISH_MSG.tagsRequired);
    expect(errors.body).toBe(PUBLISH_MSG.bodyRequired);
    expect(validatePostForm(filled, false)).toEqual({});
  });

  it('a vote needs an expire time and valid subjects instead of a body', () => {
    const vote = { ...filled, body: '', subjects: addSubject([], SELECT_SINGLE) };
    const errors = validatePostForm(vote, true);
    expect(errors.expire).toBe(PUBLISH_MSG.expireRequired);
    expect(errors.body).toBeUndefined();
    expect(Object.values(errors.vote ?? {})).toContain(MSG.subjectRequired);
  });

  it('a deadline already past is refused before sending, as the server would', () => {
    const vote = { ...filled, body: '', subjects: [] };
    const now = Math.floor(Date.now() / 1000);
    expect(validatePostForm({ ...vote, expireTime: now - 60 }, true).expire).toBe(
      MSG.voteExpirePast,
    );
    expect(validatePostForm({ ...vote, expireTime: now + 3600 }, true).expire).toBeUndefined();
  });

  it('takes the first body image as the cover of the payload', () => {
    expect(firstImage(filled.body)).toBe('/uploads/items/a.png');
    const payload = toPostPayload(filled, 3);
    expect(toPostPayload({ ...filled, subjects: [] }, -1)).toHaveProperty('voteArr', []);
    expect(payload).toMatchObject({ title: '我的新显卡到了', circle_id: 2, tag: [1] });
    expect(payload.item_image).toBe('/uploads/items/a.png');
    expect('voteArr' in payload).toBe(false);
  });
});

describe('circleIdFromQuery (?circle_id= of the publish URL)', () => {
  it('takes a positive integer and ignores anything else', () => {
    expect(circleIdFromQuery('7')).toBe(7);
    expect(circleIdFromQuery(' 12 ')).toBe(12);
    for (const raw of [null, '', '0', '-3', '1.5', 'abc', '1e3', '99999999999999999999']) {
      expect(circleIdFromQuery(raw)).toBeUndefined();
    }
  });
});

describe('itemTypeFromQuery (?item_type= of the publish URL)', () => {
  it('takes a type the post form offers and ignores anything else', () => {
    expect(itemTypeFromQuery('1')).toBe(ITEM_TYPE.project);
    expect(itemTypeFromQuery(' 2 ')).toBe(ITEM_TYPE.question);
    // Votes have their own form; dynamics are never written here.
    for (const raw of [null, '', '-1', '99', '7', 'abc', '1.5'])
      expect(itemTypeFromQuery(raw)).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TYPE, MSG, type VoteBlock } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildTag, buildUser, loginAs } from '../../../test/factories';
import { voteSubjects } from '../../db/schema';
import { loadVoteBlock } from './vote.service';

let t: TestApp;
let author = '';
const voters: { id: number; token: string }[] = [];
let circleId = 0;
let tagId = 0;

beforeAll(async () => {
  t = await createTestApp();
  author = await loginAs(t.db, await buildUser(t.db));
  for (let i = 0; i < 6; i++) {
    const u = await buildUser(t.db);
    voters.push({ id: u.id, token: await loginAs(t.db, u) });
  }
  circleId = (await buildCircle(t.db)).id;
  tagId = (await buildTag(t.db)).id;
});
afterAll(() => t.close());

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86400;
async function createVote(): Promise<VoteBlock> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/item/post',
    headers: { authorization: author },
    payload: {
      title: '你最想要的开发板',
      tag: [tagId],
      circle_id: circleId,
      item_type: ITEM_TYPE.vote,
      expire_time: inAWeek(),
      voteArr: [
        {
          subject: '单选题',
          select_type: 1,
          options: [{ text: 'ESP32-S3' }, { text: '树莓派' }, { text: 'STM32' }],
        },
        {
          subject: '多选题',
          select_type: 2,
          options: [{ text: 'Wi-Fi' }, { text: '蓝牙' }, { text: 'USB' }],
        },
      ],
    },
  });
  const id = res.json().data.id as number;
  const block = await loadVoteBlock(t.db, id, null);
  if (!block) throw new Error('no vote block');
  return block;
}
const vote = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/web/common/gift_vote',
    headers: { authorization: token },
    payload,
  });
const ids = (block: VoteBlock) => {
  const [single, multi] = block.subjects;
  if (!single || !multi) throw new Error('subjects missing');
  return { single, multi, s: single.options.map((o) => o.id), m: multi.options.map((o) => o.id) };
};

describe('POST /web/common/gift_vote', () => {
  it('hides counts until I vote, then shows counts, percentages and my choice', async () => {
    const block = await createVote();
    const { single, multi, s, m } = ids(block);
    expect(single.options[0]).toMatchObject({ num: null, percent: null, is_chosen: false });
    expect(single).toMatchObject({ voter_count: null, show_result: false, has_voted: false });

    const res = await vote(voters[0]!.token, {
      item_id: block.item_id,
      vote: [
        { subject_id: single.id, option_ids: [s[0]] },
        { subject_id: multi.id, option_ids: [m[0], m[2]] },
      ],
    });
    expect(res.json().msg).toBe(MSG.voteSuccess);
    const mine: VoteBlock = res.json().data;
    expect(mine.subjects[0]).toMatchObject({ voter_count: 1, has_voted: true, show_result: true });
    expect(mine.subjects[0]?.options.map((o) => [o.num, o.percent, o.is_chosen])).toEqual([
      [1, 100, true],
      [0, 0, false],
      [0, 0, false],
    ]);
    expect(mine.subjects[1]?.options.map((o) => o.is_chosen)).toEqual([true, false, true]);
    // Another viewer still sees no counts.
    const other = await loadVoteBlock(t.db, block.item_id, voters[1]!.id);
    expect(other?.subjects[0]?.options[0]?.num).toBeNull();
  });

  it('refuses two options on a single-choice subject, foreign options and an empty choice', async () => {
    const block = await createVote();
    const { single, multi, s, m } = ids(block);
    const cases: [object, number, string][] = [
      [[{ subject_id: single.id, option_ids: [s[0], s[1]] }], 400, MSG.voteSingleChoice],
      [[{ subject_id: single.id, option_ids: [m[0]] }], 400, MSG.voteOptionInvalid],
      [[{ subject_id: multi.id, option_ids: [] }], 422, MSG.voteChoiceRequired],
      [[], 422, MSG.voteChoiceRequired],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await vote(voters[0]!.token, { item_id: block.item_id, vote: payload });
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().msg).toContain(msg);
    }
    const notVote = await vote(voters[0]!.token, {
      item_id: 999999,
      vote: [{ subject_id: 1, option_ids: [1] }],
    });
    expect(notVote.statusCode).toBe(404);
    expect((await vote('', { item_id: block.item_id, vote: [] })).statusCode).toBe(401);
  });

  it('a second ballot is refused with 409 and changes nothing', async () => {
    const block = await createVote();
    const { single, s } = ids(block);
    const payload = {
      item_id: block.item_id,
      vote: [{ subject_id: single.id, option_ids: [s[1]] }],
    };
    expect((await vote(voters[0]!.token, payload)).statusCode).toBe(200);
    const again = await vote(voters[0]!.token, {
      ...payload,
      vote: [{ subject_id: single.id, option_ids: [s[2]] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.voteAlreadyCast);
    const after = await loadVoteBlock(t.db, block.item_id, voters[0]!.id);
    expect(after?.subjects[0]?.options.map((o) => o.num)).toEqual([0, 1, 0]);
  });

  it('concurrent ballots keep option num and voter_count exact', async () => {
    const block = await createVote();
    const { single, multi, s, m } = ids(block);
    const ballots = voters.flatMap((v, i) => {
      const payload = {
        item_id: block.item_id,
        vote: [
          { subject_id: single.id, option_ids: [s[i % 3]] },
          { subject_id: multi.id, option_ids: [m[0], m[1]] },
        ],
      };
      // Each voter double-clicks: exactly one of the two counts.
      return [vote(v.token, payload), vote(v.token, payload)];
    });
    const codes = (await Promise.all(ballots)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(voters.length);
    expect(codes.filter((c) => c === 409)).toHaveLength(voters.length);
    const result = await loadVoteBlock(t.db, block.item_id, voters[0]!.id);
    expect(result?.subjects[0]?.voter_count).toBe(6);
    expect(result?.subjects[0]?.options.map((o) => o.num)).toEqual([2, 2, 2]);
    expect(result?.subjects[0]?.options.map((o) => o.percent)).toEqual([33.3, 33.3, 33.3]);
    expect(result?.subjects[1]?.options.map((o) => o.num)).toEqual([6, 6, 0]);
    expect(result?.subjects[1]?.options[0]?.percent).toBe(100);
  });

  it('an expired vote refuses ballots and shows results to everyone', async () => {
    const block = await createVote();
    const { single, s } = ids(block);
    await t.db
      .update(voteSubjects)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(voteSubjects.itemId, block.item_id));
    const res = await vote(voters[0]!.token, {
      item_id: block.item_id,
      vote: [{ subject_id: single.id, option_ids: [s[0]] }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.voteEnded);
    const seen = await loadVoteBlock(t.db, block.item_id, null);
    expect(seen).toMatchObject({ is_expired: true });
    expect(seen?.subjects[0]).toMatchObject({ show_result: true, voter_count: 0 });
  });

  it('once voted, the questions are locked but the expire time may move', async () => {
    const block = await createVote();
    const { single, s } = ids(block);
    await vote(voters[0]!.token, {
      item_id: block.item_id,
      vote: [{ subject_id: single.id, option_ids: [s[0]] }],
    });
    const edit = await t.app.inject({
      method: 'GET',
      url: `/web/item/edit/${block.item_id}`,
      headers: { authorization: author },
    });
    const form = edit.json().data;
    const later = inAWeek() + 86400;
    const payload = {
      title: '你最想要的开发板',
      tag: [tagId],
      circle_id: circleId,
      item_type: ITEM_TYPE.vote,
      expire_time: later,
      voteArr: form.voteArr,
    };
    const update = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/web/item/update/${block.item_id}`,
        headers: { authorization: author },
        payload: body,
      });
    expect((await update(payload)).statusCode).toBe(200);
    const changed = await update({
      ...payload,
      voteArr: [{ ...form.voteArr[0], subject: '改了题目' }, form.voteArr[1]],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().msg).toBe(MSG.voteLocked);
    expect((await loadVoteBlock(t.db, block.item_id, null))?.expire_time).toBe(later);
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { buildItem, buildUser, loginAs } from '../../../test/factories';
import { voteBallots, voteOptions, voteSubjects } from '../../db/schema';

/*
 * SPEC §7: "DELETE /web/item/delete/{id}; delete calls draft_delete/{id}, subtitle_delete/{id},
 * image_del." A subtitle is a vote subject (题目); SPEC §4 "removing the last option removes
 * the subject"; docs/forum.md "Votes": subjects and options are locked once the vote is
 * published, and a post that is not a draft keeps at least one subject.
 */

let t: TestApp;
let author: Awaited<ReturnType<typeof buildUser>>;
let authorToken = '';
let otherToken = '';

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  authorToken = await loginAs(t.db, author);
  otherToken = await loginAs(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

/** A vote post of the author's in `status` with `count` subjects of two options each. */
async function voteWith(status: number, count: number): Promise<number[]> {
  const post = await buildItem(t.db, { author, itemType: ITEM_TYPE.vote, itemStatus: status });
  const subjects = await t.db
    .insert(voteSubjects)
    .values(
      Array.from({ length: count }, (_, sort) => ({
        itemId: post.id,
        subject: `题目${sort + 1}`,
        expireTime: new Date(Date.now() + 7 * 86_400_000),
        sort,
      })),
    )
    .returning({ id: voteSubjects.id });
  await t.db
    .insert(voteOptions)
    .values(
      subjects.flatMap((s) => ['甲', '乙'].map((text, sort) => ({ subjectId: s.id, text, sort }))),
    );
  return subjects.map((s) => s.id);
}

const del = (id: number | string, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/web/item/subtitle_delete/${id}`,
    ...(token ? { headers: { authorization: token } } : {}),
  });

const subjectExists = async (id: number) =>
  (await t.db.select().from(voteSubjects).where(eq(voteSubjects.id, id))).length > 0;
const optionsOf = (ids: number[]) =>
  t.db.select().from(voteOptions).where(inArray(voteOptions.subjectId, ids));

describe('DELETE /web/item/subtitle_delete/:id', () => {
  it('the author deletes a subject of a draft, with its options; the other subject stays', async () => {
    const [first, second] = (await voteWith(ITEM_STATUS.draft, 2)) as [number, number];
    const res = await del(first, authorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: null, msg: MSG.deleteSuccess });
    expect(await subjectExists(first)).toBe(false);
    expect(await optionsOf([first])).toHaveLength(0);
    expect(await subjectExists(second)).toBe(true);
    expect(await optionsOf([second])).toHaveLength(2);
    // A draft may lose its last subject too: it is still being written.
    expect((await del(second, authorToken)).statusCode).toBe(200);
    expect(await subjectExists(second)).toBe(false);
    // Gone now: a second delete finds nothing.
    const again = await del(second, authorToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(MSG.voteSubjectNotFound);
  });

  it('a pending-review or rejected post may lose a subject while another remains', async () => {
    for (const status of [ITEM_STATUS.reviewing, ITEM_STATUS.rejected]) {
      const [first, second] = (await voteWith(status, 2)) as [number, number];
      expect((await del(first, authorToken)).statusCode).toBe(200);
      expect(await subjectExists(first)).toBe(false);
      expect(await subjectExists(second)).toBe(true);
    }
  });

  it('refuses the last subject of a post that is not a draft', async () => {
    const [only] = (await voteWith(ITEM_STATUS.reviewing, 1)) as [number];
    const res = await del(only, authorToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.voteSubjectLast);
    expect(await subjectExists(only)).toBe(true);
  });

  it('refuses once the vote is published (subjects are locked)', async () => {
    const [first] = (await voteWith(ITEM_STATUS.published, 2)) as [number];
    const res = await del(first, authorToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.voteSubjectPublished);
    expect(await subjectExists(first)).toBe(true);
    expect(await optionsOf([first])).toHaveLength(2);
  });

  it('refuses a subject that already has ballots (a vote sent back to review after voting)', async () => {
    const [first] = (await voteWith(ITEM_STATUS.reviewing, 2)) as [number];
    const [option] = await optionsOf([first]);
    if (!option) throw new Error('no option');
    const voter = await buildUser(t.db);
    // The ballot with its counters, as castVote writes them, so the counters stay in step.
    await t.db
      .insert(voteBallots)
      .values({ subjectId: first, userId: voter.id, optionIds: [option.id] });
    await t.db
      .update(voteOptions)
      .set({ num: sql`${voteOptions.num} + 1` })
      .where(eq(voteOptions.id, option.id));
    await t.db
      .update(voteSubjects)
      .set({ voterCount: sql`${voteSubjects.voterCount} + 1` })
      .where(eq(voteSubjects.id, first));
    const res = await del(first, authorToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.voteLocked);
    expect(await subjectExists(first)).toBe(true);
  });

  it('another member is refused (403), a visitor must log in (401)', async () => {
    const [first] = (await voteWith(ITEM_STATUS.draft, 2)) as [number];
    const other = await del(first, otherToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(MSG.notYourItem);
    expect((await del(first)).statusCode).toBe(401);
    expect(await subjectExists(first)).toBe(true);
  });

  it('a missing subject is 404; a bad id is 422 with a Chinese message', async () => {
    const missing = await del(2_000_000_000, authorToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.voteSubjectNotFound);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await del(bad, authorToken);
      expect(res.statusCode, bad).toBe(422);
      expect(fieldMessage(res)).toBe(MSG.voteSubjectIdInvalid);
    }
  });
});

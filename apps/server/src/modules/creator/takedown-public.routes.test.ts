import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_TYPE,
  MSG,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  type Challenge,
  type CreatorProfile,
  type Design,
  type SpecCard,
  type SpecDetail,
} from '@xinke/shared';
import type { TestApp } from '../../../test/create-test-app';
import { ok, refused, type Answer } from '../../../test/answers';
import { testClock } from '../../../test/factories';
import { buildTakedownWorld, type TakedownWorld } from '../../../test/creator-takedown-world';

/*
 * What a take-down does to the site (docs/creator.md "Take-down"): a spec taken down leaves
 * every public read — the lists, the index, the other-specs strip, its challenges, designs,
 * supporters, tags and comments, the creator's profile counts — exactly as a draft would,
 * while its owner still finds it, marked 已被管理员下架 with the reason, and cannot change it.
 * An entry taken down leaves its spec's public lists and stays in its proposer's own list.
 * Restoring brings every number back.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 6, 0, 0));
let t: TestApp;
type Caller = TakedownWorld['moderator'];
let moderator: Caller;
let creator: Caller;
let member: Caller;
let visitor: Caller;
let creatorId = 0;
let down: SpecDetail;
let kept: SpecDetail;
let challengeOnKept = 0;
let designOnKept = 0;
let later: TakedownWorld['later'];
let w: TakedownWorld;

const page = <T>(res: Promise<Answer>) => ok<{ data: T[]; paginate: { total: number } }>(res);
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const takedown = (kind: string, id: number, reason: string) =>
  ok(moderator('POST', '/web/admin/creator/takedown', { kind, id, reason }));
const restore = (kind: string, id: number) =>
  ok(moderator('POST', '/web/admin/creator/restore', { kind, id }));
const profile = () =>
  ok<CreatorProfile>(visitor('POST', '/web/creator/creator_info', { id: creatorId }));

beforeAll(async () => {
  w = await buildTakedownWorld(clock);
  ({ t, moderator, creator, member, visitor, creatorId, later } = w);
  kept = await w.publish('守规矩的规格书');
  down = await w.publish('要被下架的规格书');
  await w.approvedChallenge(down.id, '下架规格书上的挑战');
  await w.approvedDesign(down.id);
  await ok(later(() => member('POST', '/web/creator/specs/support', { id: down.id })));
  await ok(
    later(() =>
      member('POST', '/web/common/comment', {
        type: COMMENT_TYPE.spec,
        type_id: down.id,
        content: '这份规格书写得真好',
      }),
    ),
  );
  challengeOnKept = await w.approvedChallenge(kept.id, '留着的规格书上的挑战');
  designOnKept = await w.approvedDesign(kept.id);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a spec taken down', () => {
  it('leaves every public read, and the creator’s profile counts drop with it', async () => {
    expect(await profile()).toMatchObject({
      spec_count: 2,
      challenge_count: 2,
      design_count: 2,
      supporter_count: 1,
    });
    await takedown('spec', down.id, '正文抄袭他人作品');

    const list = await page<SpecCard>(visitor('GET', '/web/creator/project/list'));
    expect(ids(list.data)).toEqual([kept.id]);
    const hot = await page<SpecCard>(visitor('GET', '/web/creator/project/list?sort=hot'));
    expect(ids(hot.data)).toEqual([kept.id]);
    const index = await ok<{ latest: SpecCard[]; hot: SpecCard[] }>(
      visitor('GET', '/web/creator/index'),
    );
    expect([ids(index.latest), ids(index.hot)]).toEqual([[kept.id], [kept.id]]);
    const others = await ok<SpecCard[]>(visitor('GET', `/web/creator/other/list?id=${kept.id}`));
    expect(others).toEqual([]);
    const toChallenge = await ok<{ id: number }[]>(
      member('POST', '/web/creator/challenge/get_specs', { keyword: '' }),
    );
    expect(ids(toChallenge)).toEqual([kept.id]);
    // Only what hangs off the spec still up is counted.
    expect(await profile()).toMatchObject({
      spec_count: 1,
      challenge_count: 1,
      design_count: 1,
      supporter_count: 0,
    });

    for (const path of [
      `/web/creator/specs/challenge?id=${down.id}`,
      `/web/creator/design/image/list?id=${down.id}`,
      `/web/creator/votes/list?id=${down.id}`,
      `/web/creator/specs/tag/${down.id}`,
      `/web/creator/specs/comment/${down.id}`,
      `/web/common/comment?type=${COMMENT_TYPE.spec}&id=${down.id}`,
    ])
      await refused(visitor('GET', path), 404, MSG.specNotFound);
    await refused(
      member('POST', '/web/creator/specs_info', { id: down.id }),
      404,
      MSG.specNotFound,
    );
    await refused(
      later(() =>
        member('POST', '/web/common/comment', {
          type: COMMENT_TYPE.spec,
          type_id: down.id,
          content: '还能评论吗',
        }),
      ),
      404,
      MSG.specNotFound,
    );
    await refused(
      later(() =>
        member('POST', '/web/creator/challenge/create', {
          spec_id: down.id,
          title: '还能挑战吗',
          content: '试试',
        }),
      ),
      404,
      MSG.specNotFound,
    );
  });

  it('its creator still finds it, marked with the reason, and cannot change it', async () => {
    const own = await ok<SpecDetail>(creator('POST', '/web/creator/specs_info', { id: down.id }));
    expect(own).toMatchObject({ status: SPEC_STATUS.removed, remove_reason: '正文抄袭他人作品' });
    const mine = await page<SpecCard>(creator('GET', '/web/creator/my_project/list'));
    expect(mine.data.find((s) => s.id === down.id)).toMatchObject({
      status: SPEC_STATUS.removed,
      remove_reason: '正文抄袭他人作品',
    });
    // Its discussion stays readable to its creator, as a draft's would.
    const comments = await page<unknown>(creator('GET', `/web/creator/specs/comment/${down.id}`));
    expect(comments.paginate.total).toBe(1);
    await refused(
      later(() => creator('POST', '/web/creator/set_price', { id: down.id, price: 100 })),
      403,
      MSG.specRemovedNotEditable,
    );
    await refused(
      later(() =>
        creator('POST', '/web/creator/specs/challenge/tag', { id: down.id, tags: ['外壳'] }),
      ),
      403,
      MSG.specRemovedNotEditable,
    );
    await refused(
      later(() => creator('POST', '/web/creator/cancel', { id: down.id })),
      409,
      MSG.specCancelNotPublished,
    );
  });

  it('restored, it is back in the lists and the counts', async () => {
    await restore('spec', down.id);
    const list = await page<SpecCard>(visitor('GET', '/web/creator/project/list'));
    expect(ids(list.data)).toEqual([down.id, kept.id]);
    expect(list.data[0]).toMatchObject({ remove_reason: '', supporter_count: 1 });
    expect(await profile()).toMatchObject({ spec_count: 2, challenge_count: 2, design_count: 2 });
  });
});

describe('an entry taken down', () => {
  it('leaves its spec’s public lists and stays in its proposer’s, with the reason', async () => {
    await takedown('challenge', challengeOnKept, '与规格书无关');
    await takedown('design', designOnKept, '图片含联系方式');

    const challenges = await page<Challenge>(
      visitor('GET', `/web/creator/specs/challenge?id=${kept.id}`),
    );
    expect(ids(challenges.data)).not.toContain(challengeOnKept);
    const designs = await page<Design>(
      visitor('GET', `/web/creator/design/image/list?id=${kept.id}`),
    );
    expect(ids(designs.data)).not.toContain(designOnKept);
    const card = (await page<SpecCard>(visitor('GET', '/web/creator/project/list'))).data.find(
      (s) => s.id === kept.id,
    );
    expect(card).toMatchObject({ challenge_count: 0, design_count: 0 });

    const myChallenges = await page<Challenge>(member('GET', '/web/creator/my_challenge/list'));
    expect(myChallenges.data.find((c) => c.id === challengeOnKept)).toMatchObject({
      status: SPEC_ENTRY_STATUS.removed,
      remove_reason: '与规格书无关',
    });
    const myDesigns = await page<Design>(member('GET', '/web/creator/my_design/list'));
    expect(myDesigns.data.find((d) => d.id === designOnKept)).toMatchObject({
      status: SPEC_ENTRY_STATUS.removed,
      remove_reason: '图片含联系方式',
    });

    await restore('design', designOnKept);
    const back = await page<Design>(visitor('GET', `/web/creator/design/image/list?id=${kept.id}`));
    expect(back.data.find((d) => d.id === designOnKept)).toMatchObject({
      status: SPEC_ENTRY_STATUS.approved,
      remove_reason: '',
    });
  });
});

describe('a challenge taken down, as its proposer may delete it', () => {
  const deleteMine = (id: number) =>
    later(() => member('POST', '/web/creator/my_challenge/delete', { id }));

  it('an approved one taken down stays on its spec: its proposer may not delete it', async () => {
    // challengeOnKept: approved, then taken down above.
    const mine = await page<Challenge>(member('GET', '/web/creator/my_challenge/list'));
    expect(mine.data.find((c) => c.id === challengeOnKept)).toMatchObject({
      status: SPEC_ENTRY_STATUS.removed,
      removed_from: SPEC_ENTRY_STATUS.approved,
    });
    await refused(deleteMine(challengeOnKept), 409, MSG.challengeApprovedNotDeletable);
    await restore('challenge', challengeOnKept);
    const back = await page<Challenge>(
      visitor('GET', `/web/creator/specs/challenge?id=${kept.id}`),
    );
    expect(ids(back.data)).toContain(challengeOnKept);
  });

  it('a pending one taken down may still be deleted, as any not approved', async () => {
    const id = await w.challenge(kept.id, '待审核时被下架的挑战');
    await takedown('challenge', id, '标题含广告');
    await ok(deleteMine(id));
    const mine = await page<Challenge>(member('GET', '/web/creator/my_challenge/list'));
    expect(ids(mine.data)).not.toContain(id);
  });
});

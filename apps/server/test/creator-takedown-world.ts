import { SPEC_ENTRY_STATUS, USER_ROLE, type Challenge, type SpecDetail } from '@xinke/shared';
import { specDesigns } from '../src/db/schema';
import { ok } from './answers';
import { createTestApp, type TestApp } from './create-test-app';
import { buildUser, callAs, loginAs, type testClock } from './factories';

/*
 * The world the research room's take-down tests share (docs/creator.md "Take-down"): a
 * moderator, a creative master who writes specs, a member who brings challenges and designs
 * to them, and a visitor, on one test app. Each file builds its own (its own database); this
 * only keeps the building in one place.
 */

type Caller = ReturnType<typeof callAs>;

export interface TakedownWorld {
  t: TestApp;
  moderator: Caller;
  creator: Caller;
  member: Caller;
  visitor: Caller;
  creatorId: number;
  memberId: number;
  /** Moves the clock a minute before a call, so the write limits never meet back-to-back writes. */
  later: <T>(call: () => T) => T;
  /** A spec the creator publishes. */
  publish: (title: string, content?: string) => Promise<SpecDetail>;
  /** A pending challenge by the member on `specId`. */
  challenge: (specId: number, title: string, content?: string) => Promise<number>;
  /** A challenge by the member, approved through the creator's own review. */
  approvedChallenge: (specId: number, title: string) => Promise<number>;
  /** An approved design row by the member (images must be uploads; uploading is not tested here). */
  approvedDesign: (specId: number) => Promise<number>;
}

export async function buildTakedownWorld(
  clock: ReturnType<typeof testClock>,
): Promise<TakedownWorld> {
  const t = await createTestApp({ deps: { clock } });
  // A year old, so no new-member limit stands in the way.
  const year = new Date(clock() - 365 * 86_400_000);
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator, createTime: year });
  const c = await buildUser(t.db, { xUp: 1, createTime: year });
  const m = await buildUser(t.db, { createTime: year });
  const creator = callAs(t.app, await loginAs(t.db, c));
  const member = callAs(t.app, await loginAs(t.db, m));
  const later = <T>(call: () => T): T => {
    clock.advance(60_000);
    return call();
  };

  const challenge = async (specId: number, title: string, content = '想法') =>
    (
      await ok<Challenge>(
        later(() =>
          member('POST', '/web/creator/challenge/create', { spec_id: specId, title, content }),
        ),
      )
    ).id;

  return {
    t,
    moderator: callAs(t.app, await loginAs(t.db, mod)),
    creator,
    member,
    visitor: callAs(t.app),
    creatorId: c.id,
    memberId: m.id,
    later,
    publish: (title, content = `<p>${title}</p>`) =>
      ok<SpecDetail>(
        later(() => creator('POST', '/web/creator/create', { title, content, publish: 1 })),
      ),
    challenge,
    async approvedChallenge(specId, title) {
      const id = await challenge(specId, title);
      await ok(later(() => creator('POST', '/web/creator/challenge/audit', { id })));
      return id;
    },
    async approvedDesign(specId) {
      const [d] = await t.db
        .insert(specDesigns)
        .values({
          specId,
          userId: m.id,
          description: '外壳草图',
          images: ['/uploads/designs/case.webp'],
          status: SPEC_ENTRY_STATUS.approved,
        })
        .returning({ id: specDesigns.id });
      return d!.id;
    },
  };
}

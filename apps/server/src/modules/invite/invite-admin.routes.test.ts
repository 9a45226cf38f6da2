import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  INVITE_DEFAULTS,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminInvitation,
  type AdminInviteSettings,
  type Paginate,
} from '@xinke/shared';
import { auditsOf } from '../../../test/audit-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { testClock } from '../../../test/factories';
import { inviteCodes, invitations } from '../../db/schema';
import { DAY_MS, inviteWorld, ok, refused, type Caller } from './invite-test-world';

/*
 * 活动运营 › 邀请 and the leaderboard (docs/invitations.md): admins only, an audit row per
 * write, voiding takes the electricity back; the board counts activated, real invitations.
 */

const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let w: ReturnType<typeof inviteWorld>;
let staff: Caller;
let activeId = 0;

const audits = (action: string, target: string) => auditsOf(t.db, action, target);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  w = inviteWorld(t, clock);
  staff = (await w.admin()).call;
  activeId = await w.inviteActivity(staff, -1, 30);
});
afterAll(() => t.close());

describe('the console', () => {
  it('refuses visitors 401 and members and moderators 403', async () => {
    const member = await w.member();
    const moderator = await w.member({ role: USER_ROLE.moderator });
    const url = `/web/admin/invite/settings/${activeId}`;
    await refused(w.visitor('GET', url), 401, '');
    await refused(member.call('GET', url), 403, MSG.adminOnly);
    await refused(moderator.call('GET', '/web/admin/invitations'), 403, MSG.adminOnly);
    await refused(moderator.call('POST', url, { ...INVITE_DEFAULTS_BODY }), 403, MSG.adminOnly);
  });

  it('saves settings with an audit row, and checks them', async () => {
    const before = await ok<AdminInviteSettings>(
      staff('GET', `/web/admin/invite/settings/${activeId}`),
    );
    expect(before).toMatchObject({ saved: false, daily_cap: INVITE_DEFAULTS.dailyCap });
    const saved = await ok<AdminInviteSettings>(
      staff('POST', `/web/admin/invite/settings/${activeId}`, {
        ...INVITE_DEFAULTS_BODY,
        invitee_ele: 8,
      }),
    );
    expect(saved).toMatchObject({ saved: true, invitee_ele: 8 });
    expect(await audits(STAFF_ACTION.inviteSettings, `activity:${activeId}`)).toBe(1);
    await refused(
      staff('POST', `/web/admin/invite/settings/${activeId}`, {
        ...INVITE_DEFAULTS_BODY,
        daily_cap: 500,
        total_cap: 10,
      }),
      422,
      MSG.inviteCapOrder,
    );
    await refused(
      staff('POST', `/web/admin/invite/settings/${activeId}`, {
        ...INVITE_DEFAULTS_BODY,
        inviter_active_ele: -1,
      }),
      422,
      MSG.inviteEleInvalid,
    );
    const general = await w.inviteActivity(staff, -1, 3, 'activity');
    await refused(staff('GET', `/web/admin/invite/settings/${general}`), 409, MSG.inviteNotInvite);
  });

  it('lists invitations with flags and voids one, taking its electricity back', async () => {
    const inviter = await w.member();
    const code = (await w.info(inviter.call, activeId)).mine?.code ?? '';
    const friend = await w.member();
    await ok(w.receive(friend.call, code));
    const { data: page } = await ok<{ data: AdminInvitation[]; paginate: Paginate }>(
      staff('GET', `/web/admin/invitations?active_id=${activeId}`),
    );
    const row = page.find((r) => r.invitee.id === friend.user.id);
    expect(row).toMatchObject({ state_text: '已注册', rewarded: true, code, flags: [] });
    // A second friend from the inviter's own address: bound, flagged, unpaid.
    const sameNet = await w.member();
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/web/link/activity/invite/receive',
        remoteAddress: inviter.ip,
        headers: { authorization: sameNet.token },
        payload: { code },
      }),
    );
    const { data: flagged } = await ok<{ data: AdminInvitation[] }>(
      staff('GET', `/web/admin/invitations?flagged=1`),
    );
    expect(flagged.map((r) => [r.invitee.id, r.flags, r.rewarded])).toEqual([
      [sameNet.user.id, [{ value: 'same_ip', label: '与邀请人同一 IP' }], false],
    ]);
    await refused(
      staff('POST', `/web/admin/invitation/void/${row?.id}`, { reason: ' ' }),
      422,
      MSG.inviteVoidReasonRequired,
    );
    const voided = await ok<AdminInvitation>(
      staff('POST', `/web/admin/invitation/void/${row?.id}`, { reason: '同一人多号' }),
    );
    expect(voided).toMatchObject({
      state_text: '已作废',
      rewarded: false,
      void_reason: '同一人多号',
    });
    expect(await w.ele(inviter.user.id)).toBe(0);
    expect(await w.ele(friend.user.id)).toBe(0);
    expect(await audits(STAFF_ACTION.inviteVoid, `invitation:${row?.id}`)).toBe(1);
    await refused(
      staff('POST', `/web/admin/invitation/void/${row?.id}`, { reason: '再来' }),
      409,
      MSG.inviteAlreadyVoided,
    );
    await refused(
      staff('POST', `/web/admin/invitation/void/999999`, { reason: '无' }),
      404,
      MSG.invitationNotFound,
    );

    // 放行 the same-network friend after a check: paid once at today's settings, audited.
    const held = flagged[0]!;
    await refused(
      staff('POST', `/web/admin/invitation/release/${held.id}`, { reason: '' }),
      422,
      MSG.inviteReleaseReasonRequired,
    );
    await refused(
      (await w.member({ role: USER_ROLE.moderator })).call(
        'POST',
        `/web/admin/invitation/release/${held.id}`,
        { reason: '室友' },
      ),
      403,
      MSG.adminOnly,
    );
    const released = await ok<AdminInvitation>(
      staff('POST', `/web/admin/invitation/release/${held.id}`, { reason: '已核实：同寝室室友' }),
    );
    expect(released).toMatchObject({
      rewarded: true,
      inviter_ele: INVITE_DEFAULTS.inviterRegisterEle,
      invitee_ele: 8,
      flags: [{ value: 'same_ip', label: '与邀请人同一 IP' }],
    });
    expect(await w.ele(inviter.user.id)).toBe(INVITE_DEFAULTS.inviterRegisterEle);
    expect(await w.ele(sameNet.user.id)).toBe(8);
    expect(await audits(STAFF_ACTION.inviteRelease, `invitation:${held.id}`)).toBe(1);
    await refused(
      staff('POST', `/web/admin/invitation/release/${held.id}`, { reason: '再放一次' }),
      409,
      MSG.inviteAlreadyReleased,
    );
    expect(await w.ele(inviter.user.id)).toBe(INVITE_DEFAULTS.inviterRegisterEle);
    await refused(
      staff('POST', `/web/admin/invitation/release/${row?.id}`, { reason: '无' }),
      409,
      MSG.inviteAlreadyVoided,
    );
    // Past the cap is the activity's budget, not a suspicion: never released.
    const [codeRow] = await t.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    const capped = await w.member();
    const [over] = await t.db
      .insert(invitations)
      .values({
        activeId,
        codeId: codeRow!.id,
        inviterId: inviter.user.id,
        inviteeId: capped.user.id,
        receiveTime: new Date(clock()),
        receiveDay: '2026-01-01',
        rewardable: false,
        flags: ['same_ip', 'over_cap'],
      })
      .returning();
    await refused(
      staff('POST', `/web/admin/invitation/release/${over!.id}`, { reason: '室友' }),
      409,
      MSG.inviteReleaseOverCap,
    );
    expect(await w.ele(capped.user.id)).toBe(0);
  });
});

const INVITE_DEFAULTS_BODY = {
  inviter_register_ele: INVITE_DEFAULTS.inviterRegisterEle,
  inviter_active_ele: INVITE_DEFAULTS.inviterActiveEle,
  invitee_ele: INVITE_DEFAULTS.inviteeEle,
  daily_cap: INVITE_DEFAULTS.dailyCap,
  total_cap: INVITE_DEFAULTS.totalCap,
};

describe('the leaderboard', () => {
  /** `n` activated invitations of `inviterId`, activated `minutesAgo` (rows, no rewards). */
  async function activated(inviterId: number, n: number, minutesAgo: number, flags: string[] = []) {
    const [code] = await t.db
      .insert(inviteCodes)
      .values({
        activeId: boardId,
        userId: inviterId,
        code: `B${inviterId}X${n}${minutesAgo}`.slice(0, 12),
      })
      .onConflictDoNothing()
      .returning();
    const codeId =
      code?.id ??
      (
        await t.db
          .select()
          .from(inviteCodes)
          .where(and(eq(inviteCodes.activeId, boardId), eq(inviteCodes.userId, inviterId)))
      )[0]?.id ??
      0;
    for (let i = 0; i < n; i++) {
      const friend = await w.member();
      await t.db.insert(invitations).values({
        activeId: boardId,
        codeId,
        inviterId,
        inviteeId: friend.user.id,
        receiveTime: new Date(clock() - DAY_MS),
        receiveDay: '2026-01-01',
        activatedAt: new Date(clock() - (minutesAgo - i) * 60_000),
        rewardable: flags.length === 0,
        flags,
      });
    }
  }
  let boardId = 0;

  it('ranks by activated friends, ties to who got there first, masked', async () => {
    boardId = await w.inviteActivity(staff, -1, 30);
    const late = await w.member({ nickname: '后来的小李' });
    const early = await w.member({ nickname: '早到的老张' });
    const one = await w.member({ nickname: '一个' });
    const cheat = await w.member({ nickname: '刷号的' });
    await activated(late.user.id, 2, 10);
    await activated(early.user.id, 2, 100);
    await activated(one.user.id, 1, 500);
    await activated(cheat.user.id, 5, 50, ['same_ip']);
    const board = (await w.info(early.call, boardId)).leaderboard;
    expect(board.map((r) => [r.rank, r.nickname, r.activated, r.is_me])).toEqual([
      [1, '早**张', 2, true],
      [2, '后**李', 2, false],
      [3, '一*', 1, false],
    ]);
    // One of the flagged five released by staff (rewardable again): that one counts.
    const [one5] = await t.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.inviterId, cheat.user.id))
      .limit(1);
    await t.db.update(invitations).set({ rewardable: true }).where(eq(invitations.id, one5!.id));
    const after = (await w.info(early.call, boardId)).leaderboard;
    expect(after.map((r) => [r.nickname, r.activated])).toContainEqual(['刷**的', 1]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INVITE_DEFAULTS, MSG, type InviteReceive } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { testClock } from '../../../test/factories';
import { invitations, messages } from '../../db/schema';
import { onInviteeActivity } from './invite-activation';
import { DAY_MS, inviteWorld, ok, refused, type Caller } from './invite-test-world';

/*
 * Invitations (docs/invitations.md): a new account receives a code once, ever; refusals
 * speak Chinese; activation pays the inviter exactly once, racing or not; caps hold.
 */

const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let w: ReturnType<typeof inviteWorld>;
let staff: Caller;
let activeId = 0;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  w = inviteWorld(t, clock);
  staff = (await w.admin()).call;
  activeId = await w.inviteActivity(staff, -1, 30);
});
afterAll(() => t.close());

describe('the invite page', () => {
  it('shows visitors the rules and rewards, without a code', async () => {
    const page = await w.info(w.visitor, activeId);
    expect(page.mine).toBeNull();
    expect(page.in_window).toBe(true);
    expect(page.settings.inviter_active_ele).toBe(INVITE_DEFAULTS.inviterActiveEle);
    expect(page.activity.type).toBe('invite');
  });

  it('gives a member one unguessable code and its link', async () => {
    const { call } = await w.member();
    const first = await w.info(call, activeId);
    const again = await w.info(call, activeId);
    expect(first.mine?.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(again.mine?.code).toBe(first.mine?.code);
    expect(first.mine?.link).toBe(
      `/app/new-version/activity/invite/${activeId}?code=${first.mine?.code}`,
    );
  });

  it('answers 404 for an activity that is not an invitation', async () => {
    const other = await w.inviteActivity(staff, -1, 5, 'activity');
    await refused(
      w.visitor('GET', `/web/activity/v2/invite/info?id=${other}`),
      404,
      MSG.inviteNotInvite,
    );
  });
});

describe('receiving a code', () => {
  it('binds a new account once and pays both sides through the ledger', async () => {
    const inviter = await w.member({ nickname: '邀请达人老王' });
    const code = (await w.info(inviter.call, activeId)).mine?.code ?? '';
    const landing = await w.info(w.visitor, activeId, code);
    expect(landing.inviter?.nickname).toBe('邀**王');
    const friend = await w.member();
    const res = await w.receive(friend.call, code);
    expect(res.json<{ msg: string }>().msg).toBe(MSG.inviteReceived);
    expect(await ok<InviteReceive>(Promise.resolve(res))).toMatchObject({
      active_id: activeId,
      invitee_ele: INVITE_DEFAULTS.inviteeEle,
      first_receive: true,
    });
    const again = await ok<InviteReceive>(w.receive(friend.call, code));
    expect(again.first_receive).toBe(false);
    expect(await w.ledger(inviter.user.id)).toEqual([
      expect.objectContaining({ amount: INVITE_DEFAULTS.inviterRegisterEle }),
    ]);
    expect(await w.ledger(friend.user.id)).toHaveLength(1);
    expect(await w.ele(inviter.user.id)).toBe(INVITE_DEFAULTS.inviterRegisterEle);
    const notes = await t.db.select().from(messages).where(eq(messages.userId, inviter.user.id));
    expect(notes.map((n) => n.title)).toContain(
      `邀请奖励到账 +${INVITE_DEFAULTS.inviterRegisterEle} 电量`,
    );
    const mine = (await w.info(inviter.call, activeId)).mine;
    expect(mine?.invitees).toEqual([
      expect.objectContaining({ state_text: '已注册', reward: INVITE_DEFAULTS.inviterRegisterEle }),
    ]);
  });

  it('refuses an old account, a second code, one’s own code and an unknown one', async () => {
    const a = await w.member();
    const b = await w.member();
    const codeA = (await w.info(a.call, activeId)).mine?.code ?? '';
    const codeB = (await w.info(b.call, activeId)).mine?.code ?? '';
    const old = await w.member({ createTime: new Date(clock() - 3 * DAY_MS) });
    await refused(w.receive(old.call, codeA), 409, MSG.inviteOldAccount);
    await refused(w.receive(a.call, codeA), 400, MSG.inviteSelf);
    await refused(w.receive(a.call, 'ZZZZZZZZ'), 404, MSG.inviteCodeInvalid);
    const friend = await w.member();
    await ok(w.receive(friend.call, codeA));
    await refused(w.receive(friend.call, codeB), 409, MSG.inviteAlreadyInvited);
    await refused(w.receive(friend.call, ''), 422, MSG.inviteCodeRequired);
    await refused(w.visitor('POST', '/web/link/activity/invite/receive', { code: codeA }), 401, '');
  });

  it('refuses outside the window (before it opens and after it closes)', async () => {
    const later = await w.inviteActivity(staff, 2, 5);
    const inviter = await w.member();
    const code = (await w.info(inviter.call, later)).mine?.code ?? '';
    await refused(w.receive((await w.member()).call, code), 400, MSG.inviteOutsideWindow);
  });

  it('flags a friend on the inviter’s own network and pays nobody', async () => {
    const inviter = await w.member();
    const code = (await w.info(inviter.call, activeId)).mine?.code ?? '';
    const friend = await w.member();
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/web/link/activity/invite/receive',
        remoteAddress: inviter.ip,
        headers: { authorization: friend.token },
        payload: { code },
      }),
    );
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteeId, friend.user.id));
    expect(row?.flags).toEqual(['same_ip']);
    expect(row?.rewardable).toBe(false);
    expect(await w.ledger(inviter.user.id)).toEqual([]);
    expect(await w.ledger(friend.user.id)).toEqual([]);
  });
});

describe('activation', () => {
  it('pays the inviter once on the second sign-in day, even with racing events', async () => {
    const inviter = await w.member();
    const code = (await w.info(inviter.call, activeId)).mine?.code ?? '';
    const friend = await w.member();
    await ok(w.receive(friend.call, code));
    await ok(friend.call('GET', '/web/index/user_sign'));
    const [bound] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteeId, friend.user.id));
    expect(bound?.activatedAt).toBeNull();
    clock.advance(DAY_MS);
    const race = () =>
      t.db.transaction((tx) => onInviteeActivity(tx, friend.user.id, 'post_published', clock()));
    const [signed, ...raced] = await Promise.all([
      ok(friend.call('GET', '/web/index/user_sign')),
      race(),
      race(),
    ]);
    expect(signed).toBeTruthy();
    expect(raced.filter(Boolean).length).toBeLessThanOrEqual(1);
    const active = await w.ledger(inviter.user.id, `invite:${bound?.id}:active`);
    expect(active).toEqual([
      { amount: INVITE_DEFAULTS.inviterActiveEle, source: `invite:${bound?.id}:active` },
    ]);
    expect(await w.ele(inviter.user.id)).toBe(
      INVITE_DEFAULTS.inviterRegisterEle + INVITE_DEFAULTS.inviterActiveEle,
    );
    const mine = (await w.info(inviter.call, activeId)).mine;
    expect(mine).toMatchObject({
      activated: 1,
      ele_earned: INVITE_DEFAULTS.inviterRegisterEle + INVITE_DEFAULTS.inviterActiveEle,
    });
    expect(mine?.invitees[0]?.state_text).toBe('已激活');
  });
});

describe('caps', () => {
  it('binds beyond the daily and total caps but pays nothing for those', async () => {
    const capped = await w.inviteActivity(staff, -1, 30);
    await ok(
      staff('POST', `/web/admin/invite/settings/${capped}`, {
        inviter_register_ele: 3,
        inviter_active_ele: 7,
        invitee_ele: 2,
        daily_cap: 2,
        total_cap: 3,
      }),
    );
    const inviter = await w.member();
    const code = (await w.info(inviter.call, capped)).mine?.code ?? '';
    const bind = async () => {
      const friend = await w.member();
      await ok(w.receive(friend.call, code));
      const [row] = await t.db
        .select()
        .from(invitations)
        .where(and(eq(invitations.inviteeId, friend.user.id)));
      return row;
    };
    const day1 = [await bind(), await bind(), await bind()];
    expect(day1.map((r) => r?.rewardable)).toEqual([true, true, false]);
    expect(day1[2]?.flags).toEqual(['over_cap']);
    clock.advance(DAY_MS);
    const day2 = [await bind(), await bind()];
    expect(day2.map((r) => r?.rewardable)).toEqual([true, false]);
    expect(await w.ele(inviter.user.id)).toBe(3 * 3);
  });
});

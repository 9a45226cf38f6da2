import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CODE_REFUSAL_MSG,
  CODE_STATUS,
  CODE_STATUS_TRANSITIONS,
  CODE_TYPE,
  CodeActor,
  CodeStatus,
  canCodeTransition,
  effectiveCodeStatus,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { privilegeCodes } from '../../db/schema';
import { assertCodeTransition } from './code-transition';
import { RANDOM_CODE_RE } from './random-code';

const statuses = CodeStatus.options.map((o) => o.value);
const actors = CodeActor.options.map((o) => o.value);
const DAY = 86_400_000;

describe('the code status transition table', () => {
  const refused = actors.flatMap((actor) =>
    statuses.flatMap((from) =>
      statuses
        .filter((to) => !CODE_STATUS_TRANSITIONS[actor][from].includes(to))
        .map((to) => [actor, from, to] as const),
    ),
  );
  it('allows exactly the seven moves the file documents', () => {
    expect(refused).toHaveLength(3 * 25 - 7);
    expect(canCodeTransition('member', CODE_STATUS.available, CODE_STATUS.claimed)).toBe(true);
    expect(canCodeTransition('member', CODE_STATUS.claimed, CODE_STATUS.redeeming)).toBe(true);
    expect(canCodeTransition('admin', CODE_STATUS.redeeming, CODE_STATUS.redeemed)).toBe(true);
    expect(canCodeTransition('admin', CODE_STATUS.redeeming, CODE_STATUS.claimed)).toBe(true);
    for (const from of [CODE_STATUS.available, CODE_STATUS.claimed, CODE_STATUS.redeeming])
      expect(canCodeTransition('time', from, CODE_STATUS.expired)).toBe(true);
  });
  const future = { expireTime: new Date(Date.now() + DAY) };
  it.each(refused)(
    '%s may not move %i → %i (Chinese reason of the current status)',
    (actor, from, to) => {
      expect(canCodeTransition(actor, from, to)).toBe(false);
      expect(() =>
        assertCodeTransition(actor, { status: from, ...future }, to, Date.now()),
      ).toThrow(CODE_REFUSAL_MSG[from]);
    },
  );
  it('a code past expire_time refuses every move with 该码已过期, whatever its row says', () => {
    const now = Date.now();
    for (const status of [CODE_STATUS.available, CODE_STATUS.claimed, CODE_STATUS.redeeming]) {
      const code = { status, expireTime: new Date(now) };
      for (const actor of ['member', 'admin'] as const)
        for (const to of statuses)
          expect(() => assertCodeTransition(actor, code, to, now)).toThrow('该码已过期');
    }
  });
  it('expires at expire_time exactly; 已兑换 never expires', () => {
    const at = 1_700_000_000_000;
    expect(effectiveCodeStatus(CODE_STATUS.claimed, at, at - 1)).toBe(CODE_STATUS.claimed);
    expect(effectiveCodeStatus(CODE_STATUS.claimed, at, at)).toBe(CODE_STATUS.expired);
    expect(effectiveCodeStatus(CODE_STATUS.redeemed, at, at + DAY)).toBe(CODE_STATUS.redeemed);
  });
});

const clock = testClock(Date.UTC(2026, 0, 10, 4));
let t: TestApp;
let admin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'admin' })));
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
}
type Call = ReturnType<typeof callAs>;

const nowSeconds = () => Math.floor(clock() / 1000);
async function issue(type: number, count = 1, expireIn = 30 * DAY) {
  const res = await admin('POST', '/web/admin/prerogative/codes', {
    type,
    count,
    title: '芯客内测资格',
    expire_time: Math.floor((clock() + expireIn) / 1000),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as { id: number; code: string; status: number }[];
}
const claim = (call: Call, type: number) =>
  call('POST', '/web/user/prerogative/codes/claim', { type });
const redeem = (call: Call, id: number) =>
  call('POST', `/web/user/prerogative/codes/${id}/redeem`, {});
const review = (id: number, action: string, as: Call = admin) =>
  as('POST', `/web/admin/prerogative/codes/${id}/review`, { action });
const myCodes = async (call: Call, query = '') =>
  (await call('GET', `/web/user/prerogative/codes${query}`)).json().data;
/** Empties the pool of a type, so each test starts from the codes it issues itself. */
const drainPool = (type: number) =>
  t.db.delete(privilegeCodes).where(eq(privilegeCodes.type, type));

describe('who may call', () => {
  it('a visitor gets 401 on every code endpoint', async () => {
    const visitor = callAs(t.app);
    for (const [method, url] of [
      ['GET', '/web/user/prerogative/codes'],
      ['POST', '/web/user/prerogative/codes/claim'],
      ['POST', '/web/user/prerogative/codes/1/redeem'],
      ['POST', '/web/admin/prerogative/codes'],
      ['POST', '/web/admin/prerogative/codes/1/review'],
    ] as const) {
      const res = await visitor(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('members and moderators get 403 只有管理员可以进行此操作 from the admin endpoints, before validation', async () => {
    const { call } = await member();
    const mod = (await member({ role: 'moderator' })).call;
    for (const as of [call, mod]) {
      const issued = await as('POST', '/web/admin/prerogative/codes', {});
      expect(issued.statusCode).toBe(403);
      expect(issued.json().msg).toBe('只有管理员可以进行此操作');
      const reviewed = await review(1, 'confirm', as);
      expect(reviewed.statusCode).toBe(403);
    }
  });
});

describe('issuing codes into the pool (admin)', () => {
  it.each([
    [{ type: 3, count: 1, expire_time: 4e9 }, 'type: 码类型不存在'],
    [{ type: 1, count: 0, expire_time: 4e9 }, 'count: 发放数量为 1-500'],
    [{ type: 1, count: 501, expire_time: 4e9 }, 'count: 发放数量为 1-500'],
    [{ type: 1, count: 1, expire_time: 4e9, title: '长'.repeat(51) }, 'title: 说明不能超过50个字'],
  ])('bad input %o: %s', async (body, msg) => {
    const res = await admin('POST', '/web/admin/prerogative/codes', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('an expire_time not after now: 过期时间必须晚于当前时间', async () => {
    const res = await admin('POST', '/web/admin/prerogative/codes', {
      type: 1,
      count: 1,
      expire_time: nowSeconds(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('过期时间必须晚于当前时间');
  });

  it('makes distinct random codes in the pool: 可用, no holder, prefix by type', async () => {
    const codes = await issue(CODE_TYPE.salonTicket, 200);
    expect(codes).toHaveLength(200);
    expect(new Set(codes.map((c) => c.code)).size).toBe(200);
    for (const c of codes) {
      expect(c.code).toMatch(RANDOM_CODE_RE);
      expect(c.code.startsWith('SL-')).toBe(true);
      expect(c.status).toBe(CODE_STATUS.available);
    }
    const [row] = await t.db
      .select()
      .from(privilegeCodes)
      .where(eq(privilegeCodes.id, codes[0]!.id));
    expect(row?.userId).toBeNull();
    await drainPool(CODE_TYPE.salonTicket);
  });
});

describe('a member claims, submits; an admin confirms or rejects', () => {
  it('the whole life of a code, with every refusal on the way', async () => {
    await drainPool(CODE_TYPE.betaInvite);
    const [firstCode, secondCode] = await issue(CODE_TYPE.betaInvite, 2);
    const alice = await member();
    const bob = await member();

    // an admin cannot decide on a pool code: nobody submitted it
    expect((await review(secondCode!.id, 'confirm')).json().msg).toBe('该码尚未被领取');

    const claimed = await claim(alice.call, CODE_TYPE.betaInvite);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      msg: '领取成功',
      data: {
        type: 1,
        type_text: '内测兑换码',
        title: '芯客内测资格',
        status: CODE_STATUS.claimed,
        status_text: '已领取',
        claim_time: nowSeconds(),
        redeem_time: null,
      },
    });
    const id = claimed.json().data.id as number;
    expect(id).toBe(firstCode!.id);

    // one code of a type in use at a time
    const again = await claim(alice.call, CODE_TYPE.betaInvite);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('你已有一个该类型的码，兑换或过期后才能再领');

    // not submitted yet: an admin has nothing to decide
    for (const action of ['confirm', 'reject']) {
      const res = await review(id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该码尚未提交兑换');
    }
    // another member's code
    const stolen = await redeem(bob.call, id);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().msg).toBe('只能兑换自己领取的码');
    expect((await redeem(bob.call, 999_999)).json().msg).toBe('该码不存在');

    const submitted = await redeem(alice.call, id);
    expect(submitted.json()).toMatchObject({
      msg: '已提交兑换，请等待审核',
      data: { status: CODE_STATUS.redeeming, status_text: '兑换中', redeem_time: nowSeconds() },
    });
    const twice = await redeem(alice.call, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('该码正在兑换中，请等待审核');
    // still in use: no second code while this one waits
    expect((await claim(alice.call, CODE_TYPE.betaInvite)).statusCode).toBe(409);

    const rejected = await review(id, 'reject');
    expect(rejected.json()).toMatchObject({
      msg: '已驳回，码已退回给用户',
      data: { status: CODE_STATUS.claimed, redeem_time: null },
    });
    expect((await redeem(alice.call, id)).json().data.status).toBe(CODE_STATUS.redeeming);
    const confirmed = await review(id, 'confirm');
    expect(confirmed.json()).toMatchObject({
      msg: '已确认兑换',
      data: { status: CODE_STATUS.redeemed, status_text: '已兑换' },
    });
    for (const res of [
      await redeem(alice.call, id),
      await review(id, 'confirm'),
      await review(id, 'reject'),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该码已兑换');
    }
    expect((await review(id, 'approve')).json().msg).toBe(
      'action: 审核操作只能是 confirm 或 reject',
    );

    // redeemed, the type is free again: the pool's second code
    const next = await claim(alice.call, CODE_TYPE.betaInvite);
    expect(next.json().data.id).toBe(secondCode!.id);
    const empty = await claim(bob.call, CODE_TYPE.betaInvite);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().msg).toBe('该类型的码已领完');
    expect((await claim(bob.call, 7)).json().msg).toBe('type: 码类型不存在');
  });

  it('lists only my codes, newest first, paged, with what I may claim per type', async () => {
    await drainPool(CODE_TYPE.betaInvite);
    await drainPool(CODE_TYPE.salonTicket);
    await issue(CODE_TYPE.betaInvite, 1);
    await issue(CODE_TYPE.salonTicket, 2);
    const carol = await member();
    const other = await member();
    const before = await myCodes(carol.call);
    expect(before.data).toEqual([]);
    expect(before.types).toEqual([
      { type: 1, type_text: '内测兑换码', can_claim: true, reason: '' },
      { type: 2, type_text: '沙龙门票', can_claim: true, reason: '' },
    ]);
    const first = (await claim(carol.call, CODE_TYPE.betaInvite)).json().data;
    const second = (await claim(carol.call, CODE_TYPE.salonTicket)).json().data;
    await claim(other.call, CODE_TYPE.salonTicket);

    const page1 = await myCodes(carol.call, '?page=1&page_size=1');
    expect(page1.data.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(page1.paginate).toMatchObject({ current_page: 1, last_page: 2, total: 2 });
    const page2 = await myCodes(carol.call, '?page=2&page_size=1');
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual([first.id]);
    expect(page2.types).toEqual([
      {
        type: 1,
        type_text: '内测兑换码',
        can_claim: false,
        reason: '你已有一个该类型的码，兑换或过期后才能再领',
      },
      {
        type: 2,
        type_text: '沙龙门票',
        can_claim: false,
        reason: '你已有一个该类型的码，兑换或过期后才能再领',
      },
    ]);
    // the pool is empty for a member who holds nothing
    expect(
      (await myCodes((await member()).call)).types.map((s: { reason: string }) => s.reason),
    ).toEqual(['该类型的码已领完', '该类型的码已领完']);
  });

  it('concurrent claims: each pool code goes to one member; one member gets one', async () => {
    await drainPool(CODE_TYPE.salonTicket);
    await issue(CODE_TYPE.salonTicket, 3);
    const crowd = await Promise.all(Array.from({ length: 5 }, () => member()));
    const results = await Promise.all(crowd.map((m) => claim(m.call, CODE_TYPE.salonTicket)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const ids = results.filter((r) => r.statusCode === 200).map((r) => r.json().data.id);
    expect(new Set(ids).size).toBe(3);

    await issue(CODE_TYPE.salonTicket, 3);
    const eager = await member();
    const tabs = await Promise.all(
      Array.from({ length: 3 }, () => claim(eager.call, CODE_TYPE.salonTicket)),
    );
    expect(tabs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('expiry (lazy: read and every transition)', () => {
  it('a code reads 已过期 from its expire_time on and refuses every move; a new one may be claimed', async () => {
    await drainPool(CODE_TYPE.betaInvite);
    await issue(CODE_TYPE.betaInvite, 1, DAY);
    const dave = await member();
    const claimed = (await claim(dave.call, CODE_TYPE.betaInvite)).json().data;
    await issue(CODE_TYPE.betaInvite, 1, 3 * DAY);
    const submitted = (await redeem(dave.call, claimed.id)).json().data;
    expect(submitted.status).toBe(CODE_STATUS.redeeming);

    clock.advance(claimed.expire_time * 1000 - clock() - 1);
    expect((await myCodes(dave.call)).data[0].status).toBe(CODE_STATUS.redeeming);
    clock.advance(1);
    const listed = (await myCodes(dave.call)).data[0];
    expect(listed).toMatchObject({ id: claimed.id, status: 4, status_text: '已过期' });
    for (const res of [await review(claimed.id, 'confirm'), await review(claimed.id, 'reject')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该码已过期');
    }
    // expired, it no longer counts as held: the second pool code is Dave's to claim
    const fresh = await claim(dave.call, CODE_TYPE.betaInvite);
    expect(fresh.statusCode).toBe(200);
    clock.advance(2 * DAY);
    const late = await redeem(dave.call, fresh.json().data.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('该码已过期');
  });

  it('an expired pool code is never handed out', async () => {
    await drainPool(CODE_TYPE.salonTicket);
    await issue(CODE_TYPE.salonTicket, 1, DAY);
    clock.advance(DAY);
    const res = await claim((await member()).call, CODE_TYPE.salonTicket);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该类型的码已领完');
  });
});

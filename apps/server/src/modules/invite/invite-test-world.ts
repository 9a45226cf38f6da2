import { expect } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { LOGIN_METHOD, USER_ROLE, type InviteInfo } from '@xinke/shared';
import type { TestApp } from '../../../test/create-test-app';
import { buildUser, testClock } from '../../../test/factories';
import { eleRecords, users } from '../../db/schema';
import { SessionService } from '../auth/session.service';

/*
 * The invitation tests' world (docs/invitations.md): members who log in from addresses of
 * their own (the same-IP rule would flag everyone on 127.0.0.1), an admin, and invite
 * activities made through the console like staff make them.
 */

export const DAY_MS = 86_400_000;
type Res = { statusCode: number; json: <U>() => U };
export type Caller = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Res>;
export const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

export async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

export async function refused(res: Promise<Res>, status: number, msg: string): Promise<void> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(body(r).msg).toContain(msg);
}

export function inviteWorld(t: TestApp, clock: ReturnType<typeof testClock>) {
  let ipSeq = 10;

  /** A member (born at the clock's now unless told) and a caller from their own address. */
  async function member(overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(t.db, { createTime: new Date(clock()), ...overrides });
    const ip = `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
    const { token } = await new SessionService(t.db, clock).issue(
      user.id,
      { ip, userAgent: 'vitest' },
      LOGIN_METHOD.password,
    );
    const call: Caller = (method, url, payload) =>
      t.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: { authorization: token },
        ...(payload === undefined ? {} : { payload }),
      });
    return { user, ip, token, call };
  }

  const visitor: Caller = (method, url, payload) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });

  async function admin() {
    return member({ role: USER_ROLE.admin, createTime: new Date(clock() - 400 * DAY_MS) });
  }

  /** A published invite activity whose one stage runs from `fromDays` to `toDays`. */
  async function inviteActivity(
    staff: Caller,
    fromDays: number,
    toDays: number,
    type = 'invite',
  ): Promise<number> {
    const at = (days: number) => Math.floor((clock() + days * DAY_MS) / 1000);
    const a = await ok<{ id: number }>(
      staff('POST', '/web/admin/activity/create', {
        type,
        kind: 'general',
        title: '邀请好友赢电量',
        stages: [{ code: 'voting', start_time: at(fromDays), end_time: at(toDays) }],
      }),
    );
    await ok(staff('POST', `/web/admin/activity/publish/${a.id}`));
    return a.id;
  }

  const info = (caller: Caller, id: number, code?: string) =>
    ok<InviteInfo>(
      caller('GET', `/web/activity/v2/invite/info?id=${id}${code ? `&code=${code}` : ''}`),
    );

  const receive = (caller: Caller, code: string) =>
    caller('POST', '/web/link/activity/invite/receive', { code });

  /** The ledger rows of invitation steps, by source prefix `invite:<id>:`. */
  async function ledger(userId: number, prefix = 'invite:') {
    return t.db
      .select({ amount: eleRecords.amount, source: eleRecords.source })
      .from(eleRecords)
      .where(and(eq(eleRecords.userId, userId), like(eleRecords.source, `${prefix}%`)));
  }

  async function ele(userId: number): Promise<number> {
    const [row] = await t.db.select({ ele: users.ele }).from(users).where(eq(users.id, userId));
    return row?.ele ?? 0;
  }

  return { member, visitor, admin, inviteActivity, info, receive, ledger, ele };
}

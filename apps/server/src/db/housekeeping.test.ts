import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildUser } from '../../test/factories';
import { RETENTION, sweepExpired } from './housekeeping';
import { loginHistory, qrLogins, sessions, verificationCodes, wechatPayOauth } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sweepExpired', () => {
  it('drops only rows past their retention', async () => {
    const now = Date.now();
    const user = await buildUser(t.db);
    const old = (ms: number) => new Date(now - ms - 60_000);
    const fresh = (ms: number) => new Date(now - ms + 60_000);
    const code = (createTime: Date, target: string) => ({
      channel: 'sms',
      target,
      purpose: 'login',
      codeHash: 'x',
      expireTime: createTime,
      createTime,
    });
    await t.db
      .insert(verificationCodes)
      .values([
        code(old(RETENTION.codesMs), '13800000001'),
        code(fresh(RETENTION.codesMs), '13800000002'),
      ]);
    await t.db.insert(sessions).values([
      { userId: user.id, tokenHash: 'old', expireTime: old(RETENTION.sessionsMs) },
      { userId: user.id, tokenHash: 'fresh', expireTime: fresh(RETENTION.sessionsMs) },
    ]);
    await t.db.insert(qrLogins).values([
      { ticketHash: 'old', expireTime: old(RETENTION.qrLoginsMs), createTime: new Date(0) },
      { ticketHash: 'fresh', expireTime: fresh(RETENTION.qrLoginsMs), createTime: new Date() },
    ]);
    await t.db.insert(loginHistory).values([
      { userId: user.id, method: 'sms', createTime: old(RETENTION.loginHistoryMs) },
      { userId: user.id, method: 'sms', createTime: fresh(RETENTION.loginHistoryMs) },
    ]);
    const back = '/app/new-version/research/laboratory/payment/1';
    await t.db.insert(wechatPayOauth).values([
      { state: 'old', userId: user.id, back, expireTime: old(0) },
      { state: 'fresh', userId: user.id, back, expireTime: fresh(0) },
    ]);
    const before = {
      codes: (await t.db.select({ n: count() }).from(verificationCodes))[0]?.n ?? 0,
      sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n ?? 0,
    };

    expect(await sweepExpired(t.db, now)).toEqual({
      codes: 1,
      sessions: 1,
      qrLogins: 1,
      loginHistory: 1,
      wechatPayOauth: 1,
    });
    expect((await t.db.select().from(wechatPayOauth)).map((r) => r.state)).toEqual(['fresh']);
    expect((await t.db.select({ n: count() }).from(verificationCodes))[0]?.n).toBe(
      before.codes - 1,
    );
    expect((await t.db.select({ n: count() }).from(sessions))[0]?.n).toBe(before.sessions - 1);
    expect((await t.db.select().from(qrLogins)).map((r) => r.ticketHash)).toEqual(['fresh']);
    expect((await t.db.select().from(loginHistory)).map((r) => r.createTime)).toEqual([
      fresh(RETENTION.loginHistoryMs),
    ]);
    expect(await sweepExpired(t.db, now)).toEqual({
      codes: 0,
      sessions: 0,
      qrLogins: 0,
      loginHistory: 0,
      wechatPayOauth: 0,
    });
  });
});

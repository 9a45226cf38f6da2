import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, USER_ROLE } from '@xinke/shared';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function member(role: string = USER_ROLE.user) {
  const user = await buildUser(t.db, { role });
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
}

describe('the role of a contract policy, enforced by contract-route', () => {
  it('a moderator route: 401 visitor, 403 member, open to moderators and admins', async () => {
    const url = '/web/moderation/sensitive_words';
    const visitor = await callAs(t.app)('GET', url);
    expect(visitor.statusCode).toBe(401);
    const plain = await (await member()).call('GET', url);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().msg).toBe(MSG.moderatorOnly);
    expect((await (await member(USER_ROLE.moderator)).call('GET', url)).statusCode).toBe(200);
    expect((await (await member(USER_ROLE.admin)).call('GET', url)).statusCode).toBe(200);
  });

  it('a demoted moderator is refused on the next call, with the same session', async () => {
    const mod = await member(USER_ROLE.moderator);
    expect((await mod.call('GET', '/web/moderation/items')).statusCode).toBe(200);
    await t.db.update(users).set({ role: USER_ROLE.user }).where(eq(users.id, mod.user.id));
    expect((await mod.call('GET', '/web/moderation/items')).statusCode).toBe(403);
  });

  it('admin routes refuse moderators, with the message the policy names', async () => {
    const mod = await member(USER_ROLE.moderator);
    const award = await mod.call('POST', '/web/moderation/medal', {
      user_id: mod.user.id,
      medal_key: 'contributor',
    });
    expect(award.statusCode).toBe(403);
    expect(award.json().msg).toBe(MSG.medalAdminOnly);
    const issue = await mod.call('POST', '/web/admin/prerogative/codes', {});
    expect(issue.statusCode).toBe(403);
    expect(issue.json().msg).toBe(MSG.adminOnly);
  });

  it('the role is checked before the input: a member learns nothing of the review rules', async () => {
    const res = await (await member()).call('POST', '/web/item/review/1', { action: 'nonsense' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG.reviewForbidden);
  });
});

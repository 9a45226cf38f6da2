import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUserWithPassword } from '../../../test/factories';
import { PASSWORD_HASH_PREFIX } from '../../lib/secrets';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    deps: { logStream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());

describe('the server log', () => {
  it('never contains a one-time code, a password or a password hash', async () => {
    const c = authClient(t);
    await buildUserWithPassword(t.db, 'logsecret1', { phone: '13844440001' });
    const code = await c.smsCode('13844440002');
    await c.call('POST', '/web/sms_code_login', { body: { phone: '13844440002', code } });
    await c.call('POST', '/web/login', { body: { login: '13844440001', password: 'logsecret1' } });
    await c.call('POST', '/web/login', { body: { login: '13844440001', password: 'wrongpass1' } });
    await c.call('POST', '/web/user/forget_send', { body: { phone_email: '13844440001' } });
    const resetCode = await c.lastCode('13844440001');

    const log = lines.join('');
    expect(log).toContain('dev sms to 138****0002');
    for (const secret of [code, resetCode, 'logsecret1', 'wrongpass1', PASSWORD_HASH_PREFIX]) {
      expect(log).not.toContain(secret);
    }
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACTION, USER_ROLE } from '@xinke/shared';
import { openPostgres } from '../src/db/client';
import { staffAuditLog, users } from '../src/db/schema';
import { serverRoot } from '../src/paths';
import { createPostgresDatabase } from './test-db';

/*
 * `npm run xinke -- admin grant|revoke <phone>` on DATABASE_URL (docs/admin-community.md):
 * a brand-new, unmigrated PostgreSQL database, as a clean install has before its first start.
 */

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
const dataDir = mkdtempSync(join(tmpdir(), 'xinke-cli-pg-'));

beforeAll(async () => {
  created = await createPostgresDatabase();
});
afterAll(async () => {
  await created.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function xinke(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: created.url,
    };
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/xinke.ts', ...args], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the admin command on PostgreSQL', () => {
  it('migrates, grants, refuses to revoke the last admin, revokes one of two', async () => {
    const first = await xinke('admin', 'grant', '17600000011');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('新建了手机号为 17600000011 的账号');
    const again = await xinke('admin', 'grant', '17600000011');
    expect(again.code).toBe(0);
    expect(again.output).toContain('已经是管理员');
    expect((await xinke('admin', 'revoke', '17600000011')).output).toContain('最后一位管理员');
    expect((await xinke('admin', 'grant', '17600000012')).code).toBe(0);
    const revoked = await xinke('admin', 'revoke', '17600000011');
    expect(revoked.code, revoked.output).toBe(0);
    expect(revoked.output).toContain('改为「用户」');
    const nobody = await xinke('admin', 'revoke', '17600000013');
    expect(nobody.code).toBe(1);
    expect(nobody.output).toContain('没有手机号为 17600000013 的账号');
    expect((await xinke('admin', 'grant')).code).toBe(2);

    const database = openPostgres(created.url, { max: 1 });
    try {
      const roles = await database.db
        .select({ phone: users.phone, role: users.role })
        .from(users)
        .orderBy(asc(users.id));
      expect(roles).toEqual([
        { phone: '17600000011', role: USER_ROLE.user },
        { phone: '17600000012', role: USER_ROLE.admin },
      ]);
      const log = await database.db
        .select({ target: staffAuditLog.target, after: staffAuditLog.after })
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, STAFF_ACTION.userRoleCli))
        .orderBy(asc(staffAuditLog.id));
      expect(log.map((r) => r.after)).toEqual([
        { role: USER_ROLE.admin },
        { role: USER_ROLE.admin },
        { role: USER_ROLE.user },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

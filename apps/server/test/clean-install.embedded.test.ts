import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, MSG, STAFF_ACTION, USER_ROLE } from '@xinke/shared';
import { serverRoot } from '../src/paths';
import { embeddedEnv, startEmbeddedServer, type ServerProcess } from './server-process';

/*
 * Issue 14 item 1, end to end on the real processes: an empty data dir, SEED_DEMO=false.
 * The operator grants the first admin with the command line (before the server starts: the
 * embedded database is one process's at a time, and the command says so while the server
 * runs), starts the server, logs in by SMS code as that admin, creates a circle (with an
 * uploaded icon) and a tag through the console API, and a member publishes in it.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'xinke-clean-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run xinke -- …` as the operator types it (the root script runs exactly this). */
function xinke(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/xinke.ts', ...args], {
      cwd: serverRoot,
      env: embeddedEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(server!.base + path, init);
  return (await res.json()) as Envelope<T>;
}

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  body: JSON.stringify(body),
});

async function smsLogin(phone: string): Promise<string> {
  expect((await api('/web/sms_code', post({ phone }))).code).toBe(0);
  const outbox = await api<{ code: string }[]>(`/dev/outbox?to=${phone}`);
  const login = await api<{ token: string }>(
    '/web/sms_code_login',
    post({ phone, code: outbox.data[0]?.code }),
  );
  expect(login.code, login.msg).toBe(0);
  return login.data.token;
}

const ADMIN_PHONE = '17612340001';
const MEMBER_PHONE = '17612340002';

describe('a clean install run from nothing', () => {
  it('first admin by the command line, then a circle and a tag, then a member posts', async () => {
    const granted = await xinke('admin', 'grant', ADMIN_PHONE);
    expect(granted.code, granted.output).toBe(0);
    expect(granted.output).toContain(`新建了手机号为 ${ADMIN_PHONE} 的账号`);
    expect(granted.output).toContain('改为「管理员」');
    // Revoking the only admin is refused, and changes nothing.
    const lastOne = await xinke('admin', 'revoke', ADMIN_PHONE);
    expect(lastOne.code).toBe(1);
    expect(lastOne.output).toContain('最后一位管理员');

    server = await startEmbeddedServer(dataDir);
    expect(server.output()).not.toContain('demo content seeded');

    // While the server holds the embedded database the command refuses, saying why.
    const busy = await xinke('admin', 'grant', MEMBER_PHONE);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('服务器正在使用内嵌数据库');

    // Nothing to publish into yet: the directory is empty.
    const noCircles = await api<{ data: unknown[] }>('/web/circle/index?page=1');
    expect(noCircles.data.data).toEqual([]);

    const adminToken = await smsLogin(ADMIN_PHONE);
    const me = await api<{ role: string }>('/web/user/info', {
      headers: { authorization: adminToken },
    });
    expect(me.data.role).toBe(USER_ROLE.admin);

    const png = await sharp({
      create: { width: 128, height: 128, channels: 3, background: '#1677ff' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('item_image', new Blob([png], { type: 'image/png' }), 'icon.png');
    const icon = await api<{ url: string }>('/web/item/item_image', {
      method: 'POST',
      headers: { authorization: adminToken },
      body: form,
    });
    expect(icon.code, icon.msg).toBe(0);

    const circle = await api<{ id: number; image_url: string }>(
      '/web/admin/circles',
      post(
        { name: '开源硬件', description: '开源硬件项目交流', image_url: icon.data.url },
        adminToken,
      ),
    );
    expect(circle.code, circle.msg).toBe(0);
    expect(circle.data.image_url).toBe(icon.data.url);
    const tag = await api<{ id: number }>(
      '/web/admin/tags',
      post({ name: '开发板', slug: 'dev-board' }, adminToken),
    );
    expect(tag.code, tag.msg).toBe(0);

    const memberToken = await smsLogin(MEMBER_PHONE);
    const member = await api<{ role: string }>('/web/user/info', {
      headers: { authorization: memberToken },
    });
    expect(member.data.role).toBe(USER_ROLE.user);
    // A member cannot reach the console.
    const refused = await api(
      '/web/admin/circles',
      post({ name: 'x', image_url: 'y' }, memberToken),
    );
    expect(refused.msg).toBe(MSG.adminOnly);

    const published = await api<{ id: number; item_status: number }>(
      '/web/item/post',
      post(
        {
          title: '第一块开源开发板',
          body: '<p>从零开始的社区里的第一篇帖子</p>',
          tag: [tag.data.id],
          circle_id: circle.data.id,
        },
        memberToken,
      ),
    );
    expect(published.code, published.msg).toBe(0);
    expect(published.data.item_status).toBe(ITEM_STATUS.published);

    const listed = await api<{ data: { id: number }[] }>(
      `/web/forum/list?circle_id=${circle.data.id}&page=1`,
    );
    expect(listed.data.data.map((i) => i.id)).toEqual([published.data.id]);
    const shown = await api<{ item_count: number }>(`/web/circle/${circle.data.id}`);
    expect(shown.data.item_count).toBe(1);

    const log = await api<{ data: { action: string; actor: { id: number } | null }[] }>(
      '/web/admin/audit_log?page=1',
      { headers: { authorization: adminToken } },
    );
    expect(log.data.data.map((r) => [r.action, r.actor === null])).toEqual([
      [STAFF_ACTION.tagCreate, false],
      [STAFF_ACTION.circleCreate, false],
      [STAFF_ACTION.userRoleCli, true],
    ]);
  }, 180_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq, count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../src/backup/archive';
import { ZManifest, type Manifest } from '../src/backup/manifest';
import { openPglite } from '../src/db/client';
import { pageViews } from '../src/db/schema';
import { serverRoot } from '../src/paths';
import { sleep } from './net';
import { embeddedEnv, startEmbeddedServer } from './server-process';

const repoRoot = join(serverRoot, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'xinke-backup-'));
const dirA = join(scratch, 'a');
const dirB = join(scratch, 'b');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function spawnCollecting(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const run = { child, output: '' };
  child.stdout.on('data', (d: Buffer) => (run.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (run.output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { run, exited };
}

/** `npm run backup|restore -- …` from the repository root, as an operator types it. */
async function npmRun(
  script: 'backup' | 'restore',
  dataDir: string,
  args: string[],
  extraEnv: Record<string, string> = {},
) {
  const { run, exited } = spawnCollecting(
    'npm',
    ['run', '--silent', script, '--', ...args],
    repoRoot,
    { ...embeddedEnv(dataDir), ...extraEnv },
  );
  const code = await exited;
  return { code, output: run.output };
}

async function startServer(dataDir: string) {
  const server = await startEmbeddedServer(dataDir, {
    env: { PAGE_VIEW_RATE_LIMIT: '1000000' },
    timeoutMs: 120_000,
  });
  children.add(server.child);
  return {
    base: server.base,
    async stop() {
      server.child.kill('SIGTERM');
      return server.exited;
    },
  };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(base + path, init);
  return (await res.json()) as Envelope<T>;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  body: JSON.stringify(body),
});

async function manifestOf(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await readArchive(file, async (entry) => {
    if (entry.kind === 'manifest') manifest = ZManifest.parse(JSON.parse(entry.body.toString()));
    else entry.stream.resume();
  });
  if (!manifest) throw new Error('no manifest');
  return manifest;
}

describe('npm run backup / restore (real processes, embedded PGlite)', () => {
  it('copies a running server while it writes, restores elsewhere, and refuses unsafe restores', async () => {
    const a = await startServer(dirA);

    // A member with an avatar and a post, through the API.
    const phone = '13800138123';
    expect((await api(a.base, '/web/sms_code', json({ phone }))).code).toBe(0);
    const outbox = await api<{ code: string }[]>(a.base, `/dev/outbox?to=${phone}`);
    const code = outbox.data[0]?.code;
    const login = await api<{ token: string }>(
      a.base,
      '/web/sms_code_login',
      json({ phone, code }),
    );
    const token = login.data.token;
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#13a10e' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const avatar = await api<{ image_url: string }>(a.base, '/web/user/head_pic', {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(avatar.code).toBe(0);
    const imageUrl = avatar.data.image_url;
    const post = await api<{ id: number }>(
      a.base,
      '/web/item/active_post',
      json({ body: '<p>备份之前写下的动态</p>', item_image: imageUrl }, token),
    );
    expect(post.code).toBe(0);

    // Writes keep coming while the backup runs; count the acknowledged ones.
    let acknowledged = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const view = json({ page_path: '/app/b', page_source: 1 });
        const res = await api(a.base, '/web/common/page_view', view);
        if (res.code !== 0) throw new Error(`page_view refused: ${res.msg}`);
        acknowledged += 1;
      }
    })();
    while (acknowledged < 20) await Promise.race([sleep(20), writer]);

    const online = join(scratch, 'online.tar');
    const ackedBefore = acknowledged;
    const backup = await npmRun('backup', dirA, ['--out', online]);
    const ackedAfter = acknowledged;
    expect(backup.code, backup.output).toBe(0);
    const manifest = await manifestOf(online);
    expect(manifest).toMatchObject({ mode: 'online', database: { engine: 'pglite' } });
    expect(manifest.database.migrations.at(-1)).toMatch(/^\d{4}_/);
    expect(manifest.database.counts).toMatchObject({ users: 1, items: 1 });
    // A moment of the running database: everything acknowledged before the command
    // started, nothing after it ended.
    const viewsInBackup = manifest.database.counts.page_views ?? -1;
    expect(viewsInBackup).toBeGreaterThanOrEqual(ackedBefore);
    expect(viewsInBackup).toBeLessThanOrEqual(ackedAfter);
    // The avatar in two sizes.
    expect(manifest.uploads.files).toBe(2);
    writing = false;
    await writer;

    // A second process never opens a data dir in use: restore and a second server refuse.
    const busy = await npmRun('restore', dirA, [online, '--force']);
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use by the server \(pid \d+/);
    await expect(startServer(dirA)).rejects.toThrow(/in use by the server/);

    expect(await a.stop()).toBe(0);
    // A clean stop gives the data dir back.
    expect(existsSync(join(dirA, 'in-use.json'))).toBe(false);
    // Stopped: the backup opens the data dir itself and sees every acknowledged write.
    const offline = join(scratch, 'offline.tar');
    const cold = await npmRun('backup', dirA, ['--out', offline]);
    expect(cold.code, cold.output).toBe(0);
    const coldManifest = await manifestOf(offline);
    expect(coldManifest.mode).toBe('offline');
    expect(coldManifest.database.counts.page_views).toBe(acknowledged);

    const restored = await npmRun('restore', dirB, [online]);
    expect(restored.code, restored.output).toBe(0);
    const b = await startServer(dirB);
    const detail = await api<{ title: string; body: string }>(
      b.base,
      `/web/forum/detail/${post.data.id}`,
    );
    expect(detail.code).toBe(0);
    expect(detail.data.title).toBe('备份之前写下的动态');
    const served = await fetch(b.base + imageUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      readFileSync(join(dirA, imageUrl.replace(/^\/uploads\//, 'uploads/'))),
    );
    expect(await b.stop()).toBe(0);
    const reopened = await openPglite({ dataDir: join(dirB, 'pg') });
    try {
      const [views] = await reopened.db
        .select({ n: count() })
        .from(pageViews)
        .where(eq(pageViews.path, '/app/b'));
      expect(views?.n).toBe(viewsInBackup);
    } finally {
      await reopened.close();
    }

    // A data dir with data in it is replaced only with --force, and kept aside.
    const refused = await npmRun('restore', dirB, [offline]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty.*--force/s);
    const forced = await npmRun('restore', dirB, [offline, '--force']);
    expect(forced.code, forced.output).toBe(0);
    const aside = readdirSync(dirB).filter((name) => name.startsWith('pre-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(dirB, aside[0] ?? '', 'pg', 'PG_VERSION'))).toBe(true);
    expect(forced.output).toContain(`page_views ${acknowledged}`);
  }, 300_000);

  it('points to pg_dump when DATABASE_URL is set, touching nothing', async () => {
    const dataDir = join(scratch, 'postgres-mode');
    const res = await npmRun('backup', dataDir, [], {
      // Never connected to: the command stops before anything opens.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/PostgreSQL[\s\S]*pg_dump --format=custom/);
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);
});

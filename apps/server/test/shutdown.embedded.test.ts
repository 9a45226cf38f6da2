import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { pageViews, users } from '../src/db/schema';
import { startEmbeddedServer } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'xinke-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown (real process, embedded PGlite)', () => {
  it('finishes the in-flight request on SIGTERM, exits 0 and leaves the data dir intact', async () => {
    const server = await startEmbeddedServer(dataDir, {
      env: { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', SEED_DEMO: 'true' },
      timeoutMs: 45_000,
    });
    child = server.child;
    const { port, exited } = server;

    // A request whose body is still arriving when SIGTERM lands.
    const body = JSON.stringify({
      page_path: '/app/new-version/featured',
      page_source: 1,
      channel_code: 'sigterm',
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/web/common/page_view',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child?.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ code: 0, data: null, msg: 'ok' });
    expect(await exited).toBe(0);
    expect(server.output()).toContain('database closed');
    // No CODE_SECRET set: the embedded start made one and kept it private in DATA_DIR.
    expect(statSync(join(dataDir, 'code-secret')).mode & 0o777).toBe(0o600);

    const reopened = await openPglite({ dataDir: join(dataDir, 'pg') });
    try {
      const [views] = await reopened.db
        .select({ n: count() })
        .from(pageViews)
        .where(eq(pageViews.channel, 'sigterm'));
      expect(views?.n).toBe(1);
      const [members] = await reopened.db.select({ n: count() }).from(users);
      // The whole demo community: 36 members and the 5 friends two of them invited.
      expect(members?.n).toBe(41);
    } finally {
      await reopened.close();
    }
  }, 90_000);
});

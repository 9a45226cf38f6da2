import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { freePort, sleep } from '../net';
import { startEmbeddedServer, type ServerProcess } from '../server-process';
import { acknowledged, startWriteLoad, storedWrites } from './write-load';

/*
 * The embedded server (PGlite under DATA_DIR) killed with SIGKILL while six senders write
 * over real HTTP: no shutdown hook runs, no checkpoint. Started again on the same data dir,
 * it must open it and hold every write it had answered with code 0.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'xinke-fault-kill-'));
const PATH_PREFIX = '/fault/kill/';
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on the data dir, at `port` (the same one again after the kill). */
async function startServer(port: number): Promise<ServerProcess> {
  const server = await startEmbeddedServer(dataDir, {
    port,
    env: { PAGE_VIEW_RATE_LIMIT: '1000000' },
    timeoutMs: 40_000,
  });
  children.push(server.child);
  return server;
}

function writer(port: number) {
  return async (seq: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/web/common/page_view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page_path: `${PATH_PREFIX}${seq}`, page_source: 1 }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    return { status: res.status, code: body.code, msg: body.msg };
  };
}

describe('kill -9 of the embedded server mid-write', () => {
  it('reopens its data dir and keeps every acknowledged write', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const load = startWriteLoad(writer(port));
    for (let waited = 0; acknowledged(load.outcomes).length < 200; waited += 50) {
      if (waited > 15_000) throw new Error('the server acknowledged too few writes');
      await sleep(50);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const outcomes = await load.stop();
    const acked = acknowledged(outcomes);
    // In flight when it died: these got no answer, and may or may not be stored.
    const unanswered = outcomes.filter((o) => o.status === 0).length;
    expect(unanswered).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.status === 0 || o.code === 0)).toBe(true);

    // The same data dir opens again (no manual recovery) and takes writes.
    const reopenStarted = Date.now();
    const second = await startServer(port);
    const reopenMs = Date.now() - reopenStarted;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(await writer(port)(-1)).toMatchObject({ status: 200, code: 0 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const reopened = await openPglite({ dataDir: join(dataDir, 'pg') });
    try {
      const found = await storedWrites(reopened.db, PATH_PREFIX);
      const lost = acked.filter((seq) => !found.has(seq));
      expect(lost).toEqual([]);
      expect(found.has(-1)).toBe(true);
      console.info(
        `[faults] embedded kill -9: ${acked.length} acknowledged, ${found.size - 1} found ` +
          `(${unanswered} in flight at the kill), ${lost.length} lost; restart took ${reopenMs} ms`,
      );
    } finally {
      await reopened.close();
    }
  }, 90_000);
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';

const dataDir = mkdtempSync(join(tmpdir(), 'xinke-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs src/main.ts with `env` until it exits; answers its exit code and output. */
function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

describe('start-up', () => {
  it('production with DATABASE_URL and no CODE_SECRET exits 1 naming CODE_SECRET', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      // Never reached: the configuration is refused before anything connects.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATA_DIR: dataDir,
      PORT: '0',
    };
    delete env.CODE_SECRET;
    delete env.REDIS_URL;
    const { code, output } = await run(env);
    expect(code).toBe(1);
    expect(output).toMatch(/CODE_SECRET=undefined: required when NODE_ENV=production/);
    // The dev login providers are refused in the same message, with what to set instead.
    expect(output).toMatch(/SMS_PROVIDER=undefined: the dev provider must not run/);
    expect(output).toMatch(/ALLOW_DEV_PROVIDERS=true for a local demo/);
    expect(existsSync(join(dataDir, 'code-secret'))).toBe(false);
  }, 60_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from './test';
import { skipSignInPopup, type Envelope, type LoginResult } from './session';

/*
 * A server of a spec's own, beside the suite's seeded one: the production build on a fresh
 * embedded data dir, started with the spec's environment (an empty database, another
 * payment configuration). NODE_ENV=test, so its dev outbox hands out SMS codes.
 */

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');

export interface OwnServer {
  base: string;
  /** The environment it runs with (an operator command before start must share it). */
  env: NodeJS.ProcessEnv;
  /** Removes the data dir: the next start begins from an empty database. */
  reset(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One JSON call; expects code 0. */
  call<T>(path: string, body?: object, token?: string): Promise<T>;
  smsLogin(phone: string): Promise<LoginResult>;
  /** A browser for `session`: its cookies, the guide and the sign-in popup seen. */
  open(browser: Browser, session: LoginResult, options?: BrowserContextOptions): Promise<Page>;
}

export function ownServer(port: number, name: string, extra: Record<string, string>): OwnServer {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = resolve(here, `../../artifacts/data-${port}-${name}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  let server: ChildProcess | undefined;
  const contexts: BrowserContext[] = [];

  async function waitUntilServing(): Promise<void> {
    for (let waited = 0; waited < 120_000; waited += 250) {
      if (server?.exitCode !== null) throw new Error(`the ${name} server exited while starting`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the ${name} server did not start within 120 s`);
  }

  async function call<T>(path: string, body?: object, token?: string): Promise<T> {
    const res = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await res.json()) as Envelope<T>;
    expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
    return answer.data;
  }

  return {
    base,
    env,
    reset() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    async start() {
      server = spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitUntilServing();
    },
    async stop() {
      await Promise.all(contexts.map((c) => c.close()));
      if (server && server.exitCode === null) {
        const exited = new Promise((r) => server?.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
    },
    call,
    async smsLogin(phone) {
      await call('/web/sms_code', { phone });
      const [sent] = await call<{ code: string }[]>(`/dev/outbox?to=${phone}`);
      return call<LoginResult>('/web/sms_code_login', { phone, code: sent?.code });
    },
    async open(browser, session, options = {}) {
      const context = await browser.newContext({
        baseURL: base,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        ...options,
      });
      contexts.push(context);
      await skipSignInPopup(context);
      await call('/xgo/v1/web/common/set_guide', {}, session.token);
      await context.addCookies([
        { name: 'Authorization', value: session.token, url: base, expires: session.ttl },
        { name: 'xinke-id', value: String(session.id), url: base, expires: session.ttl },
      ]);
      return context.newPage();
    },
  };
}

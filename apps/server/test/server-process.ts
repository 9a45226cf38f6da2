import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { serverRoot } from '../src/paths';
import { freePort, sleep } from './net';

/** The environment of an embedded server on `dataDir`, whatever the rest of the run uses. */
export function embeddedEnv(
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * The real server (`src/main.ts` under tsx) as a child process on the embedded database in
 * `dataDir`, listening on 127.0.0.1; resolves once it says it is serving. `env` adds to or
 * overrides embeddedEnv (e.g. NODE_ENV=production).
 */
export async function startEmbeddedServer(
  dataDir: string,
  options: { port?: number; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: embeddedEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const timeoutMs = options.timeoutMs ?? 60_000;
  for (let waited = 0; !output.includes('is serving'); waited += 100) {
    if (waited > timeoutMs || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(100);
  }
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

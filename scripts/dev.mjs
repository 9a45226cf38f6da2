// `npm run dev`: the API server with tsx watch and the Vite dev server (hot reload) which
// proxies /web, /api, /xgo, /uploads and /ws to it. Open http://localhost:5173/app/.
import { ensureInstalled, log, ROOT, setupOrExit } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

setupOrExit(ensureInstalled);
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@xinke/server'], {
    cwd: ROOT,
    stdio: 'inherit',
    // The server workspace runs in apps/server; keep the data under the repo's ./data.
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: resolve(process.env.DATA_DIR ?? join(ROOT, 'data')),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@xinke/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, XINKE_API_PORT: apiPort },
  }),
];
log(`API on :${apiPort}, site with hot reload on http://localhost:5173/app/`);
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let exited = 0;
for (const child of children) {
  child.on('exit', () => {
    exited += 1;
    stop('SIGTERM');
    if (exited === children.length) process.exit(0);
  });
}

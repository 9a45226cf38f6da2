// `npm start`: install what is missing, build, then run the production server, which
// migrates the embedded database under DATA_DIR, seeds demo content into an empty one and
// serves http://localhost:3000 (PORT).
import { ensureInstalled, hasChineseFont, log, run, ROOT, setupOrExit } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

setupOrExit(ensureInstalled);
log('Building the site and the server…');
const buildCode = await run('npm', ['run', 'build']);
if (buildCode !== 0) process.exit(buildCode);

// The local demo has no SMS, mail or WeChat account, so it runs the dev providers, which
// production refuses unless asked by name (apps/server/src/config.ts). A real deployment
// sets the real providers, or ALLOW_DEV_PROVIDERS=false to be refused.
const env = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', ...process.env };
if (env.ALLOW_DEV_PROVIDERS === 'true')
  log(
    'Demo mode: ALLOW_DEV_PROVIDERS=true (dev SMS/e-mail/WeChat login). For a real site set ' +
      'SMS_PROVIDER=aliyun, EMAIL_PROVIDER=smtp, WECHAT_LOGIN_PROVIDER=wechat and ' +
      'ALLOW_DEV_PROVIDERS=false (docs/security-identity.md).',
  );
// The demo seed draws its avatars and covers with sharp, which takes Chinese glyphs from the
// system's fonts: without one, the demo's pictures show boxes where the characters go.
if (process.platform === 'linux' && !hasChineseFont())
  log(
    'No Chinese font found: the demo pictures will show boxes instead of characters. ' +
      'Install one first, e.g. sudo apt-get install -y fonts-wqy-microhei (or fonts-noto-cjk).',
  );
log(`Starting the server on http://localhost:${process.env.PORT ?? 3000} …`);
const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
// Forward stop signals so the server can shut down gracefully and close its database.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

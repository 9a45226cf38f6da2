// Helpers shared by the root scripts (start, test, dev, bench:web). Plain Node, no deps,
// because they run before `npm install` has necessarily happened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function log(message) {
  console.log(`\x1b[36m[xinke]\x1b[0m ${message}`);
}

/** Runs a command in the repo root, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    // A command that cannot start (missing, or its folder gone) is a failed step, not a crash
    // that would lose the run's last line.
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * A setup step (packages, chromium) that could not be done; the message says what to do.
 * Thrown rather than exiting, so `npm test` can still print its `N passed, N failed` line.
 */
export class SetupError extends Error {}

/** Runs setup steps for start, dev and bench: a SetupError stops the script with its message. */
export function setupOrExit(...steps) {
  try {
    for (const step of steps) step();
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Installs npm packages when they are missing or older than the lock file, so that
 * `npm start` and `npm test` work on a fresh clone without a separate install step.
 */
export function ensureInstalled() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (
    existsSync(installed) &&
    existsSync(lock) &&
    statSync(installed).mtimeMs >= statSync(lock).mtimeMs
  ) {
    return;
  }
  const useCi = existsSync(lock) && !existsSync(join(ROOT, 'node_modules'));
  log(useCi ? 'Installing packages (npm ci)…' : 'Installing packages (npm install)…');
  const code = runSync('npm', [useCi ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new SetupError(`npm install failed (exit ${code}); see the output above.`);
}

/** Whether fontconfig can find a CJK font (Debian's usual ones, or any `fc-list :lang=zh`). */
export function hasChineseFont() {
  if (existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc')) return true;
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
}

/**
 * Browser tests need Debian's chromium and Chinese fonts. Installs them with apt-get when
 * we are root; otherwise throws a SetupError explaining how to get them.
 */
export function ensureChromium() {
  const fontsPresent = existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc');
  if (existsSync(CHROMIUM_PATH) && fontsPresent) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new SetupError(
      [
        `Browser tests need Chromium at ${CHROMIUM_PATH} and the font fonts-wqy-microhei.`,
        'Install them with:  sudo apt-get update && sudo apt-get install -y chromium fonts-wqy-microhei',
        'or point CHROMIUM_PATH at another Chromium binary.',
      ].join('\n'),
    );
  }
  log('Installing chromium and fonts-wqy-microhei with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    runSync('apt-get', ['update', '-qq'], { env }) !== 0 ||
    runSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei'], { env }) !== 0
  ) {
    throw new SetupError('apt-get could not install chromium; install it by hand and run again.');
  }
}

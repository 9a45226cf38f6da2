import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const scratchDirs = [];

/**
 * A scratch checkout holding the real scripts/test.mjs and scripts/lib.mjs, with npm, npx
 * and apt-get on PATH replaced by commands that fail: nothing is installed or run for real.
 */
function scratchRepo({ installed }) {
  const root = mkdtempSync(join(tmpdir(), 'xinke-test-runner-'));
  scratchDirs.push(root);
  mkdirSync(join(root, 'scripts'));
  for (const file of ['test.mjs', 'lib.mjs', 'security-figures.mjs']) {
    copyFileSync(join(SCRIPTS, file), join(root, 'scripts', file));
  }
  writeFileSync(join(root, 'package-lock.json'), '{}');
  if (installed) {
    // Packages installed after the lock file changed: ensureInstalled() has nothing to do.
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
    utimesSync(join(root, 'package-lock.json'), new Date(1_000_000), new Date(1_000_000));
  }
  const bin = join(root, 'fake-bin');
  mkdirSync(bin);
  for (const command of ['npm', 'npx', 'apt-get']) {
    writeFileSync(join(bin, command), `#!/bin/sh\necho "fake ${command} failed" >&2\nexit 1\n`);
    chmodSync(join(bin, command), 0o755);
  }
  return { root, bin };
}

/** Runs the scratch checkout's scripts/test.mjs; `env` adds to (or overrides) its environment. */
function runTestScript({ root, bin }, env = {}) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      CHROMIUM_PATH: join(root, 'no-chromium-here'),
      ...env,
    },
    timeout: 30_000,
  });
  const lines = result.stdout.trim().split('\n');
  return {
    status: result.status,
    lastLine: lines.at(-1),
    tail: lines.slice(-8).join('\n'),
    output: result.stdout + result.stderr,
  };
}

afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm test (scripts/test.mjs): the last line is always `N passed, N failed`', () => {
  it('when installing the packages fails: `0 passed, 1 failed`, exit 1', () => {
    const run = runTestScript(scratchRepo({ installed: false }));
    expect(run.output).toContain('fake npm failed');
    expect(run.output).toContain('npm install failed');
    expect(run.lastLine).toBe('0 passed, 1 failed');
    expect(run.status).toBe(1);
  });

  it('when chromium is missing and cannot be installed: `0 passed, 1 failed`, exit 1', () => {
    const run = runTestScript(scratchRepo({ installed: true }));
    expect(run.output).toMatch(/Chromium at .*no-chromium-here|apt-get could not install/);
    expect(run.lastLine).toBe('0 passed, 1 failed');
    expect(run.status).toBe(1);
  });

  it('names each failed test case just above the last line, so the tail of a CI log says what failed', () => {
    const repo = scratchRepo({ installed: true });
    const { root, bin } = repo;
    mkdirSync(join(root, 'apps/web/dist'), { recursive: true });
    writeFileSync(join(root, 'apps/web/dist/index.html'), '<!doctype html>');
    writeFileSync(join(root, 'chromium'), '');
    mkdirSync(join(root, 'e2e'));
    // npm (lint, typecheck, build) succeeds; npx writes the report each runner would write.
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\nexit 0\n');
    const vitestReport = JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          assertionResults: [
            { status: 'passed', fullName: '点赞 counts once' },
            { status: 'failed', fullName: 'PostgreSQL restarted › loses no acknowledged write' },
          ],
        },
      ],
    });
    const playwrightReport = JSON.stringify({
      stats: { expected: 1, unexpected: 1, flaky: 0 },
      suites: [
        {
          title: 'forum.spec.ts',
          specs: [],
          suites: [
            {
              title: 'publish',
              specs: [
                { title: 'a vote is published', tests: [{ status: 'unexpected' }] },
                { title: 'a post is published', tests: [{ status: 'expected' }] },
              ],
            },
          ],
        },
      ],
    });
    writeFileSync(join(root, 'vitest.json'), vitestReport);
    writeFileSync(join(root, 'playwright.json'), playwrightReport);
    writeFileSync(
      join(bin, 'npx'),
      [
        '#!/bin/sh',
        'for arg in "$@"; do case "$arg" in --outputFile.json=*) cp "$FAKE_REPORTS/vitest.json" "${arg#--outputFile.json=}";; esac; done',
        'if [ "$1" = playwright ]; then cp "$FAKE_REPORTS/playwright.json" "$PLAYWRIGHT_JSON_OUTPUT_NAME"; fi',
        'exit 1',
        '',
      ].join('\n'),
    );
    const run = runTestScript(repo, {
      CHROMIUM_PATH: join(root, 'chromium'),
      FAKE_REPORTS: root,
      TEST_DATABASE_URL: '',
    });
    const { tail } = run;
    expect(tail).toContain(
      '✗ unit + API tests (embedded PGlite, in-process): PostgreSQL restarted › loses no acknowledged write',
    );
    expect(tail).toContain('✗ site: forum.spec.ts › publish › a vote is published');
    expect(tail).not.toContain('a post is published');
    expect(tail).not.toContain('点赞 counts once');
    expect(run.status).toBe(1);
  });
});

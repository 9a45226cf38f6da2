// `npm test`: installs what is missing (npm packages, Debian's chromium when root), then
// lint, typecheck, build, unit + API tests on the embedded database, the API tests again on
// PostgreSQL + Redis when TEST_DATABASE_URL / REDIS_URL are set, and the browser tests.
// Prints a last line `N passed, N failed` counting test cases (a failed lint, typecheck or
// build step counts as one failure).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, log, run, ROOT } from './lib.mjs';
import { readSecurityFigures, securityFigureLines } from './security-figures.mjs';

const RESULTS = join(ROOT, '.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** The names of the failed test cases, printed just above the last line: the CI log's tail. */
const failedTests = [];

function embeddedEnv() {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

async function step(name, command, args, env = process.env) {
  log(`— ${name}`);
  const code = await run(command, args, { env });
  if (code !== 0) {
    failed += 1;
    failures.push(name);
  }
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitestRun(name, args, env) {
  const out = join(RESULTS, `${name}.json`);
  log(`— ${name}`);
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  const report = readJson(out);
  if (!report) {
    failed += 1;
    failures.push(`${name} (no report, exit ${code})`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') failedTests.push(`${name}: ${test.fullName}`);
  if (report.numFailedTests > 0 || code !== 0) failures.push(name);
  // A suite that failed to load has no failed tests but must still fail the run.
  if (code !== 0 && report.numFailedTests === 0) failed += 1;
}

/**
 * One Playwright project: `site` (members' screens, two files at a time), then `console`
 * (operators' screens, two at a time) and `console-solo` (the site-wide settings, one at a
 * time), each with --no-deps, so a failure among the members' tests still lets every console
 * test run and report (e2e/playwright.config.ts).
 */
async function playwrightRun(project, extra = []) {
  const out = join(RESULTS, `e2e-${project}.json`);
  log(`— browser tests: ${project} (Playwright + Debian chromium)`);
  const code = await run(
    'npx',
    ['playwright', 'test', '--project', project, ...extra, '--reporter=list,json'],
    {
      cwd: join(ROOT, 'e2e'),
      env: { ...embeddedEnv(), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const report = readJson(out);
  if (!report) {
    failed += 1;
    failures.push(`browser tests: ${project} (no report, exit ${code})`);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  for (const title of unexpectedTitles(report)) failedTests.push(`${project}: ${title}`);
  if (unexpected > 0 || code !== 0) failures.push(`browser tests: ${project}`);
  if (code !== 0 && unexpected === 0) failed += 1;
}

/** The titles of a Playwright JSON report's tests that ended other than expected or flaky. */
function unexpectedTitles(report) {
  const titles = [];
  const walk = (suite, parents) => {
    const path = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') titles.push([...path, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

/** Installs what is missing; a failure is counted, and nothing else can run. */
function setUp() {
  try {
    ensureInstalled();
    ensureChromium();
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    failed += 1;
    failures.push('setup (npm packages, chromium)');
    return false;
  }
}

/** The fuzzer's and the authorization matrix's figures of the run that just ended. */
function printSecurityFigures(label) {
  for (const line of securityFigureLines(readSecurityFigures(ROOT)))
    console.log(line.replace(/^security figures:$/, `security figures (${label}):`));
  // The next run writes its own; a run that wrote none must not show these again.
  rmSync(join(RESULTS, 'security'), { recursive: true, force: true });
}

async function runAll() {
  await step('lint (eslint + prettier)', 'npm', ['run', 'lint']);
  await step('typecheck', 'npm', ['run', 'typecheck']);
  const built = await step('build', 'npm', ['run', 'build']);

  await vitestRun('unit + API tests (embedded PGlite, in-process)', [], embeddedEnv());
  printSecurityFigures('embedded PGlite');
  if (process.env.TEST_DATABASE_URL) {
    await vitestRun('API tests (PostgreSQL + Redis)', ['--project', 'server'], process.env);
    printSecurityFigures('PostgreSQL + Redis');
  } else {
    log('TEST_DATABASE_URL not set: API tests ran on the embedded database only.');
  }
  if (built && existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    await playwrightRun('site');
    await playwrightRun('console', ['--no-deps']);
    await playwrightRun('console-solo', ['--no-deps']);
  } else {
    failed += 1;
    failures.push('browser tests (build missing)');
  }
}

// The CI contract: whatever happens, the last line is `N passed, N failed`.
if (setUp()) await runAll();

for (const test of failedTests) log(`✗ ${test}`);
if (failures.length > 0) log(`failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

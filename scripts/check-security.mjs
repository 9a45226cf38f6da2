// `npm run check:security`: the contract fuzzer and the authorization matrix on the embedded
// database, then their figures (requests fuzzed, endpoints covered, matrix cells checked,
// ownership refusals proven, 5xx found). Exits non-zero when a test fails or a figure is
// missing.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log, run, ROOT } from './lib.mjs';
import { readSecurityFigures, securityFigureLines } from './security-figures.mjs';

const TESTS = ['apps/server/test/contract-fuzz.test.ts', 'apps/server/test/authz-matrix.test.ts'];

const dir = join(ROOT, '.test-results', 'security');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const env = { ...process.env };
// The figures CI reports are the embedded database's, like `npm test`'s first API run.
delete env.TEST_DATABASE_URL;
delete env.DATABASE_URL;
delete env.REDIS_URL;

log('— security tests (contract fuzzing, authorization matrix)');
const code = await run('npx', ['vitest', 'run', '--project', 'server', ...TESTS], { env });

const figures = readSecurityFigures(ROOT);
for (const line of securityFigureLines(figures)) console.log(line);
const missing = [!figures.fuzz && 'fuzz.json', !figures.matrix && 'matrix.json'].filter(Boolean);
if (missing.length) log(`missing figures: ${missing.join(', ')}`);
process.exit(code !== 0 || missing.length ? 1 : 0);

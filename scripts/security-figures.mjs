// The figures of the security tests (contract fuzzing, authorization matrix), read from the
// JSON files those tests write under .test-results/security, for `npm test` and
// `npm run check:security`. Plain Node, no deps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** `{ fuzz, matrix }` as the tests wrote them (null for a file that is missing). */
export function readSecurityFigures(root) {
  const dir = join(root, '.test-results', 'security');
  return { fuzz: readJson(join(dir, 'fuzz.json')), matrix: readJson(join(dir, 'matrix.json')) };
}

/** The report lines; empty when neither test has run. */
export function securityFigureLines({ fuzz, matrix }) {
  if (!fuzz && !matrix) return [];
  const figure = (value) => (typeof value === 'number' ? String(value) : '—');
  const fiveXX = [fuzz?.fiveXX, matrix?.fiveXX].filter((v) => typeof v === 'number');
  return [
    'security figures:',
    `  requests fuzzed          ${figure(fuzz?.requests)}${fuzz?.seed !== undefined ? ` (seed ${fuzz.seed})` : ''}`,
    `  endpoints covered        ${figure(Math.max(fuzz?.endpoints ?? 0, matrix?.endpoints ?? 0) || undefined)}`,
    `  matrix cells checked     ${figure(matrix?.cells)}`,
    `  ownership refusals       ${figure(matrix?.ownershipRefusals)}`,
    `  5xx found                ${fiveXX.length ? String(fiveXX.reduce((a, b) => a + b, 0)) : '—'}`,
  ];
}

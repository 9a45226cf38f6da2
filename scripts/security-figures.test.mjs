import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSecurityFigures, securityFigureLines } from './security-figures.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repoWith(files) {
  const root = mkdtempSync(join(tmpdir(), 'xinke-security-figures-'));
  roots.push(root);
  mkdirSync(join(root, '.test-results', 'security'), { recursive: true });
  for (const [name, value] of Object.entries(files))
    writeFileSync(join(root, '.test-results', 'security', name), JSON.stringify(value));
  return root;
}

describe('security figures', () => {
  it('prints the fuzzer and matrix figures, 5xx summed over both', () => {
    const root = repoWith({
      'fuzz.json': { requests: 12000, endpoints: 141, actors: 2, fiveXX: 1, seed: 42 },
      'matrix.json': { endpoints: 141, cells: 846, ownershipRefusals: 64, fiveXX: 2 },
    });
    const text = securityFigureLines(readSecurityFigures(root)).join('\n');
    expect(text).toMatch(/requests fuzzed\s+12000 \(seed 42\)/);
    expect(text).toMatch(/endpoints covered\s+141/);
    expect(text).toMatch(/matrix cells checked\s+846/);
    expect(text).toMatch(/ownership refusals\s+64/);
    expect(text).toMatch(/5xx found\s+3/);
  });

  it('shows a dash for a test that did not run, and nothing when neither did', () => {
    const root = repoWith({
      'matrix.json': { endpoints: 3, cells: 18, ownershipRefusals: 4, fiveXX: 0 },
    });
    const text = securityFigureLines(readSecurityFigures(root)).join('\n');
    expect(text).toMatch(/requests fuzzed\s+—/);
    expect(text).toMatch(/5xx found\s+0/);
    expect(securityFigureLines(readSecurityFigures(repoWith({})))).toEqual([]);
  });
});

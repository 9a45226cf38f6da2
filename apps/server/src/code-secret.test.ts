import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_SECRET_FILE, resolveCodeSecret } from './code-secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'xinke-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveCodeSecret', () => {
  it('without CODE_SECRET makes 32 random bytes once, keeps them in DATA_DIR (0600)', () => {
    const dataDir = join(tempDir(), 'not-yet-created');
    const first = resolveCodeSecret({ codeSecret: undefined, dataDir });
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    const file = join(dataDir, CODE_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart reads the same key back; no temp file is left behind.
    expect(resolveCodeSecret({ codeSecret: undefined, dataDir })).toBe(first);
    expect(readdirSync(dataDir)).toEqual([CODE_SECRET_FILE]);
    const other = resolveCodeSecret({ codeSecret: undefined, dataDir: tempDir() });
    expect(other).not.toBe(first);
  });

  it('CODE_SECRET wins and nothing is written', () => {
    const dataDir = tempDir();
    expect(resolveCodeSecret({ codeSecret: 's'.repeat(32), dataDir })).toBe('s'.repeat(32));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('uses a secret file that is already there', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, CODE_SECRET_FILE), 'kept-from-last-year-0123456789\n');
    expect(resolveCodeSecret({ codeSecret: undefined, dataDir })).toBe(
      'kept-from-last-year-0123456789',
    );
  });
});

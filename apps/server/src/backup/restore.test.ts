import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar, { type Header } from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BadArchiveError, writeArchive } from './archive';
import { claimDataDir, DataDirInUseError, IN_USE_FILE, liveHolder } from './data-dir-lock';
import { DATABASE_NAME, MANIFEST_NAME, type Manifest } from './manifest';
import { restore, RestoreRefusedError } from './restore';

const scratch = mkdtempSync(join(tmpdir(), 'xinke-restore-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let serial = 0;

function freshDataDir() {
  const dataDir = join(scratch, `data-${(serial += 1)}`);
  return { dataDir, pgliteDir: join(dataDir, 'pg'), uploadsDir: join(dataDir, 'uploads') };
}

/** Everything left in the data dir after a refused restore (nothing, ideally). */
const leftIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

const dump = Buffer.from('not really a database, never reached');

function manifestFor(database: Buffer, over: Partial<Manifest['database']> = {}): Manifest {
  return {
    format: 'xinke-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    mode: 'offline',
    database: {
      engine: 'pglite',
      postgres: '18.6',
      takenAt: new Date().toISOString(),
      file: DATABASE_NAME,
      bytes: database.length,
      sha256: createHash('sha256').update(database).digest('hex'),
      migrations: [],
      counts: {},
      pausedMs: 0,
      ...over,
    },
    uploads: { files: 0, bytes: 0 },
  };
}

type Entry = { header: Partial<Header> & Pick<Header, 'name'>; body?: Buffer };

/** A hand-made archive, for what writeArchive would never produce. */
async function craft(entries: Entry[]): Promise<string> {
  const file = join(scratch, `crafted-${(serial += 1)}.tar`);
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file));
  for (const { header, body } of entries) pack.entry(header, body ?? Buffer.alloc(0));
  pack.finalize();
  await written;
  return file;
}

const manifestEntry = (m: Manifest): Entry => ({
  header: { name: MANIFEST_NAME },
  body: Buffer.from(JSON.stringify(m)),
});
const databaseEntry: Entry = { header: { name: DATABASE_NAME }, body: dump };

async function refusal(archive: string) {
  const paths = freshDataDir();
  const error = await restore(paths, archive, { force: false }).catch((err: unknown) => err);
  // Refused before anything reached the data dir, and the claim was given back.
  expect(leftIn(paths.dataDir)).toEqual([]);
  return error as Error;
}

describe('restore refuses hostile or damaged archives, writing nothing', () => {
  it('an upload path leaving uploads/', async () => {
    for (const name of ['uploads/../../escape.txt', 'uploads//etc/x', 'uploads/a\\..\\b']) {
      const archive = await craft([
        manifestEntry(manifestFor(dump)),
        databaseEntry,
        { header: { name }, body: Buffer.from('x') },
      ]);
      const err = await refusal(archive);
      expect(err).toBeInstanceOf(BadArchiveError);
      expect(err.message).toContain('unsafe path');
    }
    expect(existsSync(join(scratch, 'escape.txt'))).toBe(false);
  });

  it('links, unknown entries, a missing or late manifest', async () => {
    const cases: [Entry[], RegExp][] = [
      [
        [
          manifestEntry(manifestFor(dump)),
          { header: { name: 'uploads/x', type: 'symlink', linkname: '/etc/passwd' } },
        ],
        /unexpected symlink entry/,
      ],
      [[manifestEntry(manifestFor(dump)), { header: { name: 'run.sh' } }], /unexpected entry/],
      [[databaseEntry, manifestEntry(manifestFor(dump))], /must be the first entry/],
      [[manifestEntry(manifestFor(dump))], /has no database/],
    ];
    for (const [entries, message] of cases) {
      const err = await refusal(await craft(entries));
      expect(err).toBeInstanceOf(BadArchiveError);
      expect(err.message).toMatch(message);
    }
  });

  it('a database that does not match its checksum, or uploads that do not match the count', async () => {
    const tampered = Buffer.from(dump);
    tampered[0] = 0;
    const damaged = await refusal(
      await craft([manifestEntry(manifestFor(dump)), { ...databaseEntry, body: tampered }]),
    );
    expect(damaged.message).toMatch(/damaged \(checksum mismatch\)/);
    const missing = await refusal(
      await craft([
        manifestEntry({ ...manifestFor(dump), uploads: { files: 2, bytes: 10 } }),
        databaseEntry,
      ]),
    );
    expect(missing.message).toMatch(/holds 0 uploads \(0 bytes\), its manifest says 2/);
  });

  it('a backup from a newer schema, naming the unknown migration', async () => {
    const newer = manifestFor(dump, { migrations: ['0000_init', '0099_from_the_future'] });
    const err = await refusal(await craft([manifestEntry(newer), databaseEntry]));
    expect(err).toBeInstanceOf(RestoreRefusedError);
    expect(err.message).toMatch(/newer version of Xinke \(migrations 0099_from_the_future/);
  });

  it('a file that is not a backup, or one cut short', async () => {
    const notTar = join(scratch, 'notes.txt');
    await writeFile(notTar, 'just some text\n'.repeat(100));
    const err = await refusal(notTar);
    expect(err).toBeInstanceOf(BadArchiveError);
    expect(err.message).toMatch(/is not a complete backup archive/);

    const whole = join(scratch, 'whole.tar');
    await writeArchive(whole, manifestFor(dump), new Blob([dump]), []);
    const cut = join(scratch, 'cut.tar');
    await writeFile(cut, await readFile(whole));
    await truncate(cut, 700);
    const cutShort = await refusal(cut);
    expect(cutShort).toBeInstanceOf(BadArchiveError);
    expect(cutShort.message).toMatch(/is not a complete backup archive \(Error: Unexpected end/);
  });
});

describe('the data dir claim', () => {
  it('a live holder blocks restore and a second claim; a dead one is taken over', async () => {
    const paths = freshDataDir();
    mkdirSync(paths.dataDir);
    const holder = { pid: process.ppid, by: 'server', since: new Date().toISOString() };
    await writeFile(join(paths.dataDir, IN_USE_FILE), JSON.stringify(holder));
    expect(() => claimDataDir(paths.dataDir, 'backup')).toThrow(DataDirInUseError);
    const archive = join(scratch, 'fine.tar');
    await writeArchive(archive, manifestFor(dump), new Blob([dump]), []);
    await expect(restore(paths, archive, { force: true })).rejects.toThrow(
      `in use by the server (pid ${process.ppid}`,
    );
    expect(leftIn(paths.dataDir)).toEqual([IN_USE_FILE]);

    // The holder died without cleaning up (kill -9): its claim is stale.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(join(paths.dataDir, IN_USE_FILE), JSON.stringify({ ...holder, pid: gone.pid }));
    expect(liveHolder(paths.dataDir)).toBeUndefined();
    const lock = claimDataDir(paths.dataDir, 'backup');
    expect(liveHolder(paths.dataDir)).toBeUndefined(); // our own claim is not "someone else"
    lock.release();
    expect(leftIn(paths.dataDir)).toEqual([]);
  });

  it('restore into a data dir with data in it needs --force', async () => {
    const paths = freshDataDir();
    mkdirSync(join(paths.uploadsDir, 'avatars'), { recursive: true });
    await writeFile(join(paths.uploadsDir, 'avatars', 'a.webp'), 'x');
    const archive = join(scratch, 'any.tar');
    await writeArchive(archive, manifestFor(dump), new Blob([dump]), []);
    await expect(restore(paths, archive, { force: false })).rejects.toThrow(
      /uploads is not empty\. Restore into an empty DATA_DIR, or pass --force/,
    );
    expect(leftIn(paths.dataDir)).toEqual(['uploads']);
  });
});

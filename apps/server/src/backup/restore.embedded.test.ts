import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar, { type Header } from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { BadArchiveError, readArchive, writeArchive, type StoredTrees } from './archive';
import { backup } from './backup';
import { claimDataDir, DataDirInUseError, IN_USE_FILE, liveHolder } from './data-dir-lock';
import { DATABASE_NAME, MANIFEST_NAME, MANIFEST_VERSION, type Manifest } from './manifest';
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
    version: MANIFEST_VERSION,
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
    files: { files: 0, bytes: 0 },
  };
}

const noFiles: StoredTrees = { uploads: [], files: [] };

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
  it('an upload or resource file path leaving its tree', async () => {
    const names = ['uploads/../../escape.txt', 'uploads//etc/x', 'uploads/a\\..\\b'];
    names.push('files/../escape.txt', 'files/../../escape.txt', 'files//etc/x', 'files/a/../../x');
    for (const name of names) {
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
    expect(missing.message).toMatch(
      /holds 0 files under uploads\/ \(0 bytes\), its manifest says 2/,
    );
  });

  it('resource files that do not match the count, either way', async () => {
    const missing = await refusal(
      await craft([
        manifestEntry({ ...manifestFor(dump), files: { files: 1, bytes: 5 } }),
        databaseEntry,
      ]),
    );
    expect(missing).toBeInstanceOf(BadArchiveError);
    expect(missing.message).toMatch(/holds 0 files under files\/ \(0 bytes\), its manifest says 1/);
    const extra = await refusal(
      await craft([
        manifestEntry(manifestFor(dump)),
        databaseEntry,
        { header: { name: 'files/resources/ab/ab.pdf' }, body: Buffer.from('%PDF-') },
      ]),
    );
    expect(extra.message).toMatch(/holds 1 files under files\/ \(5 bytes\), its manifest says 0/);
  });

  it('a manifest of a newer format, or a version 2 one without files', async () => {
    const newer = { ...manifestFor(dump), version: MANIFEST_VERSION + 1 };
    const err = await refusal(await craft([manifestEntry(newer as Manifest), databaseEntry]));
    expect(err).toBeInstanceOf(RestoreRefusedError);
    expect(err.message).toMatch(/newer version of Xinke \(archive format 3/);
    const { files: _omitted, ...withoutFiles } = manifestFor(dump);
    const incomplete = await refusal(
      await craft([manifestEntry(withoutFiles as Manifest), databaseEntry]),
    );
    expect(incomplete.message).toMatch(/not a Xinke backup manifest/);
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
    await writeArchive(whole, manifestFor(dump), new Blob([dump]), noFiles);
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
    await writeArchive(archive, manifestFor(dump), new Blob([dump]), noFiles);
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
    await writeArchive(archive, manifestFor(dump), new Blob([dump]), noFiles);
    await expect(restore(paths, archive, { force: false })).rejects.toThrow(
      /uploads is not empty\. Restore into an empty DATA_DIR, or pass --force/,
    );
    expect(leftIn(paths.dataDir)).toEqual(['uploads']);
  });
});

describe('backup and restore with resource files (a real, tiny PGlite)', () => {
  const source = freshDataDir();
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 1024 * 1024)]);
  const firmware = randomBytes(70_001);
  const stored = {
    [`files/resources/${sha(pdf).slice(0, 2)}/${sha(pdf)}.pdf`]: pdf,
    [`files/resources/${sha(firmware).slice(0, 2)}/${sha(firmware)}.bin`]: firmware,
    'uploads/avatars/ab/ab12-256.webp': Buffer.from('RIFF....WEBP'),
  };
  // The stores' temporary files: half-written, never archived.
  const temporary = [
    'files/.incoming/0123456789abcdef01234567.part',
    `files/resources/ff/${'f'.repeat(64)}.zip.4242.1700000000000.tmp`,
    'uploads/avatars/cd/cd34-256.webp.4242.1700000000000.tmp',
  ];
  let archive = '';

  async function writeTree(root: string, files: Record<string, Buffer>) {
    for (const [name, data] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      await writeFile(join(root, name), data);
    }
  }

  /** Every file below `root` (relative, `/`-separated) with its bytes' hash. */
  function hashesUnder(root: string): Record<string, string> {
    if (!existsSync(root)) return {};
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return Object.fromEntries(
      entries
        .filter((e) => e.isFile())
        .map((e) => {
          const path = join(e.parentPath, e.name);
          return [relative(root, path).split(sep).join('/'), sha(readFileSync(path))];
        }),
    );
  }

  it('archives every finished resource file, skipping the temporary ones', async () => {
    mkdirSync(source.pgliteDir, { recursive: true });
    const client = await PGlite.create({ dataDir: source.pgliteDir });
    await client.exec('create table notes (body text); insert into notes values ($$kept$$)');
    await client.close();
    await writeTree(source.dataDir, stored);
    await writeTree(
      source.dataDir,
      Object.fromEntries(temporary.map((name) => [name, Buffer.from('half')])),
    );

    archive = join(scratch, 'with-files.tar');
    const { manifest } = await backup(source, archive);
    expect(manifest.version).toBe(MANIFEST_VERSION);
    expect(manifest.files).toEqual({ files: 2, bytes: pdf.length + firmware.length });
    expect(manifest.uploads).toEqual({ files: 1, bytes: 12 });
    expect(manifest.database.counts).toEqual({ notes: 1 });
    const names: string[] = [];
    await readArchive(archive, async (entry) => {
      if (entry.kind === 'stored') names.push(`${entry.tree}/${entry.key}`);
      if (entry.kind !== 'manifest') entry.stream.resume();
    });
    expect(names.sort()).toEqual(Object.keys(stored).sort());
  }, 120_000);

  it('restores them byte-identical into DATA_DIR/files', async () => {
    const target = freshDataDir();
    const { manifest } = await restore(target, archive, { force: false });
    expect(manifest.files.files).toBe(2);
    expect(hashesUnder(join(target.dataDir, 'files'))).toEqual(
      Object.fromEntries(
        Object.entries(stored)
          .filter(([name]) => name.startsWith('files/'))
          .map(([name, data]) => [name.slice('files/'.length), sha(data)]),
      ),
    );
    expect(hashesUnder(target.uploadsDir)).toEqual({
      'avatars/ab/ab12-256.webp': sha(stored['uploads/avatars/ab/ab12-256.webp']!),
    });
    expect(readdirSync(target.dataDir).sort()).toEqual(['files', 'pg', 'uploads']);
  }, 120_000);

  it('with uploads in a bucket, archives the database alone and names the bucket', async () => {
    // The same data dir: its local trees are left-overs the server no longer reads.
    const bucket = { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', bucket: 'xinke-uploads' };
    const inBucket = join(scratch, 'bucket.tar');
    const { manifest } = await backup({ ...source, s3: bucket }, inBucket);
    expect(manifest.objectStore).toEqual(bucket);
    expect(manifest.uploads).toEqual({ files: 0, bytes: 0 });
    expect(manifest.files).toEqual({ files: 0, bytes: 0 });
    const kinds: string[] = [];
    await readArchive(inBucket, async (entry) => {
      kinds.push(entry.kind);
      if (entry.kind !== 'manifest') entry.stream.resume();
    });
    expect(kinds.filter((kind) => kind === 'stored')).toEqual([]);
    const target = freshDataDir();
    expect((await restore(target, inBucket, { force: false })).manifest.objectStore).toEqual(
      bucket,
    );
    expect(hashesUnder(target.uploadsDir)).toEqual({});
  }, 120_000);

  it('refuses a data dir whose files dir has content; --force moves it aside', async () => {
    const target = freshDataDir();
    await writeTree(target.dataDir, { 'files/resources/00/old.pdf': Buffer.from('old') });
    await expect(restore(target, archive, { force: false })).rejects.toThrow(
      /files is not empty\. Restore into an empty DATA_DIR, or pass --force/,
    );
    expect(readdirSync(target.dataDir)).toEqual(['files']);
    const { setAside } = await restore(target, archive, { force: true });
    expect(readFileSync(join(setAside!, 'files', 'resources', '00', 'old.pdf'), 'utf8')).toBe(
      'old',
    );
    expect(Object.keys(hashesUnder(join(target.dataDir, 'files')))).toHaveLength(2);
  }, 120_000);

  it('still restores a version 1 archive (made before files were archived) as zero files', async () => {
    let database = Buffer.alloc(0);
    let current: Manifest | undefined;
    await readArchive(archive, async (entry) => {
      if (entry.kind === 'manifest') current = JSON.parse(entry.body.toString()) as Manifest;
      else if (entry.kind === 'database') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.stream) chunks.push(chunk as Buffer);
        database = Buffer.concat(chunks);
      } else entry.stream.resume();
    });
    // Exactly what the code before this change wrote: version 1, no `files`, no files/.
    const { files: _none, ...old } = { ...current!, version: 1, uploads: { files: 0, bytes: 0 } };
    const target = freshDataDir();
    const { manifest } = await restore(
      target,
      await craft([
        { header: { name: MANIFEST_NAME }, body: Buffer.from(JSON.stringify(old)) },
        { header: { name: DATABASE_NAME }, body: database },
      ]),
      { force: false },
    );
    expect(manifest).toMatchObject({ version: 1, files: { files: 0, bytes: 0 } });
    expect(readdirSync(join(target.dataDir, 'files'))).toEqual([]);
  }, 120_000);
});

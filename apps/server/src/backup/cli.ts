/**
 * `npm run backup [-- --out <file or dir>]` and `npm run restore -- <archive> [--force]`
 * for the embedded database (docs/backup.md). Same environment as the server: DATA_DIR
 * says which data dir; DATABASE_URL set means PostgreSQL, which pg_dump backs up instead.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { BadArchiveError } from './archive';
import { backup, BackupRefusedError } from './backup';
import { DataDirInUseError } from './data-dir-lock';
import { schemaVersion, TREES, type Manifest } from './manifest';
import { restore, RestoreRefusedError } from './restore';

const USAGE = `usage:
  npm run backup  [-- --out <file.tar or directory>]   (default: backups/xinke-<time>.tar)
  npm run restore -- <file.tar> [--force]`;

const POSTGRES_ADVICE = `DATABASE_URL is set, so the database is PostgreSQL: this command copies only the
embedded database. Back PostgreSQL up with its own tools (docs/backup.md), e.g.
  pg_dump --format=custom --file=xinke-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"
then copy DATA_DIR/uploads and DATA_DIR/files (after the dump, so every file it names is there).`;

const say = (line: string) => console.log(`\x1b[36m[xinke]\x1b[0m ${line}`);

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describe(manifest: Manifest): void {
  const db = manifest.database;
  const rows = Object.entries(db.counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`);
  say(`  taken ${db.takenAt} (${manifest.mode}); PostgreSQL ${db.postgres}`);
  say(`  schema ${schemaVersion(manifest)} (${db.migrations.length} migrations)`);
  say(`  database ${megabytes(db.bytes)}; rows: ${rows.join(', ') || 'none'}`);
  const bucket = manifest.objectStore;
  if (bucket)
    say(
      `  uploads and files: not in this archive, they are in the bucket ${bucket.bucket} at ` +
        `${bucket.endpoint} (keep copies with its versioning or replication; docs/backup.md)`,
    );
  else
    for (const tree of TREES)
      say(`  ${tree} ${manifest[tree].files} files, ${megabytes(manifest[tree].bytes)}`);
}

function defaultTarget(out: string | undefined): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const name = `xinke-${stamp}.tar`;
  if (!out) return resolve('backups', name);
  const path = resolve(out);
  return existsSync(path) && statSync(path).isDirectory() ? join(path, name) : path;
}

async function runBackup(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const target = defaultTarget(values.out);
  mkdirSync(dirname(target), { recursive: true });
  const started = Date.now();
  const { manifest, file } = await backup(config, target);
  say(`backup written to ${file} in ${Date.now() - started} ms`);
  describe(manifest);
  if (manifest.mode === 'online')
    say(`  the server's queries waited ${manifest.database.pausedMs} ms for the snapshot`);
}

async function runRestore(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) throw new UsageError();
  const started = Date.now();
  const { manifest, setAside } = await restore(config, resolve(archive), values);
  say(`restored ${archive} into ${config.dataDir} in ${Date.now() - started} ms`);
  describe(manifest);
  if (setAside) say(`  the data that was there is in ${setAside}; delete it when satisfied`);
  say('start the server as usual (npm start); it applies any newer migrations');
}

class UsageError extends Error {}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command !== 'backup' && command !== 'restore') throw new UsageError();
    const config = loadConfig();
    if (config.databaseUrl) {
      console.error(POSTGRES_ADVICE);
      return 1;
    }
    await (command === 'backup' ? runBackup(config, args) : runRestore(config, args));
    return 0;
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${err instanceof UsageError ? '' : `${(err as Error).message}\n`}${USAGE}`);
      return 2;
    }
    const known = [
      ConfigError,
      DataDirInUseError,
      BackupRefusedError,
      RestoreRefusedError,
      BadArchiveError,
    ].some((type) => err instanceof type);
    console.error(`${command} failed: ${known ? (err as Error).message : String(err)}`);
    if (!known) console.error(err);
    return 1;
  }
}

process.exitCode = await main();

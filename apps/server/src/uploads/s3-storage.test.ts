import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { loadConfig } from '../config';
import { openS3Client, S3Storage } from './s3-storage';
import { openStores, type Stores } from './stores';

/*
 * S3Storage against a real S3-protocol server (s3rver): signed requests, multipart
 * uploads, ranged reads, conditional GETs and the errors a bucket answers.
 */

let s3: TestS3;
let stores: Stores;
let uploads: S3Storage;
let files: S3Storage;
const work = mkdtempSync(join(tmpdir(), 'xinke-s3-storage-'));

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: work, ...env });

beforeAll(async () => {
  s3 = await startTestS3();
  stores = await openStores(configWith(s3.env));
  if (!(stores.uploads instanceof S3Storage)) throw new Error('expected the bucket store');
  uploads = stores.uploads;
  files = stores.files as S3Storage;
});
afterAll(async () => {
  stores.close();
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

function collect(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function tempFile(name: string, data: Buffer): string {
  const file = join(work, name);
  writeFileSync(file, data);
  return file;
}

describe('S3Storage', () => {
  it('stores under the same key and URL as the disk, once: a second put keeps the first bytes', async () => {
    const key = join('images', 'ab', 'ab12.webp');
    expect(await uploads.has(key)).toBe(false);
    expect(await uploads.put(key, Buffer.from('first'))).toBe('/uploads/images/ab/ab12.webp');
    expect(await uploads.has(key)).toBe(true);
    expect(await uploads.size(key)).toBe(5);
    expect(await uploads.put(key, Buffer.from('second!'))).toBe('/uploads/images/ab/ab12.webp');
    expect((await collect(uploads.read(key))).toString()).toBe('first');
  });

  it('keeps the trees apart: a key in uploads is not in files', async () => {
    await uploads.put('same/key.bin', Buffer.from('public'));
    expect(await files.has('same/key.bin')).toBe(false);
    expect(await files.size('same/key.bin')).toBeNull();
  });

  it('moves a large file in by multipart upload, removes the temp file, reads byte ranges', async () => {
    // 17 MiB: two parts of 16 MiB and 1 MiB.
    const data = Buffer.alloc(17 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4096) data.writeUInt32BE(i, i);
    const temp = tempFile('big.part', data);
    await files.putFile('ff/big.bin', temp);
    expect(existsSync(temp)).toBe(false);
    expect(await files.size('ff/big.bin')).toBe(data.length);
    const start = 16 * 1024 * 1024 - 10;
    const part = await collect(files.read('ff/big.bin', { start, end: start + 99 }));
    expect(part.equals(data.subarray(start, start + 100))).toBe(true);
    expect((await collect(files.read('ff/big.bin'))).equals(data)).toBe(true);
  });

  it('putFile is idempotent: an existing key is kept and the temp file still removed', async () => {
    await files.putFile('aa/one.pdf', tempFile('one.part', Buffer.from('the original')));
    const again = tempFile('two.part', Buffer.from('another upload'));
    await files.putFile('aa/one.pdf', again);
    expect(existsSync(again)).toBe(false);
    expect((await collect(files.read('aa/one.pdf'))).toString()).toBe('the original');
  });

  it('a missing key: has false, size null, read fails the stream, open answers 404', async () => {
    expect(await files.has('no/such.pdf')).toBe(false);
    expect(await files.size('no/such.pdf')).toBeNull();
    await expect(collect(files.read('no/such.pdf'))).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect(await uploads.open('no/such.webp', {})).toEqual({ status: 404 });
  });

  it('never lets a key leave its tree', async () => {
    await expect(uploads.put('../files/x.bin', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(uploads.has('/abs.bin')).rejects.toThrow(/escapes/);
    expect(await uploads.open('a/../../files/aa/one.pdf', {})).toEqual({ status: 404 });
  });

  it('open answers a range with 206, a known ETag with 304, a range past the end with 416', async () => {
    await uploads.put('cc/range.png', Buffer.from('0123456789'));
    const whole = await uploads.open('cc/range.png', {});
    if (whole.status !== 200) throw new Error(`expected 200, got ${whole.status}`);
    expect((await collect(whole.body)).toString()).toBe('0123456789');
    const part = await uploads.open('cc/range.png', { range: 'bytes=2-4' });
    if (part.status !== 206) throw new Error(`expected 206, got ${part.status}`);
    expect(part.contentRange).toBe('bytes 2-4/10');
    expect((await collect(part.body)).toString()).toBe('234');
    expect(await uploads.open('cc/range.png', { ifNoneMatch: whole.etag })).toEqual({
      status: 304,
      etag: whole.etag,
    });
    expect(await uploads.open('cc/range.png', { range: 'bytes=50-' })).toEqual({ status: 416 });
  });
});

describe('misconfiguration', () => {
  it('the start-up check names the bucket when it is missing or the keys are wrong', async () => {
    const wrongs: Record<string, string>[] = [
      { ...s3.env, S3_BUCKET: 'no-such-bucket' },
      { ...s3.env, S3_ACCESS_KEY_ID: 'WRONG', S3_SECRET_ACCESS_KEY: 'wrong-secret' },
    ];
    for (const env of wrongs) {
      const wrong = await openStores(configWith(env));
      try {
        await expect(wrong.check()).rejects.toThrow(`S3_BUCKET=${env.S3_BUCKET} at`);
      } finally {
        wrong.close();
      }
    }
    await expect(stores.check()).resolves.toBeUndefined();
  });

  it('a bucket store fails its writes on wrong keys rather than losing them', async () => {
    const config = configWith({
      ...s3.env,
      S3_ACCESS_KEY_ID: 'WRONG',
      S3_SECRET_ACCESS_KEY: 'wrong-secret',
    });
    const connection = await openS3Client(config.s3!);
    try {
      await expect(
        new S3Storage(connection, 'xinke-test', 'uploads').put('x/y.png', Buffer.from('x')),
      ).rejects.toThrow();
    } finally {
      connection.client.destroy();
    }
  });
});

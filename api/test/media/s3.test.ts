import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/database.ts';
import { checkMedia } from '../../src/media/check.ts';
import { pageKey, userImageKey, workImageKey } from '../../src/media/keys.ts';
import { S3MediaStorage } from '../../src/media/s3-storage.ts';
import { strongEtag } from '../../src/media/storage.ts';
import { apiRoot } from '../../src/paths.ts';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { startS3Emulator } from '../helpers/s3.ts';
import { image, makeChapter, makeWork, upload } from './helpers.ts';

/**
 * Media in an S3-compatible bucket (MEDIA_S3_*), against an S3 server started inside the run: the
 * store's calls, the journals and the start-up sweep, uploads and the media host through the api
 * (streamed and redirected), deletes, and `pnpm media:check`. The write order and its crash
 * guarantees are the same code as on the filesystem (service.ts); here the store under them changes.
 */

const s3 = await startS3Emulator();
afterAll(() => s3.stop());

const scratch = mkdtempSync(join(tmpdir(), 'ckb-s3-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function variantFile(name: string): Promise<string> {
  const file = join(scratch, `${name}-${Math.random().toString(36).slice(2)}.webp`);
  writeFileSync(
    file,
    await sharp(await image('png', 60, 90))
      .webp()
      .toBuffer(),
  );
  return file;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('S3MediaStorage', () => {
  it('puts, opens, copies, lists and removes variants; missing ones are null / false, never errors', async () => {
    const store = new S3MediaStorage(await s3.config({ prefix: 'site/' }), join(scratch, 'staging'));
    await store.init();
    const key = workImageKey('aaaaaaaaaaaaaaaaaaaaaaa1', 'poster');
    const high = await variantFile('high');
    const bytes = readFileSync(high);
    await store.put(key, 'high', high);
    await store.put(key, 'low', await variantFile('low'));
    expect(readdirSync(scratch).includes(high.split('/').pop()!)).toBe(false); // moved, like a rename

    const file = await store.open(key, 'high');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(bytes.length);
    // the same validator as the filesystem store gives: moving a folder into a bucket keeps caches valid
    expect(file!.etag).toBe(strongEtag(key, 'high', bytes.length));
    expect((await readAll(file!.stream())).equals(bytes)).toBe(true);
    expect(await store.open(workImageKey('aaaaaaaaaaaaaaaaaaaaaaa1', 'poster'), 'high')).toBeNull();
    expect(await store.open('../etc/passwd', 'high')).toBeNull();

    const copy = workImageKey('aaaaaaaaaaaaaaaaaaaaaaa2', 'poster');
    await store.copy(key, copy);
    expect(await store.exists(copy, 'high')).toBe(true);
    expect(await store.exists(copy, 'low')).toBe(true);

    await store.journals.write('h~1~x', [key]);
    const listed = [];
    for await (const entry of store.list()) listed.push(entry.path);
    // journals are not media files: the check never sees them
    expect(listed.sort()).toEqual(
      [`${copy}.high.webp`, `${copy}.low.webp`, `${key}.high.webp`, `${key}.low.webp`].sort(),
    );
    expect(await store.journals.read('h~1~x')).toEqual([key]);
    await store.journals.remove('h~1~x');
    expect(await store.journals.read('h~1~x')).toEqual([]);

    await store.remove(key);
    await store.remove(key); // twice: a missing object is no error
    expect(await store.exists(key, 'high')).toBe(false);
    await store.removePath(`${copy}.low.webp`);
    expect(await store.exists(copy, 'low')).toBe(false);
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    const config = await s3.config();
    const store = new S3MediaStorage({ ...config, bucket: 'no-such-bucket' }, join(scratch, 'staging'));
    await expect(store.init()).rejects.toThrow(/no-such-bucket/);
  });
});

const bucketOf = { sqlite: await s3.config(), postgres: await s3.config() };
const redirectBucket = await s3.config({ serve: 'redirect' });

forEachDatabase((kind) => {
  describe('the api with media in a bucket', () => {
    const config = bucketOf[kind];
    const t = useTestApp(kind, { config: { mediaS3: config } });
    const store = () => t().app.media.storage as S3MediaStorage;

    async function expectConsistentS3(app: TestApp) {
      const report = await checkMedia(app.db.kysely, app.app.media.storage);
      expect(report.unreferencedFiles).toEqual([]);
      expect(report.missingFiles).toEqual([]);
      const journals = [];
      for await (const j of store().journals.list()) journals.push(j.name);
      expect(journals).toEqual([]);
      expect(readdirSync(app.config.mediaStagingDir)).toEqual([]);
    }

    it('stores uploads in the bucket, serves them at the same /media URLs, and deletes them with the purge of the rows', async () => {
      expect(store()).toBeInstanceOf(S3MediaStorage);
      const { token } = await t().createUser({ is_owner: true });
      const manga = await makeWork(t(), 'manga');
      const poster = await upload(t(), {
        url: `/api/manga/${manga}/upload/poster`,
        token,
        parts: [{ field: 'poster', filename: 'p.jpg', data: await image('jpeg', 300, 450) }],
      });
      expect(poster.statusCode, poster.body).toBe(200);
      const ref = poster.json().data.manga.poster as { original: string; low: string };

      const { sessionId, chapterId } = await makeChapter(t(), manga);
      const pages = await Promise.all([1, 2, 3].map((i) => image('jpeg', 200, 300, i * 90)));
      const chapter = await upload(t(), {
        url: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`,
        token,
        parts: pages.map((data, i) => ({ field: 'photo_path_array', filename: `${i + 1}.jpg`, data })),
      });
      expect(chapter.statusCode, chapter.body).toBe(200);
      await expectConsistentS3(t());

      const high = await t().request('GET', ref.original, undefined, { apiKey: false });
      expect(high.statusCode).toBe(200);
      expect(high.headers['content-type']).toBe('image/webp');
      expect(high.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(high.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 450]);
      const etag = high.headers.etag as string;
      const again = await t().request('GET', ref.original, undefined, {
        apiKey: false,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const head = await t().request('HEAD', ref.low, undefined, { apiKey: false });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      const missing = await t().request('GET', `/media/${pageKey(chapterId)}`, undefined, { apiKey: false });
      expect(missing.statusCode).toBe(404);

      // a bad file in a batch: nothing reaches the bucket
      const before = (await checkMedia(t().db.kysely, store())).storedFiles;
      const bad = await upload(t(), {
        url: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`,
        token,
        parts: [
          { field: 'photo_path_array', filename: '4.jpg', data: pages[0]! },
          { field: 'photo_path_array', filename: '5.jpg', data: Buffer.from('not an image at all') },
        ],
      });
      expect(bad.statusCode).toBe(415);
      expect((await checkMedia(t().db.kysely, store())).storedFiles).toBe(before);

      const gone = await t().request('DELETE', `/api/manga/${manga}`, undefined, { token });
      expect(gone.statusCode).toBe(200);
      // in the trash the objects stay, and count as referenced
      const key = ref.original.slice('/media/'.length).split('?')[0]!;
      expect(await store().exists(key, 'high')).toBe(true);
      await expectConsistentS3(t());
      const purged = await t().request('DELETE', `/api/trash/${String(gone.headers['x-trash-id'])}`, undefined, {
        token,
      });
      expect(purged.statusCode, purged.body).toBe(204);
      expect(await store().exists(key, 'high')).toBe(false);
      const report = await checkMedia(t().db.kysely, store());
      expect(report.storedFiles).toBe(0);
      await expectConsistentS3(t());
    });

    it('the start-up sweep removes what a dead instance journalled without a row, and keeps the rest', async () => {
      const media = t().app.media;
      const userId = 'aaaaaaaaaaaaaaaaaaaaaaa4';
      const committed = userImageKey(userId, 'avatar');
      const uncommitted = pageKey('ccccccccccccccccccccccc5');
      for (const key of [committed, uncommitted]) {
        await media.storage.put(key, 'high', await variantFile('h'));
        await media.storage.put(key, 'low', await variantFile('l'));
      }
      const now = Date.now();
      await t()
        .db.kysely.insertInto('users')
        .values({
          id: userId,
          name: 'x',
          username: `u${userId}`,
          email: `${userId}@example.com`,
          password_hash: 'x',
          avatar_key: committed,
          avatar_width: 60,
          avatar_height: 90,
          background_key: null,
          background_width: null,
          background_height: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // an instance of this host died after writing its journal (its local folder is gone with it)
      await media.storage.journals.write(`${hostname()}~999999~deadbeef0001`, [committed, uncommitted]);
      // another live upload of this process must survive
      const live = await media.staging.create();
      await live.journal([pageKey('ccccccccccccccccccccccc6')]);

      expect((await checkMedia(t().db.kysely, media.storage)).unreferencedFiles).toEqual([
        `${uncommitted}.high.webp`,
        `${uncommitted}.low.webp`,
      ]);
      expect(await media.sweep()).toEqual({ folders: 1, removedKeys: 1 });
      expect(await media.storage.exists(committed, 'high')).toBe(true);
      expect(await media.storage.exists(uncommitted, 'high')).toBe(false);
      await live.discard();
      await t().db.kysely.deleteFrom('users').where('id', '=', userId).execute();
      await media.removeKeys([committed]);
      await expectConsistentS3(t());
    });
  });
});

describe('MEDIA_S3_SERVE=redirect', () => {
  const config = redirectBucket;
  const t = useTestApp('sqlite', { config: { mediaS3: config } });

  it('answers /media with a signed URL of the store that serves the same bytes, the same for an hour', async () => {
    const key = workImageKey('aaaaaaaaaaaaaaaaaaaaaaa9', 'poster');
    const file = await variantFile('r');
    const bytes = readFileSync(file);
    await t().app.media.storage.put(key, 'high', file);
    const res = await t().request('GET', `/media/${key}`, undefined, { apiKey: false });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(`${config.endpoint}/${config.bucket}/${key}.high.webp?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    const second = await t().request('GET', `/media/${key}`, undefined, { apiKey: false });
    expect(second.headers.location).toBe(location);
  });
});

describe('pnpm media:check on a bucket', () => {
  it('lists orphans in the bucket, removes them with --fix, and exits 0 when clean', async () => {
    const config = await s3.config({ prefix: 'check/' });
    const dataDir = mkdtempSync(join(tmpdir(), 'ckb-s3-check-'));
    const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
    await migrateToLatest(db);
    await db.kysely.destroy();
    const store = new S3MediaStorage(config, join(dataDir, 'staging'));
    const orphan = pageKey('abcdefabcdefabcdefabcdef');
    await store.put(orphan, 'high', await variantFile('o'));
    // not spawnSync: the S3 server runs in this process and must answer meanwhile
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--conditions=ckb-source', '--import', 'tsx', 'src/cli/media-check.ts', ...args],
          { cwd: apiRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...s3.env(config) } },
          (err, stdout, stderr) => resolve({ status: err ? Number(err.code) : 0, stdout, stderr }),
        );
      });
    const dirty = await run('--json');
    expect(dirty.status, dirty.stderr).toBe(1);
    const report = JSON.parse(dirty.stdout) as { store: string; unreferencedFiles: string[] };
    expect(report.store).toContain(`s3://${config.bucket}/check/`);
    expect(report.unreferencedFiles).toEqual([`${orphan}.high.webp`]);
    expect((await run('--fix')).status).toBe(0);
    expect(await store.exists(orphan, 'high')).toBe(false);
    const clean = await run();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Files no row references: 0');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

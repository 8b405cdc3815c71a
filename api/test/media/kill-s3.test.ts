import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/db/database.ts';
import { checkMedia } from '../../src/media/check.ts';
import { S3MediaStorage } from '../../src/media/s3-storage.ts';
import { freePort } from '../helpers/ports.ts';
import { startServerProcess, untilPrinted, type ServerRun } from '../helpers/process.ts';
import { startS3Emulator } from '../helpers/s3.ts';
import { chapterInFile, image, multipart, signIn } from './helpers.ts';

/**
 * The kill test of kill.test.ts with media in a bucket: a real server process is SIGKILLed while a
 * chapter's body arrives (pages decoded in local staging, nothing in the bucket) and once the upload's
 * journal is in the bucket (objects being put, rows not committed), restarted, and checked: no row
 * points to a missing object, no object is left without a row, no journal and no local staging remain,
 * and the batch is all or nothing.
 */

const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@example.com', password: 'kill-s3-password-1' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const s3 = await startS3Emulator();
const bucket = await s3.config();

describe('SIGKILL in the middle of a chapter upload, media in a bucket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-kill-s3-'));
  const stagingDir = join(dataDir, 'media-staging');
  const runs: ServerRun[] = [];
  afterAll(async () => {
    for (const r of runs) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts with every row’s objects present, no orphan object, no journal, whole batches only', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: OWNER.password,
      MEDIA_CONCURRENCY: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...s3.env(bucket),
    };
    const base = `http://127.0.0.1:${port}`;
    const boot = async () => {
      const run = startServerProcess(env);
      runs.push(run);
      await untilPrinted(run, 'Sign in at', 60_000, 50);
      return run;
    };
    let server = await boot();
    const store = new S3MediaStorage(bucket, stagingDir);

    const { url } = chapterInFile(join(dataDir, 'ckb.sqlite'), base);
    const token = await signIn(base, API_KEY, OWNER);

    const PAGES = 8;
    const pages = await Promise.all(Array.from({ length: PAGES }, (_, i) => image('jpeg', 900, 1300, (i * 37) % 360)));
    const body = multipart(pages.map((data, i) => ({ field: 'photo_path_array', filename: `${i + 1}.jpg`, data })));

    /** Streams the body in slices, slowly enough that pages decode while later ones arrive. */
    const send = (onProgress: (sent: number) => void, holdHalfUntil?: () => boolean): Promise<number> =>
      new Promise((resolve) => {
        const req = httpRequest(url, {
          method: 'POST',
          headers: {
            ...body.headers,
            'content-length': String(body.payload.length),
            'x-api-key': API_KEY,
            authorization: `Bearer ${token}`,
          },
        });
        req.on('error', () => resolve(0));
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        let at = 0;
        const pump = () => {
          if (req.destroyed) return resolve(0);
          if (at >= body.payload.length) return void req.end();
          // past half the body, wait (when asked) until the server has decoded something: a busy machine
          // must not let the whole body arrive first
          if (holdHalfUntil && at > body.payload.length / 2 && !holdHalfUntil()) return void setTimeout(pump, 20);
          const chunk = body.payload.subarray(at, at + 8 * 1024);
          at += chunk.length;
          onProgress(at / body.payload.length);
          if (req.write(chunk)) setTimeout(pump, 20);
          else req.once('drain', pump);
        };
        pump();
      });

    const pageCount = () => {
      const db = new Database(join(dataDir, 'ckb.sqlite'), { readonly: true });
      try {
        return (db.prepare('select count(*) as n from pages').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const journals = async () => {
      const names: string[] = [];
      for await (const j of store.journals.list()) names.push(j.name);
      return names;
    };
    const localStaged = () =>
      (existsSync(stagingDir) ? readdirSync(stagingDir) : []).flatMap((f) => {
        try {
          return readdirSync(join(stagingDir, f));
        } catch {
          return [];
        }
      });
    const verify = async () => {
      const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
      try {
        const report = await checkMedia(db.kysely, store);
        expect(report.missingFiles).toEqual([]);
        expect(report.unreferencedFiles).toEqual([]);
      } finally {
        await db.kysely.destroy();
      }
      expect(await journals()).toEqual([]);
      expect(existsSync(stagingDir) ? readdirSync(stagingDir) : []).toEqual([]);
      expect(pageCount() % PAGES).toBe(0);
    };
    const killWhen = async (when: (sent: number) => Promise<boolean>, holdHalfUntil?: () => boolean) => {
      let sent = 0;
      let done = false;
      let status = 0;
      const uploading = send((f) => (sent = f), holdHalfUntil).then((s) => {
        status = s;
        done = true;
      });
      const until = Date.now() + 90_000;
      while (!done && Date.now() < until && !(await when(sent))) await sleep(2);
      server.child.kill('SIGKILL');
      await uploading;
      await server.exit;
      const state = { sent, status, journals: (await journals()).length };
      server = await boot();
      await verify();
      return state;
    };

    // 1. while the body arrives: variants decoded in local staging, nothing in the bucket yet
    const decoded = () => localStaged().some((f) => f.endsWith('.high.webp'));
    const receiving = await killWhen(async (sent) => sent < 1 && decoded(), decoded);
    expect(receiving.sent).toBeLessThan(1);
    expect(receiving.journals).toBe(0);
    expect(pageCount()).toBe(0);

    // 2. the journal is in the bucket: objects are being put, the rows not committed yet (looked for on the
    // emulator's disk: a listing over HTTP is too slow for this window)
    const journalFolder = join(s3.folder(bucket.bucket), '.tmp');
    const journalled = () => existsSync(journalFolder) && readdirSync(journalFolder).some((f) => f.endsWith('_object'));
    const committing = await killWhen(async () => journalled());
    expect(committing.journals).toBe(1);
    expect(committing.status).toBe(0); // cut by the kill: no answer

    // and the restarted server takes a whole upload normally
    const before = pageCount();
    expect(await send(() => undefined)).toBe(200);
    expect(pageCount()).toBe(before + PAGES);
    await verify();
    server.child.kill('SIGINT');
    await server.exit;
  }, 240_000);
});

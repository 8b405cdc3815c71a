import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/db/database.ts';
import { checkMedia } from '../../src/media/check.ts';
import { FsMediaStorage } from '../../src/media/storage.ts';
import { chapterInFile, image, multipart, signIn } from './helpers.ts';
import { startServerProcess, untilPrinted, type ServerRun } from '../helpers/process.ts';
import { freePort } from '../helpers/ports.ts';

/**
 * The kill test: a real server process is SIGKILLed in the middle of a chapter
 * upload (while the body arrives, while pages are decoded, and in the commit window itself),
 * restarted, and checked: no row points to a missing file, no file is left without a row, the
 * staging folder is empty, and the batch is all or nothing. SQLite file database: this is about the
 * process and the files, the SQL is the same on PostgreSQL.
 */

const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@example.com', password: 'kill-test-password-1' };

const waitFor = (run: ServerRun, text: string, ms = 60_000) => untilPrinted(run, text, ms, 50);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGKILL in the middle of a chapter upload', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-kill-'));
  const mediaDir = join(dataDir, 'media');
  const stagingDir = join(mediaDir, '.tmp');
  const runs: ServerRun[] = [];
  afterAll(() => {
    for (const r of runs) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts with no row pointing to a missing file, no orphan, an empty staging folder, whole batches only', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: OWNER.password,
      MEDIA_CONCURRENCY: '1',
    };
    const base = `http://127.0.0.1:${port}`;
    const boot = async () => {
      const run = startServerProcess(env);
      runs.push(run);
      await waitFor(run, 'Sign in at');
      return run;
    };

    let server = await boot();
    // a manga with a chapter to upload into (the catalogue routes are not what this test is about)
    const { url } = chapterInFile(join(dataDir, 'ckb.sqlite'), base);
    const token = await signIn(base, API_KEY, OWNER);

    const PAGES = 24;
    const pages = await Promise.all(Array.from({ length: PAGES }, (_, i) => image('jpeg', 1100, 1600, (i * 37) % 360)));
    const body = multipart(pages.map((data, i) => ({ field: 'photo_path_array', filename: `${i + 1}.jpg`, data })));

    /** Streams the body in slices; `onProgress` sees the fraction sent. */
    function send(onProgress: (sent: number, req: ClientRequest) => void): Promise<void> {
      return new Promise((resolve) => {
        const req = httpRequest(url, {
          method: 'POST',
          headers: {
            ...body.headers,
            'content-length': String(body.payload.length),
            'x-api-key': API_KEY,
            authorization: `Bearer ${token}`,
          },
        });
        req.on('error', () => resolve()); // the server dies under it: expected
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve());
        });
        // slowly enough that the server decodes pages while later ones are still on their way
        const slice = 8 * 1024;
        let at = 0;
        const pump = () => {
          if (req.destroyed) return resolve();
          if (at >= body.payload.length) {
            req.end();
            onProgress(1, req);
            return;
          }
          const chunk = body.payload.subarray(at, at + slice);
          at += chunk.length;
          onProgress(at / body.payload.length, req);
          if (req.write(chunk)) setTimeout(pump, 20);
          else req.once('drain', pump);
        };
        pump();
      });
    }

    const pageCount = () => {
      const db = new Database(join(dataDir, 'ckb.sqlite'), { readonly: true });
      try {
        return (db.prepare('select count(*) as n from pages').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };

    const verify = async () => {
      const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
      try {
        const report = await checkMedia(db.kysely, new FsMediaStorage(mediaDir));
        expect(report.missingFiles).toEqual([]);
        expect(report.unreferencedFiles).toEqual([]);
      } finally {
        await db.kysely.destroy();
      }
      expect(existsSync(stagingDir) ? readdirSync(stagingDir) : []).toEqual([]);
      expect(pageCount() % PAGES).toBe(0); // whole batches only
    };

    /** What the server has in staging now: files of all folders, and whether a journal is written. */
    const staged = () => {
      const folders = existsSync(stagingDir) ? readdirSync(stagingDir) : [];
      const files = folders.flatMap((f) => {
        try {
          return readdirSync(join(stagingDir, f));
        } catch {
          return [];
        }
      });
      return {
        variants: files.filter((f) => f.endsWith('.high.webp')).length,
        journal: files.includes('journal.json'),
      };
    };

    /** Uploads and SIGKILLs the server as soon as `when` holds; restarts it and checks everything. */
    const killWhen = async (when: (state: ReturnType<typeof staged> & { sent: number }) => boolean) => {
      let sent = 0;
      let done = false;
      const uploading = send((fraction) => (sent = fraction)).then(() => (done = true));
      let state = staged();
      const until = Date.now() + 60_000;
      while (!done && Date.now() < until && !when({ ...(state = staged()), sent })) await sleep(1);
      server.child.kill('SIGKILL');
      await uploading;
      await server.exit;
      server = await boot();
      await verify();
      return { ...state, sent, done };
    };

    // 1. while the body still arrives: some pages are decoded in staging, the rest is on its way
    const receiving = await killWhen((s) => s.variants >= 2 && s.sent < 1);
    expect(receiving.variants).toBeGreaterThanOrEqual(2);
    expect(receiving.sent).toBeLessThan(1);
    expect(pageCount()).toBe(0);

    // 2. the whole body sent, pages still being decoded, nothing committed yet
    const decoding = await killWhen((s) => s.sent === 1 && s.variants >= 1 && !s.journal);
    expect(decoding.journal).toBe(false);
    expect(pageCount()).toBe(0);

    // 3. the journal is written: files are being moved in and the rows committed
    const commit = await killWhen((s) => s.journal);
    expect(commit.journal).toBe(true);

    // and the restarted server takes a whole upload normally
    const before = pageCount();
    await send(() => undefined);
    await sleep(100);
    expect(pageCount()).toBe(before + PAGES);
    await verify();

    server.child.kill('SIGINT');
    await server.exit;
  }, 240_000);
});

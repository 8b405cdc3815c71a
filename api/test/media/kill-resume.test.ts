import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { newId } from '../../src/db/ids.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { checkMedia } from '../../src/media/check.ts';
import { FsMediaStorage } from '../../src/media/storage.ts';
import { forEachDatabase, freshDatabase } from '../helpers/app.ts';
import { freePort } from '../helpers/ports.ts';
import { startServerProcess, untilPrinted, type ServerRun } from '../helpers/process.ts';
import { image, listStore, multipart, signIn } from './helpers.ts';

/**
 * A resumed upload stores each page once, also across a SIGKILL of the real server process: pages are
 * sent one per request with their key (2 in flight), the server is killed while requests are in flight,
 * restarted, and the client sends every page again, as one that lost track of its answers would. Then
 * also the case itself: a request whose whole body reached the server but whose answer the
 * client never saw (it cut the connection), sent again. On both databases: the check that keeps one page
 * per key is SQL under the chapter's lock.
 */

const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@example.com', password: 'kill-resume-password-1' };
const PAGES = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's DATABASE_URL for a test database: PostgreSQL gets its schema through `options`. */
function databaseUrl(db: Db, pgUrl: string): string {
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${db.schema}`);
  return url.toString();
}

forEachDatabase((kind) => {
  describe('SIGKILL in the middle of a resumable upload', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ckb-kill-resume-'));
    const runs: ServerRun[] = [];
    let db: Db | undefined;
    let drop: () => Promise<void> = async () => undefined;
    afterAll(async () => {
      for (const r of runs) if (r.child.exitCode === null) r.child.kill('SIGKILL');
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('stores every page once and in order after a kill -9 and a full resend', async () => {
      let env: Record<string, string>;
      const port = await freePort();
      const common = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        OWNER_PASSWORD: OWNER.password,
        MEDIA_CONCURRENCY: '1',
      };
      if (kind === 'postgres') {
        ({ db, drop } = await freshDatabase('postgres'));
        env = { ...common, DATABASE_URL: databaseUrl(db, inject('pgUrl')!) };
      } else {
        db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
        await migrateToLatest(db);
        const opened = db;
        drop = () => opened.kysely.destroy();
        env = common;
      }
      const kysely = db!.kysely;
      // a manga with one empty chapter (the catalogue routes are not what this is about)
      const [workId, sessionId, chapterId] = [newId(), newId(), newId()];
      const now = Date.now();
      await kysely
        .insertInto('works')
        .values({
          id: workId,
          kind: 'manga',
          number: 1,
          type: 'manga',
          en: 'Kill',
          ku: 'کوشتن',
          active_show: true,
          on_slide: false,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      await kysely
        .insertInto('manga_sessions')
        .values({ id: sessionId, work_id: workId, number: 1, detail: null, created_at: now })
        .execute();
      await kysely
        .insertInto('chapters')
        .values({ id: chapterId, session_id: sessionId, name: '1', sort_key: 1, detail: null, created_at: now })
        .execute();

      const base = `http://127.0.0.1:${port}`;
      const url = `${base}/api/manga/${workId}/session/${sessionId}/chapter/${chapterId}/upload`;
      let server: ServerRun;
      const boot = async () => {
        const run = startServerProcess(env);
        runs.push(run);
        await untilPrinted(run, 'Sign in at', 60_000, 50);
        return run;
      };
      server = await boot();
      const token = await signIn(base, API_KEY, OWNER);

      // each page a different width: order and duplicates read back from the rows
      const widths = Array.from({ length: PAGES }, (_, i) => 1000 + i);
      const bodies = await Promise.all(
        widths.map(async (w, i) =>
          multipart([
            { field: 'photo_path_array', filename: `${i + 1}.jpg`, data: await image('jpeg', w, 1500, i * 29) },
          ]),
        ),
      );
      const keyOf = (i: number) => `kill-resume-key-${String(i).padStart(4, '0')}`;

      /**
       * Sends page i; 'reset' when the connection broke. With `loseAnswer`, the answer never reaches the
       * client: it cuts the connection once the page is stored (as a reset after the commit would).
       */
      const sendPage = (i: number, loseAnswer?: () => Promise<void>) =>
        new Promise<{ status: number; replayed?: boolean } | 'reset'>((resolve) => {
          const { payload, headers } = bodies[i]!;
          const req = httpRequest(url, {
            method: 'POST',
            headers: {
              ...headers,
              'content-length': String(payload.length),
              'x-api-key': API_KEY,
              authorization: `Bearer ${token}`,
              'idempotency-key': keyOf(i),
              'upload-rank': String(i),
            },
          });
          req.on('error', () => resolve('reset'));
          req.on('response', (res) => {
            if (loseAnswer) return;
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () => {
              const body = JSON.parse(text || '{}') as { data?: { replayed?: boolean } };
              resolve({ status: res.statusCode ?? 0, replayed: body.data?.replayed });
            });
            res.on('error', () => resolve('reset'));
          });
          req.end(payload);
          void loseAnswer?.().then(() => {
            req.destroy();
            resolve('reset');
          });
        });

      /** Sends the pages two at a time, in order of rank; answers per page. */
      const sendAll = async (pages: number[]) => {
        const answers = new Map<number, Awaited<ReturnType<typeof sendPage>>>();
        const queue = [...pages];
        const worker = async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) answers.set(i, await sendPage(i));
        };
        await Promise.all([worker(), worker()]);
        return answers;
      };

      const rows = () =>
        kysely
          .selectFrom('pages')
          .select(['width', 'position', 'upload_key'])
          .where('chapter_id', '=', chapterId)
          .orderBy('position')
          .execute();

      // 1. kill -9 while requests are in flight, a few pages in
      const first = sendAll(widths.map((_, i) => i));
      const until = Date.now() + 60_000;
      while ((await rows()).length < 3 && Date.now() < until) await sleep(20);
      server.child.kill('SIGKILL');
      await server.exit;
      const answered = await first;
      const storedBefore = (await rows()).length;
      expect(storedBefore).toBeGreaterThanOrEqual(3);
      expect(storedBefore).toBeLessThan(PAGES);
      expect([...answered.values()].filter((a) => a === 'reset').length).toBeGreaterThan(0);

      // 2. restart; the client sends every page again
      server = await boot();
      const again = await sendAll(widths.map((_, i) => i));
      expect([...again.values()].every((a) => a !== 'reset' && a.status === 200)).toBe(true);
      const replayed = [...again.values()].filter((a) => a !== 'reset' && a.replayed).length;
      expect(replayed).toBe(storedBefore);
      let stored = await rows();
      expect(stored.map((r) => r.width)).toEqual(widths);
      expect(stored.map((r) => Number(r.position))).toEqual(widths.map((_, i) => i + 1));

      // 3. the answer lost: the page is stored, the client never sees the answer
      const last = await kysely
        .selectFrom('pages')
        .select('image_key')
        .where('chapter_id', '=', chapterId)
        .where('position', '=', PAGES)
        .executeTakeFirstOrThrow();
      await kysely.deleteFrom('pages').where('chapter_id', '=', chapterId).where('position', '=', PAGES).execute();
      const storedAgain = async () => {
        const waitUntil = Date.now() + 30_000;
        while ((await rows()).length < PAGES && Date.now() < waitUntil) await sleep(5);
      };
      expect(await sendPage(PAGES - 1, storedAgain)).toBe('reset');
      expect((await rows()).length).toBe(PAGES);
      const retry = await sendPage(PAGES - 1);
      expect(retry).toEqual({ status: 200, replayed: true });
      stored = await rows();
      expect(stored.map((r) => r.width)).toEqual(widths);

      // the cut request finishes its cleanup after its commit; give it the moment it needs
      const media = join(dataDir, 'media');
      const clean = Date.now() + 10_000;
      while (listStore(media).staging.length > 0 && Date.now() < clean) await sleep(20);
      server.child.kill('SIGINT');
      await server.exit;
      // the store agrees with the rows (but for the files of the page deleted by hand above)
      const report = await checkMedia(kysely, new FsMediaStorage(media));
      expect(report.missingFiles).toEqual([]);
      expect(report.unreferencedFiles.length).toBe(3); // high, saver and low
      for (const path of report.unreferencedFiles) expect(path).toContain(last.image_key);
      expect(listStore(media).staging).toEqual([]);
    }, 240_000);
  });
});

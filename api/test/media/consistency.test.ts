import type { FastifyBaseLogger } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DEFAULTS } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { checkMedia } from '../../src/media/check.ts';
import { pageKey, userImageKey, workImageKey } from '../../src/media/keys.ts';
import { processImage } from '../../src/media/pipeline.ts';
import { MediaService } from '../../src/media/service.ts';
import { FsMediaStorage } from '../../src/media/storage.ts';
import { forEachDatabase, freshDatabase } from '../helpers/app.ts';
import { image } from './helpers.ts';

/**
 * The store and the rows stay consistent across crashes: the start-up sweep and the check command,
 * driven directly (the kill test in kill.test.ts does the same through a real server process).
 */
const noop = () => undefined;
const silent = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
} as unknown as FastifyBaseLogger;

forEachDatabase((kind) => {
  describe('start-up sweep and media check', () => {
    let db: Db;
    let drop: () => Promise<void>;
    let dir: string;
    let media: MediaService;
    let sample: { high: string; low: string };

    beforeAll(async () => {
      ({ db, drop } = await freshDatabase(kind));
      dir = mkdtempSync(join(tmpdir(), 'ckb-media-consistency-'));
      media = new MediaService(new FsMediaStorage(join(dir, 'media')), db, MEDIA_DEFAULTS, silent);
      await media.init();
      sample = { high: join(dir, 'sample.high.webp'), low: join(dir, 'sample.low.webp') };
      await processImage(await image('jpeg', 200, 300), { purpose: 'poster', maxPixels: 1e7, out: sample });
    });
    afterAll(async () => {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    });

    /** Puts both variants of a key in the store, as an upload would just before its commit. */
    async function storeKey(key: string): Promise<void> {
      for (const variant of ['high', 'low'] as const) {
        const copy = join(dir, `copy-${Math.random().toString(36).slice(2)}.webp`);
        writeFileSync(copy, readFileSync(sample[variant]));
        await media.storage.put(key, variant, copy);
      }
    }

    async function insertUser(id: string, avatarKey: string | null) {
      const now = Date.now();
      await db.kysely
        .insertInto('users')
        .values({
          id,
          name: 'x',
          username: `u${id}`,
          email: `${id}@example.com`,
          password_hash: 'x',
          avatar_key: avatarKey,
          avatar_width: avatarKey ? 200 : null,
          avatar_height: avatarKey ? 300 : null,
          background_key: null,
          background_width: null,
          background_height: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    it('reports unreferenced files and rows with missing files, and is clean when they agree', async () => {
      const userId = 'aaaaaaaaaaaaaaaaaaaaaaa1';
      const kept = userImageKey(userId, 'avatar');
      await storeKey(kept);
      await insertUser(userId, kept);
      expect(await checkMedia(db.kysely, media.storage)).toMatchObject({ unreferencedFiles: [], missingFiles: [] });

      const orphan = workImageKey('bbbbbbbbbbbbbbbbbbbbbbb2', 'poster');
      await storeKey(orphan);
      writeFileSync(join(dir, 'media', 'stray.txt'), 'x');
      const brokenUser = 'aaaaaaaaaaaaaaaaaaaaaaa3';
      const missing = userImageKey(brokenUser, 'avatar');
      await insertUser(brokenUser, missing);

      const report = await checkMedia(db.kysely, media.storage);
      expect(report.unreferencedFiles).toEqual(['stray.txt', `${orphan}.high.webp`, `${orphan}.low.webp`]);
      expect(report.missingFiles.map((m) => [m.key, m.variant])).toEqual([
        [missing, 'high'],
        [missing, 'low'],
      ]);
      expect(report.missingFiles[0]?.owner).toContain(brokenUser);

      await media.storage.remove(orphan);
      rmSync(join(dir, 'media', 'stray.txt'));
      await db.kysely.deleteFrom('users').where('id', '=', brokenUser).execute();
      expect(await checkMedia(db.kysely, media.storage)).toMatchObject({ unreferencedFiles: [], missingFiles: [] });
    });

    it('the sweep removes journalled keys without rows, keeps referenced ones, and empties staging', async () => {
      const userId = 'aaaaaaaaaaaaaaaaaaaaaaa4';
      const committed = userImageKey(userId, 'avatar');
      const uncommitted = pageKey('ccccccccccccccccccccccc5');
      await storeKey(committed);
      await storeKey(uncommitted);
      await insertUser(userId, committed);

      // a dead process's upload: journal written, files moved in, no commit for one of them
      const stagingRoot = join(dir, 'media', '.tmp');
      const dead = join(stagingRoot, `${hostname()}~999999~deadbeef0001`);
      mkdirSync(dead, { recursive: true });
      writeFileSync(join(dead, 'journal.json'), JSON.stringify({ keys: [committed, uncommitted] }));
      writeFileSync(join(dead, '3.upload'), 'half a file');
      // a folder of a live process (this one) still in use must survive
      const live = await media.staging.create();
      writeFileSync(live.file('0.upload'), 'in progress');

      const before = await checkMedia(db.kysely, media.storage);
      expect(before.unreferencedFiles).toEqual([`${uncommitted}.high.webp`, `${uncommitted}.low.webp`]);

      const swept = await media.sweep();
      expect(swept).toEqual({ folders: 1, removedKeys: 1 });
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(live.path)).toBe(true);
      expect(await checkMedia(db.kysely, media.storage)).toMatchObject({ unreferencedFiles: [], missingFiles: [] });
      expect(await media.storage.exists(committed, 'high')).toBe(true);
      await live.discard();
      expect(readdirSync(stagingRoot)).toEqual([]);
    });

    it('collectKeys journals what a delete takes; removeKeys removes the files once the rows are gone', async () => {
      const userId = 'aaaaaaaaaaaaaaaaaaaaaaa6';
      const key = userImageKey(userId, 'avatar');
      await storeKey(key);
      await insertUser(userId, key);
      const keys = await media.collectKeys({ user: userId });
      expect(keys).toEqual([key]);
      expect(readdirSync(join(dir, 'media', '.tmp'))).toHaveLength(1);

      // removeKeys before the rows are gone keeps the files (the delete did not happen)
      await media.removeKeys([key]);
      expect(await media.storage.exists(key, 'high')).toBe(true);

      await db.kysely.deleteFrom('users').where('id', '=', userId).execute();
      await media.removeKeys(keys);
      expect(await media.storage.exists(key, 'high')).toBe(false);
      expect(await media.storage.exists(key, 'low')).toBe(false);
      expect(readdirSync(join(dir, 'media', '.tmp'))).toEqual([]);
      expect(await checkMedia(db.kysely, media.storage)).toMatchObject({ unreferencedFiles: [], missingFiles: [] });
    });
  });
});

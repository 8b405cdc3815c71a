import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/create.ts';
import { BackupError, hashFile } from '../../src/backup/manifest.ts';
import { backupPlace, listPlace, openBackup, rotatePlace, writeBackup } from '../../src/backup/place.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import type { DatabaseConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { variantPath, workImageKey } from '../../src/media/keys.ts';
import { S3MediaStorage } from '../../src/media/s3-storage.ts';
import { insertCatalogue } from '../../src/seed/catalogue.ts';
import { startS3Emulator } from '../helpers/s3.ts';

/**
 * Backups of a site whose media live in a bucket: the objects come out through the same MediaStorage
 * the site uses (listed, streamed, hashed) and go back into another bucket byte for byte; uploads in
 * progress (`.tmp/`) stay out; a row whose image is gone from the store fails the backup instead of
 * writing one that would restore broken images; and backups kept in a bucket rather than a folder.
 */

const s3 = await startS3Emulator();
const root = mkdtempSync(join(tmpdir(), 'ckb-backup-s3-'));
afterAll(async () => {
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Every object of a store as path -> sha256 of its bytes. */
async function contents(store: S3MediaStorage): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const entry of store.list()) {
    const file = await store.open(entry.key!, entry.variant!);
    const local = join(root, `read-${randomBytes(4).toString('hex')}`);
    const chunks: Buffer[] = [];
    for await (const c of file!.stream()) chunks.push(c as Buffer);
    writeFileSync(local, Buffer.concat(chunks));
    out.set(entry.path, (await hashFile(local)).sha256);
  }
  return out;
}

async function site(name: string) {
  const database: DatabaseConfig = { kind: 'sqlite', file: join(root, name, 'ckb.sqlite') };
  const store = new S3MediaStorage(await s3.config({ prefix: 'site/' }), join(root, name, 'staging'));
  await store.init();
  return { database, store, dataDir: join(root, name) };
}

it('backs up the objects of a bucket and restores them into another, byte for byte', async () => {
  const from = await site('from');
  const db = openDatabase(from.database);
  await migrateToLatest(db);
  await insertCatalogue(db.kysely, { movies: 1, series: 0, manga: 0 });
  const work = await db.kysely.selectFrom('works').select('id').executeTakeFirstOrThrow();
  const poster = workImageKey(work.id, 'poster');
  const orphan = workImageKey(work.id, 'background');
  for (const [key, variant] of [
    [poster, 'high'],
    [poster, 'low'],
    [orphan, 'high'],
  ] as const) {
    const local = join(root, `${variant}-${randomBytes(4).toString('hex')}.webp`);
    writeFileSync(local, randomBytes(3000));
    await from.store.put(key, variant, local);
  }
  await db.kysely.updateTable('works').set({ poster_key: poster, poster_width: 10, poster_height: 15 }).execute();
  await from.store.journals.write('an-upload-in-progress', [orphan]);

  const backup = await createBackup({ ...from, storage: from.store, db }, join(root, 'backups'));
  await db.kysely.destroy();
  expect(backup.manifest.media).toMatchObject({ files: 3, bytes: 9000 });
  expect(backup.manifest.media.store).toContain(from.store.config.bucket);
  expect(backup.manifest.files.map((f) => f.path)).not.toContainEqual(expect.stringContaining('.tmp'));
  expect(backup.manifest.files.map((f) => f.path)).toContain(`media/${variantPath(poster, 'low')}`);

  const to = await site('to');
  await restoreBackup(backup.dir, { database: to.database, storage: to.store, dataDir: to.dataDir }, false);
  expect(await contents(to.store)).toEqual(await contents(from.store));
  const restored = openDatabase(to.database);
  expect(await restored.kysely.selectFrom('works').select('poster_key').execute()).toEqual([{ poster_key: poster }]);
  await restored.kysely.destroy();
});

it('fails, leaving nothing behind, when an image a row shows is not in the store', async () => {
  const from = await site('broken');
  const db = openDatabase(from.database);
  await migrateToLatest(db);
  await insertCatalogue(db.kysely, { movies: 1, series: 0, manga: 0 });
  const work = await db.kysely.selectFrom('works').select('id').executeTakeFirstOrThrow();
  const poster = workImageKey(work.id, 'poster');
  const local = join(root, 'only-high.webp');
  writeFileSync(local, randomBytes(100));
  await from.store.put(poster, 'high', local);
  await db.kysely.updateTable('works').set({ poster_key: poster, poster_width: 10, poster_height: 15 }).execute();

  const dir = join(root, 'broken-backups');
  const err = await createBackup({ ...from, storage: from.store, db }, dir).catch((e: unknown) => e);
  await db.kysely.destroy();
  expect(err).toBeInstanceOf(BackupError);
  expect((err as Error).message).toContain(`media/${variantPath(poster, 'low')}`);
  expect(readdirSync(dir)).toEqual([]);
});

it('keeps backups in a bucket (BACKUP_DIR=s3://…): uploaded whole, listed, rotated, downloaded and restored', async () => {
  const from = await site('to-bucket');
  const db = openDatabase(from.database);
  await migrateToLatest(db);
  await insertCatalogue(db.kysely, { movies: 2, series: 0, manga: 0 });
  const media = from.store.config;
  const place = backupPlace(`s3://${media.bucket}/backups`, media, from.dataDir);
  expect(place.kind === 's3' && place.url).toBe(`s3://${media.bucket}/backups/`);

  const first = await writeBackup({ ...from, storage: from.store, db }, place);
  await new Promise((r) => setTimeout(r, 5));
  const second = await writeBackup({ ...from, storage: from.store, db }, place);
  await db.kysely.destroy();
  expect(second.dir).toMatch(new RegExp(`^s3://${media.bucket}/backups/ckb-`));
  const names = [first, second].map((b) => b.dir.split('/').at(-1)!);
  expect(await listPlace(place)).toEqual(names);
  // nothing local is left: the scratch copy is removed once uploaded
  expect(readdirSync(join(from.dataDir, 'backup-scratch'))).toEqual([]);

  expect(await rotatePlace(place, 1)).toEqual([names[0]]);
  expect(await listPlace(place)).toEqual([names[1]]);

  const opened = await openBackup(place, names[1]!);
  const to = await site('from-bucket');
  await restoreBackup(opened.dir, { database: to.database, storage: to.store, dataDir: to.dataDir }, false);
  await opened.done();
  const restored = openDatabase(to.database);
  expect(await restored.kysely.selectFrom('works').select('id').execute()).toHaveLength(2);
  await restored.kysely.destroy();
  await expect(openBackup(place, 'ckb-none')).rejects.toThrow(/there is no backup named ckb-none in s3:\/\//);
});

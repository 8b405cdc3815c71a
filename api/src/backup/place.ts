import { PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaS3Config } from '../config.ts';
import { S3MediaStorage } from '../media/s3-storage.ts';
import {
  createBackup,
  listBackups,
  rotateBackups,
  STALE_PARTIAL_MS,
  type BackupResult,
  type BackupSource,
} from './create.ts';
import { BackupError, MANIFEST, MANIFEST_SUM } from './manifest.ts';

/**
 * Where backups are kept (BACKUP_DIR): a folder, or `s3://bucket/prefix/` in an S3-compatible bucket,
 * reached with the endpoint, region and credentials of MEDIA_S3_* when the media live in a bucket, else
 * with the AWS SDK's own defaults (AWS_REGION, AWS_ACCESS_KEY_ID…). A backup for a bucket is written
 * in a local scratch folder first, then uploaded file by file with `manifest.sha256` last: as in a
 * folder, a backup without it is partial. A restore from a bucket downloads it into the scratch folder.
 */
export type BackupPlace =
  { kind: 'folder'; dir: string } | { kind: 's3'; url: string; store: S3MediaStorage; scratch: string };

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?(.*)$/;
export const isS3Url = (dir: string): boolean => dir.startsWith('s3://');

/** BACKUP_DIR as a place; a bucket's uploads and downloads go through `DATA_DIR/backup-scratch`. */
export function backupPlace(dir: string, mediaS3: MediaS3Config | null, dataDir: string): BackupPlace {
  if (!isS3Url(dir)) return { kind: 'folder', dir };
  const scratch = join(dataDir, 'backup-scratch');
  const match = S3_URL.exec(dir);
  if (!match) throw new BackupError(`${dir} is not a bucket address such as s3://my-bucket/backups/.`);
  const bucket = match[1] as string;
  const prefix = match[2] ? match[2].replace(/\/?$/, '/') : '';
  const base: Omit<MediaS3Config, 'bucket' | 'prefix'> = mediaS3 ?? {
    endpoint: null,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: null,
    forcePathStyle: false,
    serve: 'stream',
  };
  const store = new S3MediaStorage({ ...base, bucket, prefix }, scratch);
  return { kind: 's3', url: `s3://${bucket}/${prefix}`, store, scratch };
}

/** Names of the backups kept there (finished ones: with their manifest.sha256), oldest first. */
export async function listPlace(place: BackupPlace): Promise<string[]> {
  if (place.kind === 'folder') return listBackups(place.dir);
  const names: string[] = [];
  for await (const { path } of place.store.objects()) {
    const [name, file, more] = path.split('/');
    if (name?.startsWith('ckb-') && file === MANIFEST_SUM && more === undefined) names.push(name);
  }
  return names.sort();
}

/** Writes one backup there; `dir` of the result is its folder or its s3:// address. */
export async function writeBackup(
  source: BackupSource,
  place: BackupPlace,
  signal?: AbortSignal,
): Promise<BackupResult> {
  if (place.kind === 'folder') return createBackup(source, place.dir, signal);
  const local = await createBackup(source, place.scratch, signal);
  const name = basename(local.dir);
  try {
    const paths = [...local.manifest.files.map((f) => f.path), MANIFEST, MANIFEST_SUM];
    for (const path of paths) {
      signal?.throwIfAborted();
      const file = join(local.dir, ...path.split('/'));
      await place.store.client.send(
        new PutObjectCommand({
          Bucket: place.store.config.bucket,
          Key: place.store.objectName(`${name}/${path}`),
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
        }),
      );
    }
  } catch (err) {
    await removeNamed(place.store, name).catch(() => undefined);
    throw err;
  } finally {
    await rm(local.dir, { recursive: true, force: true });
  }
  return { ...local, dir: `${place.url}${name}` };
}

async function removeNamed(store: S3MediaStorage, name: string): Promise<void> {
  const paths: string[] = [];
  for await (const { path } of store.objects(`${name}/`)) paths.push(path);
  for (const path of paths) await store.deleteObject(store.objectName(path));
}

/** Keeps the newest `keep` backups there, and removes what backups that died left (older than a day). */
export async function rotatePlace(place: BackupPlace, keep: number): Promise<string[]> {
  if (place.kind === 'folder') return rotateBackups(place.dir, keep);
  const finished = await listPlace(place);
  const newest = new Map<string, number>();
  for await (const { path, mtimeMs } of place.store.objects()) {
    const name = path.split('/')[0] as string;
    if (name.startsWith('ckb-')) newest.set(name, Math.max(newest.get(name) ?? 0, mtimeMs));
  }
  const stale = [...newest]
    .filter(([n, at]) => !finished.includes(n) && Date.now() - at > STALE_PARTIAL_MS)
    .map(([n]) => n);
  const removed = [...finished.slice(0, Math.max(0, finished.length - keep)), ...stale];
  for (const name of removed) await removeNamed(place.store, name);
  return removed;
}

/**
 * The local folder of backup `name` kept there, downloaded into the scratch folder when it is in a
 * bucket; `done()` removes that copy. Throws BackupError when there is none by that name.
 */
export async function openBackup(
  place: BackupPlace,
  name: string,
): Promise<{ dir: string; done: () => Promise<void> }> {
  if (place.kind === 'folder') return { dir: join(place.dir, name), done: async () => undefined };
  const dir = join(place.scratch, `download-${name}`);
  await rm(dir, { recursive: true, force: true });
  let found = 0;
  for await (const { path } of place.store.objects(`${name}/`)) {
    const target = join(dir, ...path.slice(name.length + 1).split('/'));
    await mkdir(dirname(target), { recursive: true });
    const res = await place.store.client.send(
      new GetObjectCommand({ Bucket: place.store.config.bucket, Key: place.store.objectName(path) }),
    );
    await pipeline(res.Body as Readable, createWriteStream(target));
    found++;
  }
  if (found === 0) throw new BackupError(`there is no backup named ${name} in ${place.url}.`);
  return { dir, done: () => rm(dir, { recursive: true, force: true }) };
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MediaLimits } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';
import { collectMediaKeys, unreferencedKeys, type MediaOwner } from './cleanup.ts';
import { adImageKey, bannerImageKey, isMediaKey, pageKey, userImageKey, workImageKey } from './keys.ts';
import { Limiter } from './limiter.ts';
import { mediaMessages } from './messages.ts';
import type { Purpose } from './pipeline.ts';
import { MediaRepository, type ImageTarget } from './repository.ts';
import { Staging, type StagingDir, type SweepResult } from './staging.ts';
import { S3MediaStorage } from './s3-storage.ts';
import { FsMediaStorage, type MediaStorage } from './storage.ts';
import type { MediaS3Config } from '../config.ts';
import { naturalOrder, stageUpload, type StagedImage, type StagedUpload } from './upload.ts';

/**
 * The media pipeline as the routes and the rest of the api see it. The order of every write is what
 * keeps files and rows consistent, even when the process is killed half-way:
 *
 *   1. receive + decode into a staging folder (nothing visible yet);
 *   2. journal the new keys (and the key being replaced), then move the files into the store;
 *   3. commit the rows (a row only ever points at files that exist);
 *   4. remove the replaced files, then the staging folder with its journal.
 *
 * A crash between 2 and 4 leaves a journal; the start-up sweep removes the files of journalled keys
 * that no row references. Deletes elsewhere in the api use the same journal through collectKeys.
 */
function imageKey(target: ImageTarget): string {
  switch (target.table) {
    case 'works':
      return workImageKey(target.id, target.slot);
    case 'users':
      return userImageKey(target.id, target.slot);
    case 'ads':
      return adImageKey(target.id, target.slot);
    case 'banners':
      return bannerImageKey(target.id, target.slot);
  }
}

export class MediaService {
  readonly staging: Staging;
  readonly limiter: Limiter;
  readonly repo: MediaRepository;
  /** Journals written by collectKeys, matched again by removeKeys. */
  private readonly pendingRemovals = new WeakMap<readonly string[], StagingDir>();

  constructor(
    readonly storage: MediaStorage,
    private readonly db: Db,
    readonly limits: MediaLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    this.staging = new Staging(storage.stagingRoot, storage.journals);
    this.limiter = new Limiter(limits.concurrency);
    this.repo = new MediaRepository(db.kysely, db.dialect);
  }

  async init(): Promise<void> {
    await this.storage.init();
  }

  /** Start-up: clean what crashed uploads and deletes left behind. */
  sweep(): Promise<SweepResult> {
    return this.staging.sweep(
      (keys) => unreferencedKeys(this.db.kysely, keys),
      (key) => this.storage.remove(key),
    );
  }

  stage(
    request: FastifyRequest,
    field: string,
    many: boolean,
    purpose: Purpose,
    archives = false,
  ): Promise<StagedUpload> {
    return stageUpload(request, this, { field, many, purpose, archives });
  }

  /** Step 2: journal, then move the staged variants in under their keys. */
  private async place(
    dir: StagingDir,
    placed: ReadonlyArray<{ key: string; image: StagedImage }>,
    alsoJournal: string[] = [],
  ) {
    await dir.journal([...placed.map((p) => p.key), ...alsoJournal]);
    for (const { key, image } of placed) {
      await this.storage.put(key, 'high', image.high);
      await this.storage.put(key, 'low', image.low);
      if (image.saver) await this.storage.put(key, 'saver', image.saver);
    }
  }

  private async removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.remove(key);
      } catch (err) {
        // the row is already gone; a leftover file shows in `pnpm media:check`
        this.log.error({ err, key }, 'could not remove media files');
      }
    }
  }

  /**
   * Replaces a single-image field with the one uploaded under `field`. Throws 404 (via `notFound`)
   * when the row does not exist. Returns when the row points at the new image.
   */
  async replaceImage(
    request: FastifyRequest,
    target: ImageTarget,
    notFound: () => HttpError,
    /** A refusal (400) of the decoded size, e.g. an ad strip's proportions; null accepts it. */
    checkSize?: (width: number, height: number) => string | null,
  ): Promise<void> {
    if ((await this.repo.currentKey(target)) === undefined) throw notFound();
    const purpose: Purpose = target.table === 'ads' ? 'ad' : target.slot;
    const upload = await this.stage(request, target.slot, false, purpose);
    try {
      const image = upload.images[0] as StagedImage;
      const refused = checkSize?.(image.width, image.height);
      if (refused) throw new HttpError(400, refused);
      const key = imageKey(target);
      let old = await this.repo.currentKey(target);
      if (old === undefined) throw notFound();
      await this.place(upload.dir, [{ key, image }], old ? [old] : []);
      try {
        for (let attempt = 1; ; attempt++) {
          if (await this.repo.swapKey(target, old, { key, width: image.width, height: image.height })) break;
          // changed meanwhile (another upload or a delete of the row): look again
          old = await this.repo.currentKey(target);
          if (old === undefined) throw notFound();
          if (attempt >= 3) throw new HttpError(409, mediaMessages.busy);
          if (old) await upload.dir.journal([old]);
        }
      } catch (err) {
        await this.removeFiles([key]);
        throw err;
      }
      if (old) await this.removeFiles([old]);
    } finally {
      await upload.dir.discard();
    }
  }

  /** Resets a single-image field to the default picture and removes the files. 404 for a missing row. */
  async resetImage(target: ImageTarget, notFound: () => HttpError): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const old = await this.repo.currentKey(target);
      if (old === undefined) throw notFound();
      if (old === null) return; // already the default
      const dir = await this.staging.create();
      try {
        await dir.journal([old]);
        if (await this.repo.swapKey(target, old, null)) {
          await this.removeFiles([old]);
          return;
        }
      } finally {
        await dir.discard();
      }
      if (attempt >= 3) throw new HttpError(409, mediaMessages.busy);
    }
  }

  /**
   * Appends the uploaded pages (field photo_path_array: pictures, or one .zip/.cbz) to a chapter, in
   * natural file-name order. All or nothing: one bad file and nothing is stored. `notFound` when the
   * chapter disappears. Answers how many pages were added and the archive entries that were not pictures.
   */
  async appendPages(
    request: FastifyRequest,
    chapterId: string,
    notFound: () => HttpError,
  ): Promise<{ added: number; skipped: string[] }> {
    const upload = await this.stage(request, 'photo_path_array', true, 'page', true);
    try {
      const { added } = await this.storeAll(upload, chapterId, null, notFound);
      return { added, skipped: upload.skipped };
    } finally {
      await upload.dir.discard();
    }
  }

  /** A staged upload's pictures, in natural name order, after the chapter's pages (`appendPages` of the repository). */
  private async storeAll(
    upload: StagedUpload,
    chapterId: string,
    uploadKey: string | null,
    notFound: () => HttpError,
  ): Promise<{ added: number; replayed: boolean }> {
    const placed = naturalOrder(upload.images).map((image) => ({ key: pageKey(chapterId), image }));
    await this.place(upload.dir, placed);
    let result: 'stored' | 'replayed' | 'missing' = 'missing';
    try {
      result = await this.repo.appendPages(
        chapterId,
        placed.map(({ key, image }) => ({ key, width: image.width, height: image.height })),
        uploadKey,
      );
    } finally {
      if (result !== 'stored') await this.removeFiles(placed.map((p) => p.key));
    }
    if (result === 'missing') throw notFound();
    return result === 'replayed' ? { added: 0, replayed: true } : { added: placed.length, replayed: false };
  }

  /**
   * Stores one file sent with the client's key (`upload.key`): one page at its rank, or one archive's pages
   * after the chapter's last, or nothing when a page of the chapter already has that key: a retry of a request
   * whose answer was lost answers as if it had just stored it. The key is looked at before the body is read
   * (nothing is decoded for a file already stored) and again in the transaction that inserts (two copies
   * racing store it once).
   */
  async appendKeyedPage(
    request: FastifyRequest,
    chapterId: string,
    upload: { key: string; rank: number | null },
    notFound: () => HttpError,
  ): Promise<{ replayed: boolean; added: number; skipped: string[] }> {
    if (await this.repo.hasKey(chapterId, upload.key)) return { replayed: true, added: 0, skipped: [] };
    const staged = await this.stage(request, 'photo_path_array', false, 'page', true);
    try {
      if (staged.archive) {
        const { added, replayed } = await this.storeAll(staged, chapterId, upload.key, notFound);
        return { replayed, added, skipped: replayed ? [] : staged.skipped };
      }
      const image = staged.images[0] as StagedImage;
      const key = pageKey(chapterId);
      await this.place(staged.dir, [{ key, image }]);
      let result: 'stored' | 'replayed' | 'missing' = 'missing';
      try {
        result = await this.repo.storeKeyedPage(chapterId, { key, width: image.width, height: image.height }, upload);
      } finally {
        if (result !== 'stored') await this.removeFiles([key]);
      }
      if (result === 'missing') throw notFound();
      return { replayed: result === 'replayed', added: result === 'stored' ? 1 : 0, skipped: [] };
    } finally {
      await staged.dir.discard();
    }
  }

  /**
   * Storage keys held by rows under `owner`; call before deleting them. The keys are journalled, so a
   * crash after the rows are gone and before removeKeys still ends with the files removed at start-up.
   */
  async collectKeys(owner: MediaOwner): Promise<string[]> {
    const keys = await collectMediaKeys(this.db.kysely, owner);
    if (keys.length > 0) {
      const dir = await this.staging.create();
      await dir.journal(keys);
      this.pendingRemovals.set(keys, dir);
    }
    return keys;
  }

  /**
   * Removes the files of these keys; call after the rows are gone. Keys some row still references
   * are kept (a delete that did not happen, or a key shared by mistake). Never throws for a missing file.
   */
  async removeKeys(keys: readonly string[]): Promise<void> {
    const valid = keys.filter(isMediaKey);
    if (valid.length > 0) await this.removeFiles(await unreferencedKeys(this.db.kysely, valid));
    const dir = this.pendingRemovals.get(keys);
    if (dir) {
      this.pendingRemovals.delete(keys);
      await dir.discard();
    }
  }
}

/** The store the configuration names: an S3-compatible bucket (MEDIA_S3_*) or the MEDIA_DIR folder. */
export function createMediaStorage(opts: {
  mediaDir: string;
  s3: MediaS3Config | null;
  stagingDir: string;
}): MediaStorage {
  return opts.s3 ? new S3MediaStorage(opts.s3, opts.stagingDir) : new FsMediaStorage(opts.mediaDir);
}

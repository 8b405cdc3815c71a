import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { MediaS3Config } from '../config.ts';
import { isMediaKey, parseVariantPath, variantPath, variantsOf, type Variant } from './keys.ts';
import { parseJournal, type Journals } from './staging.ts';
import { STAGING_FOLDER, strongEtag, type MediaStorage, type StoredEntry, type StoredFile } from './storage.ts';

/**
 * Media in an S3-compatible bucket (MEDIA_S3_*): AWS S3, Cloudflare R2, MinIO, Garage, Ceph RGW…
 * Object names are the filesystem store's relative paths (`<prefix>works/<id>/poster-<token>.high.webp`),
 * so a folder can be copied into a bucket as it is, and the ETag of an answer is the same on both.
 *
 * - put: one PutObject from the staged file (an object appears whole or not at all, like a rename);
 * - copy: read and write again (only the demo seed copies; any S3-compatible server does it);
 * - journals of uploads in progress: objects under `<prefix>.tmp/`, shared by every instance;
 * - nothing here retries on its own beyond the SDK's standard retries (3 tries).
 */
export class S3MediaStorage implements MediaStorage {
  readonly client: S3Client;
  readonly journals: Journals;

  constructor(
    readonly config: MediaS3Config,
    /** Local folder for the scratch folders of uploads. */
    readonly stagingRoot: string,
  ) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // checksums only where S3 requires them: several S3-compatible servers refuse the newer headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.journals = new ObjectJournals(this);
  }

  get description(): string {
    return `s3://${this.config.bucket}/${this.config.prefix}${this.config.endpoint ? ` at ${this.config.endpoint}` : ''}`;
  }

  async init(): Promise<void> {
    await mkdir(this.stagingRoot, { recursive: true });
    try {
      // a one-object listing: proves the bucket, the credentials and the list permission media:check needs
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, MaxKeys: 1 }),
      );
    } catch (err) {
      throw new Error(`the media bucket ${this.description} cannot be reached: ${describe(err)}`, { cause: err });
    }
  }

  /** The object name of a path relative to the store (what the filesystem store calls a file). */
  objectName(path: string): string {
    return this.config.prefix + path;
  }

  private name(key: string, variant: Variant): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return this.objectName(variantPath(key, variant));
  }

  async put(key: string, variant: Variant, localFile: string): Promise<void> {
    await this.putFile(this.name(key, variant), localFile);
    // the filesystem store moves the file in; here the staged copy is no longer needed either
    await unlink(localFile).catch(() => undefined);
  }

  async putFile(name: string, localFile: string): Promise<void> {
    const { size } = await stat(localFile);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: createReadStream(localFile),
        ContentLength: size,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    for (const variant of variantsOf(fromKey)) {
      // a page stored before the data saver's variant existed has none (yet)
      if (variant === 'saver' && !(await this.exists(fromKey, variant))) continue;
      const source = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.name(fromKey, variant) }),
      );
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.name(toKey, variant),
          Body: source.Body as Readable,
          ContentLength: source.ContentLength,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    }
  }

  async open(key: string, variant: Variant): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    let body: Readable;
    let size: number;
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.name(key, variant) }),
      );
      body = res.Body as Readable;
      size = Number(res.ContentLength ?? 0);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
    return {
      size,
      etag: strongEtag(key, variant, size),
      stream: () => body,
      close: async () => {
        // not read (HEAD, 304): give the connection back instead of downloading the rest
        body.destroy();
      },
    };
  }

  /** A URL of the object signed at `signingDate` for `expiresIn` seconds (MEDIA_S3_SERVE=redirect). */
  signedUrl(key: string, variant: Variant, expiresIn: number, signingDate = new Date()): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.config.bucket, Key: this.name(key, variant) }),
      {
        expiresIn,
        signingDate,
      },
    );
  }

  async exists(key: string, variant: Variant): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.name(key, variant) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // one DeleteObject per variant: deleting a missing object is a success, and every S3-compatible
    // server has it (DeleteObjects needs checksum headers some of them refuse)
    await Promise.all(variantsOf(key).map((variant) => this.deleteObject(this.name(key, variant))));
  }

  async deleteObject(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  async removePath(path: string): Promise<void> {
    await this.deleteObject(this.objectName(path));
  }

  /** Every object under the prefix, page by page: name (without the prefix), size, last change. */
  async *objects(under = ''): AsyncIterable<{ path: string; mtimeMs: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.config.prefix + under,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { path: object.Key.slice(this.config.prefix.length), mtimeMs: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<StoredEntry> {
    for await (const { path } of this.objects()) {
      if (path.startsWith(`${STAGING_FOLDER}/`)) continue;
      const parsed = parseVariantPath(path);
      yield { path, key: parsed?.key ?? null, variant: parsed?.variant ?? null };
    }
  }
}

/** Journals as objects `<prefix>.tmp/<name>.json`: every instance sees every journal, like the files. */
class ObjectJournals implements Journals {
  constructor(private readonly store: S3MediaStorage) {}

  private name(journal: string): string {
    return this.store.objectName(`${STAGING_FOLDER}/${journal}.json`);
  }

  async write(name: string, keys: readonly string[]): Promise<void> {
    await this.store.client.send(
      new PutObjectCommand({
        Bucket: this.store.config.bucket,
        Key: this.name(name),
        Body: JSON.stringify({ keys }),
        ContentType: 'application/json',
      }),
    );
  }

  async read(name: string): Promise<string[]> {
    try {
      const res = await this.store.client.send(
        new GetObjectCommand({ Bucket: this.store.config.bucket, Key: this.name(name) }),
      );
      return parseJournal((await res.Body?.transformToString()) ?? '');
    } catch (err) {
      if (isNotFound(err)) return [];
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await this.store.deleteObject(this.name(name));
  }

  async *list(): AsyncIterable<{ name: string; mtimeMs: number }> {
    for await (const { path, mtimeMs } of this.store.objects(`${STAGING_FOLDER}/`)) {
      const match = /^\.tmp\/([^/]+)\.json$/.exec(path);
      if (match) yield { name: match[1] as string, mtimeMs };
    }
  }
}

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
  }
  return false;
}

function describe(err: unknown): string {
  if (err instanceof S3ServiceException) return `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`;
  return err instanceof Error ? err.message : String(err);
}

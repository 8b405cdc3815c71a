import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { MediaLimits } from '../config.ts';
import { UploadError, uploadErrors } from './errors.ts';
import { sniffImageType, SNIFF_BYTES, type ImageType } from './sniff.ts';

/**
 * Unpacks a chapter sent as one .zip/.cbz that receive has staged on disk. yauzl reads it through the
 * file's central directory, one entry at a time, inflating as a stream: neither the archive nor an
 * entry is ever whole in memory, and a lying header cannot make it read past the entry's bytes.
 *
 * Folders are flattened (an entry's name keeps its folders, so `naturalOrder` sorts folder by folder);
 * entries that are not pictures by content are skipped and named back to the caller. Refused, with
 * nothing kept: unsafe names (absolute, `..`, backslashes), more than ARCHIVE_ENTRIES_PER_FILE entries
 * per allowed page, more pictures than MEDIA_MAX_FILES, a picture over MEDIA_MAX_FILE_BYTES, more than
 * MEDIA_MAX_REQUEST_BYTES unpacked in all (declared or actual), an entry that inflates past its declared
 * size, or one that declares more than MAX_RATIO times its packed size (a zip bomb).
 */

/** Entries (files and folders) allowed per page the archive may hold: room for folders and notes, not for a flood. */
export const ARCHIVE_ENTRIES_PER_FILE = 2;
/** Unpacked : packed ratio above which an entry is a bomb; pictures are already compressed (about 1:1). */
export const MAX_RATIO = 100;
/** Entries this small are never judged by their ratio (a blank page or a text note packs very well). */
const RATIO_FLOOR = 1024 * 1024;

export interface ArchiveFile {
  index: number;
  /** The entry's path inside the archive, cleaned (folders kept, for ordering and messages). */
  name: string;
  path: string;
  bytes: number;
  type: ImageType;
}

export interface ExpandOptions {
  /** The archive's own name, for messages. */
  archiveName: string;
  limits: MediaLimits;
  /** Index of the first picture (the others follow). */
  firstIndex: number;
  pathFor(index: number): string;
  onFile(file: ArchiveFile): void;
  /** Stop early when processing has failed already. */
  failed(): boolean;
}

/** Starts with a local file header or is an empty archive's end record. */
export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

/** Absolute paths, drive letters, backslashes or `..`: never accepted, whatever the extractor would do. */
function unsafeName(name: string): boolean {
  return name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.split('/').includes('..');
}

// eslint-disable-next-line no-control-regex -- removing control and bidi characters is the point
const cleanSegment = (s: string) => s.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
const cleanName = (name: string) => cleanSegment(name).slice(0, 200);

class Refused extends Error {
  constructor(readonly error: UploadError) {
    super(error.message);
  }
}

/** Counts an entry's real bytes against its own declared size and the limits; sniffs its head. */
class EntryCounter extends Transform {
  bytes = 0;
  type: ImageType | null | undefined = undefined;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly name: string,
    private readonly declared: number,
    private readonly maxFileBytes: number,
    private readonly budget: number,
    private readonly maxTotal: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.declared) return done(new Refused(uploadErrors.archiveBomb(this.name)));
    if (this.bytes > this.budget) return done(new Refused(uploadErrors.archiveTooLarge(this.maxTotal)));
    if (this.type === null) return done(new SkipEntry());
    if (this.type === undefined) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return done();
      return this.decide(done);
    }
    if (this.bytes > this.maxFileBytes)
      return done(new Refused(uploadErrors.fileTooLarge(this.name, this.maxFileBytes)));
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.type === undefined) return this.decide(done);
    done();
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffImageType(head);
    if (!this.type) return done(new SkipEntry());
    if (this.bytes > this.maxFileBytes)
      return done(new Refused(uploadErrors.fileTooLarge(this.name, this.maxFileBytes)));
    done(null, head);
  }
}

/** Not a picture: stop inflating it. */
class SkipEntry extends Error {}

const open = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // strictFileNames: a backslash is an error here, not silently turned into a folder separator
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (err, zip) => (err ? reject(err) : resolve(zip)),
    ),
  );

/** Reads every entry; answers the names of the entries that are not pictures. Throws UploadError. */
export async function expandArchive(archivePath: string, opts: ExpandOptions): Promise<string[]> {
  const { limits } = opts;
  let zip: ZipFile;
  try {
    zip = await open(archivePath);
  } catch {
    throw uploadErrors.archiveCorrupt(opts.archiveName);
  }
  const maxEntries = ARCHIVE_ENTRIES_PER_FILE * limits.maxFiles;
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw uploadErrors.archiveTooManyEntries(maxEntries);
  }

  const skipped: string[] = [];
  let pictures = 0;
  let declaredTotal = 0;
  let actualTotal = 0;

  const handle = async (entry: Entry): Promise<void> => {
    const name = cleanName(entry.fileName);
    if (unsafeName(entry.fileName)) throw uploadErrors.archiveUnsafePath(name);
    if (entry.fileName.endsWith('/')) return; // a folder
    if (entry.isEncrypted()) throw uploadErrors.archiveCorrupt(opts.archiveName);
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxRequestBytes) throw uploadErrors.archiveTooLarge(limits.maxRequestBytes);
    if (entry.uncompressedSize > RATIO_FLOOR && entry.uncompressedSize > MAX_RATIO * entry.compressedSize)
      throw uploadErrors.archiveBomb(name);
    const index = opts.firstIndex + pictures;
    const counter = new EntryCounter(
      name,
      entry.uncompressedSize,
      limits.maxFileBytes,
      limits.maxRequestBytes - actualTotal,
      limits.maxRequestBytes,
    );
    try {
      const stream = await zip.openReadStreamPromise(entry);
      await pipeline(stream, counter, createWriteStream(opts.pathFor(index)));
    } catch (err) {
      actualTotal += counter.bytes;
      if (err instanceof SkipEntry) {
        skipped.push(name);
        return;
      }
      if (err instanceof Refused) throw err.error;
      // yauzl's own checks: more bytes than declared, bad CRC, broken deflate data
      if (err instanceof Error && /too many bytes/.test(err.message)) throw uploadErrors.archiveBomb(name);
      throw uploadErrors.archiveCorrupt(opts.archiveName);
    }
    actualTotal += counter.bytes;
    if (counter.bytes === 0 || !counter.type) {
      skipped.push(name);
      return;
    }
    pictures++;
    if (pictures > limits.maxFiles) throw uploadErrors.tooManyFiles(limits.maxFiles);
    opts.onFile({ index, name, path: opts.pathFor(index), bytes: counter.bytes, type: counter.type });
  };

  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      zip.close();
      if (err === undefined) resolve();
      else reject(err instanceof UploadError ? err : uploadErrors.archiveCorrupt(opts.archiveName));
    };
    zip.on('error', (err: Error) => {
      // yauzl checks each name as it reads the directory: absolute, `..` and backslashes come here
      finish(/path|fileName/i.test(err.message) ? uploadErrors.archiveUnsafePath(cleanName(pathIn(err))) : err);
    });
    zip.on('end', () => finish());
    zip.on('entry', (entry: Entry) => {
      if (settled) return;
      if (opts.failed()) return finish();
      handle(entry).then(
        () => zip.readEntry(),
        (err: unknown) => finish(err),
      );
    });
    zip.readEntry();
  });
  if (pictures === 0 && !opts.failed()) throw uploadErrors.archiveEmpty(opts.archiveName);
  return skipped;
}

/** The offending name at the end of yauzl's message ("invalid relative path: ../x"). */
function pathIn(err: Error): string {
  const at = err.message.indexOf(': ');
  return at >= 0 ? err.message.slice(at + 2) : '';
}

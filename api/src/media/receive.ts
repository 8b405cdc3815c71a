import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaLimits } from '../config.ts';
import { UploadError, uploadErrors } from './errors.ts';
import { isZip } from './archive.ts';
import { sniffImageType, SNIFF_BYTES, type ImageType } from './sniff.ts';

/**
 * Streams the files of a multipart request to disk, one at a time, never holding a whole file (or
 * request) in memory. Each file is sniffed from its first bytes and counted against the limits as
 * it arrives. A finished file is handed to `onFile` at once (processing starts while later files
 * are still arriving).
 *
 * Once something is wrong with a file (not an image, empty, too large, or its processing failed),
 * nothing more is stored: the rest of the request is read and dropped, so the client gets a clean
 * answer, and the error names the first bad file. Only a limit on the whole request (bytes, number
 * of files) stops reading at once; the connection is then closed after the answer.
 *
 * With `archives`, a .zip/.cbz (recognised by its content, like pictures) is staged whole as `archive`
 * for archive.ts to unpack; it may be as large as the request allows and must come alone.
 */

export interface ReceivedFile {
  /** Position in the request, from 0. */
  index: number;
  /** The client's file name, cleaned for messages and ordering. */
  name: string;
  path: string;
  bytes: number;
  type: ImageType;
}

export interface ReceiveOptions {
  /** The multipart field the files must come in (poster, avatar, photo_path_array...). */
  field: string;
  /** A chapter batch (many files) or one image. */
  many: boolean;
  /** Accept one zip archive instead of pictures. */
  archives?: boolean;
  limits: MediaLimits;
  /** Local path for the i-th received file. */
  pathFor(index: number): string;
  /** Called for each complete, sniffed file. */
  onFile(file: ReceivedFile): void;
  /** A problem found elsewhere (processing) that ends storing, as receive does for its own. */
  failure(): { index: number } | null;
}

/** Multipart framing on top of the file bytes: generous, only used to refuse early by Content-Length. */
const FRAMING_ALLOWANCE = 1024 * 1024;

/** "C:\fakepath\12.jpg" -> "12.jpg"; control and bidi-override characters removed, length capped. */
export function displayName(filename: string | undefined, index: number): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 120);
  return clean || `#${index + 1}`;
}

class RequestTooLarge extends Error {}

/**
 * Counts bytes against the request budget and sniffs the head; stops passing data on when it is not
 * an image (or an accepted archive), or when a picture passes the file limit (`tooLarge`).
 */
class SniffCounter extends Transform {
  bytes = 0;
  type: ImageType | 'zip' | null | undefined = undefined;
  tooLarge = false;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly budget: number,
    private readonly maxFileBytes: number,
    private readonly archives: boolean,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.budget) return done(new RequestTooLarge());
    if (this.type === null || this.tooLarge) return done(); // not an image, or too large: drop the rest
    if (this.type !== undefined && this.type !== 'zip' && this.bytes > this.maxFileBytes) {
      this.tooLarge = true;
      return done();
    }
    if (this.type === undefined) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return done();
      return this.decide(done);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.type === undefined && this.headBytes > 0) return this.decide(done);
    done();
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffImageType(head) ?? (this.archives && isZip(head) ? 'zip' : null);
    if (this.type && this.type !== 'zip' && this.bytes > this.maxFileBytes) this.tooLarge = true;
    done(null, this.type && !this.tooLarge ? head : undefined);
  }
}

const sink = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

type MultipartError = Error & { code?: string; statusCode?: number };

function translate(err: unknown, opts: ReceiveOptions): unknown {
  if (err instanceof UploadError) return err;
  const code = (err as MultipartError)?.code;
  if (code === 'FST_FILES_LIMIT')
    return opts.many ? uploadErrors.tooManyFiles(opts.limits.maxFiles) : uploadErrors.oneFileOnly(opts.field);
  if (code === 'FST_PARTS_LIMIT') return uploadErrors.tooManyFiles(opts.limits.maxFiles);
  if (code === 'FST_FIELDS_LIMIT') return uploadErrors.malformed();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return uploadErrors.notMultipart(opts.field);
  if (code === 'FST_MP_PREMATURE_CLOSE') return uploadErrors.aborted();
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return uploadErrors.malformed();
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header"...)
  if (err instanceof Error && !code && !(err as MultipartError).statusCode) return uploadErrors.malformed();
  return err;
}

export interface ReceivedArchive {
  index: number;
  name: string;
  path: string;
}

export interface Received {
  files: ReceivedFile[];
  /** The one archive sent instead of pictures (with `archives`), staged but not yet unpacked. */
  archive: ReceivedArchive | null;
  /** The first file refused while receiving (the caller compares it with processing failures). */
  problem: { index: number; error: UploadError } | null;
}

/** Throws UploadError for faults of the whole request; a bad file comes back as `problem`. */
export async function receiveFiles(request: FastifyRequest, opts: ReceiveOptions): Promise<Received> {
  const { limits } = opts;
  if (!request.isMultipart()) throw uploadErrors.notMultipart(opts.field);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxRequestBytes + FRAMING_ALLOWANCE) {
    throw uploadErrors.requestTooLarge(limits.maxRequestBytes);
  }

  const files: ReceivedFile[] = [];
  const archives: ReceivedArchive[] = [];
  let problem: { index: number; error: UploadError } | null = null;
  let total = 0;
  let index = 0;
  const note = (error: UploadError, at: number) => {
    if (!problem || at < problem.index) problem = { index: at, error };
  };

  try {
    // throwFileSizeLimit is read per call at run time (the types only list busboy's options).
    // An archive may be as large as the request: pictures are held to maxFileBytes by SniffCounter.
    const options = {
      throwFileSizeLimit: false,
      limits: {
        fileSize: opts.archives ? limits.maxRequestBytes : limits.maxFileBytes,
        files: opts.many ? limits.maxFiles : 1,
        fields: 32,
        fieldSize: 16 * 1024,
        parts: (opts.many ? limits.maxFiles : 1) + 32,
        headerPairs: 64,
      },
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type !== 'file') continue; // plain fields carry nothing we use
      const at = index++;
      const name = displayName(part.filename, at);
      const counter = new SniffCounter(limits.maxRequestBytes - total, limits.maxFileBytes, opts.archives === true);
      const stopped = problem !== null || opts.failure() !== null;
      if (!stopped && part.fieldname !== opts.field) note(uploadErrors.unexpectedField(part.fieldname, opts.field), at);
      const store = problem === null && opts.failure() === null;
      try {
        await pipeline(part.file, counter, store ? createWriteStream(opts.pathFor(at)) : sink());
      } catch (err) {
        if (err instanceof RequestTooLarge) throw uploadErrors.requestTooLarge(limits.maxRequestBytes);
        throw err;
      }
      total += counter.bytes;
      if (!store) continue;
      if (part.file.truncated || counter.tooLarge) note(uploadErrors.fileTooLarge(name, limits.maxFileBytes), at);
      else if (counter.bytes === 0) note(uploadErrors.emptyFile(name), at);
      else if (!counter.type) note(uploadErrors.notImage(name), at);
      else if (counter.type === 'zip') archives.push({ index: at, name, path: opts.pathFor(at) });
      else {
        const file: ReceivedFile = {
          index: at,
          name,
          path: opts.pathFor(at),
          bytes: counter.bytes,
          type: counter.type,
        };
        files.push(file);
        opts.onFile(file);
      }
    }
  } catch (err) {
    throw translate(err, opts);
  }
  const [archive] = archives;
  if (archive && (archives.length > 1 || files.length > 0)) note(uploadErrors.archiveAlone(), archive.index);
  const found = problem as Received['problem'];
  if (!found && !archive && files.length === 0 && opts.failure() === null) throw uploadErrors.noFile(opts.field);
  return { files, archive: archive ?? null, problem: found };
}

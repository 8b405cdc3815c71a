import { HttpError } from '../lib/http-errors.ts';
import { mediaMessages as m } from './messages.ts';

/**
 * Why an upload was refused. The status follows the cause: 415 not an image (or not multipart),
 * 413 over a limit (bytes, files, pixels), 400 for a broken or empty file or a malformed request.
 */
export class UploadError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    /** The request body cannot be drained cheaply (a limit was hit): close the connection after answering. */
    readonly closeConnection = false,
  ) {
    super(statusCode, message);
    this.name = 'UploadError';
  }
}

export const uploadErrors = {
  notMultipart: (field: string) => new UploadError(415, m.notMultipart(field)),
  malformed: () => new UploadError(400, m.malformed, true),
  aborted: () => new UploadError(400, m.aborted, true),
  noFile: (field: string) => new UploadError(400, m.noFile(field)),
  unexpectedField: (got: string, expected: string) => new UploadError(400, m.unexpectedField(got, expected)),
  oneFileOnly: (field: string) => new UploadError(400, m.oneFileOnly(field)),
  tooManyFiles: (max: number) => new UploadError(413, m.tooManyFiles(max), true),
  fileTooLarge: (name: string, max: number) => new UploadError(413, m.fileTooLarge(name, max)),
  requestTooLarge: (max: number) => new UploadError(413, m.requestTooLarge(max), true),
  emptyFile: (name: string) => new UploadError(400, m.emptyFile(name)),
  notImage: (name: string) => new UploadError(415, m.notImage(name)),
  corrupt: (name: string) => new UploadError(400, m.corrupt(name)),
  tooManyPixels: (name: string, width: number, height: number, max: number) =>
    new UploadError(413, m.tooManyPixels(name, width, height, max)),
  archiveAlone: () => new UploadError(400, m.archiveAlone),
  archiveCorrupt: (name: string) => new UploadError(400, m.archiveCorrupt(name)),
  archiveEmpty: (name: string) => new UploadError(400, m.archiveEmpty(name)),
  archiveUnsafePath: (name: string) => new UploadError(400, m.archiveUnsafePath(name)),
  archiveTooManyEntries: (max: number) => new UploadError(413, m.archiveTooManyEntries(max)),
  archiveTooLarge: (max: number) => new UploadError(413, m.archiveTooLarge(max)),
  archiveBomb: (name: string) => new UploadError(413, m.archiveBomb(name)),
};

/** What the image decoder found wrong, before it is tied to a file name. */
export type DecodeProblem =
  { kind: 'not-image' } | { kind: 'corrupt' } | { kind: 'too-many-pixels'; width: number; height: number; max: number };

export class DecodeError extends Error {
  constructor(readonly problem: DecodeProblem) {
    super(problem.kind);
    this.name = 'DecodeError';
  }

  forFile(name: string): UploadError {
    const p = this.problem;
    if (p.kind === 'not-image') return uploadErrors.notImage(name);
    if (p.kind === 'too-many-pixels') return uploadErrors.tooManyPixels(name, p.width, p.height, p.max);
    return uploadErrors.corrupt(name);
  }
}

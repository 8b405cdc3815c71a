/**
 * One multipart request over XMLHttpRequest, because `fetch` (and so RTK Query's fetchBaseQuery) cannot
 * report how much of a request body has been sent: the API key and the bearer token, progress, and
 * cancel (AbortSignal). A refused token signs out, as every other call does.
 */
import { FALLBACK_ERROR, getApiKey, signedOutAction, type RootState } from '@ckb/api-client';

export class UploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the request never got an answer (network, cancelled). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface SendFilesOptions {
  /** Under /api, e.g. `movies/{id}/upload/poster`. */
  path: string;
  /** The multipart field (SPEC §9: poster, background, avatar, photo_path_array). */
  field: string;
  files: readonly File[];
  /** The store's state (token) and dispatch (a refused token signs out, as every other call does). */
  getState: () => unknown;
  dispatch?: (action: unknown) => unknown;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Further request headers (a resumable page's Idempotency-Key and Upload-Rank). */
  headers?: Readonly<Record<string, string>>;
  /** The api's origin; the page's own by default. */
  origin?: string;
}

/** POSTs `files` under `field`; resolves with the answer's `data` (the whole updated parent). */
export function sendFiles<T = unknown>({
  path,
  field,
  files,
  getState,
  dispatch,
  onProgress,
  signal,
  headers = {},
  origin = globalThis.location?.origin ?? '',
}: SendFilesOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadError('cancelled', 0));
    const body = new FormData();
    for (const file of files) body.append(field, file, file.name);
    const xhr = new XMLHttpRequest();
    const token = (getState() as RootState).auth.token;
    xhr.open('POST', `${origin}/api/${path}`);
    xhr.setRequestHeader('x-api-key', getApiKey());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let parsed: { data?: T; message?: unknown } | undefined;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && parsed && 'data' in parsed) return resolve(parsed.data as T);
      if (xhr.status === 401 && token && (getState() as RootState).auth.token === token) dispatch?.(signedOutAction());
      const message = typeof parsed?.message === 'string' && parsed.message.trim() ? parsed.message : FALLBACK_ERROR;
      reject(new UploadError(message, xhr.status));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(FALLBACK_ERROR, 0));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadError('cancelled', 0));
    };
    xhr.send(body);
  });
}

/**
 * Uploads, once for the whole platform: multipart over XMLHttpRequest, because `fetch` (and so RTK
 * Query's fetchBaseQuery) cannot report how much of a request body has been sent.
 *
 * - `sendFiles` (./sendFiles.ts): one request, with the API key and the bearer token, progress, and
 *   cancel (AbortSignal).
 * - `UploadQueue` (./uploadQueue.ts, its batching and per-file progress in ./uploadBatch.ts): many files, each with its own status, progress, cancel and retry. Files go in order,
 *   one request at a time, in batches (a few files or a few megabytes each): the api appends each
 *   request's pages after the existing ones, so sending in order keeps the chapter in order, and the
 *   page stays responsive while memory stays flat (the browser streams each file from disk).
 *   A refused batch is sent again one file per request, so only the bad file fails; a failure pauses
 *   the queue (later files wait, keeping the order) until the file is retried or cancelled.
 *
 * - `PageUploadQueue` (./pageUploads.ts): a chapter's pages, one file per request with a key, several
 *   at once, resumed after a lost connection, a server restart or a reopened tab (nothing stored twice).
 *
 * Framework-free; `useUploadQueue` (./useUploadQueue.ts) and `usePageUploads` bind them to React.
 */
export { sendFiles, UploadError, type SendFilesOptions } from './sendFiles.ts';
export {
  UploadQueue,
  type UploadItem,
  type UploadQueueOptions,
  type UploadQueueState,
  type UploadStatus,
} from './uploadQueue.ts';

/** What the upload queue needs to know of a file to plan its requests. */
export interface QueuedFile {
  id: string;
  size: number;
  status: string;
}

/**
 * The files of the next request: the waiting ones from the top of the list, in order, up to `maxFiles`
 * and about `maxBytes` (a larger file still goes, alone). Nothing after a failed file goes first, so the
 * order is kept; a file in `alone` (it was in a refused batch) goes in a request of its own.
 */
export function nextBatch(
  items: readonly QueuedFile[],
  alone: ReadonlySet<string>,
  maxFiles: number,
  maxBytes: number,
): string[] {
  const batch: string[] = [];
  let bytes = 0;
  for (const item of items) {
    if (item.status === 'failed') break;
    if (item.status !== 'waiting') continue;
    const single = alone.has(item.id);
    if (batch.length > 0 && (single || batch.length >= maxFiles || bytes + item.size > maxBytes)) break;
    batch.push(item.id);
    bytes += item.size;
    if (single) break;
  }
  return batch;
}

/**
 * Each file's progress (0 to 1) in a request that has sent `sent` of `total` bytes: the files go out
 * one after another, so each owns its stretch of the body. `total` (the multipart body) is a little more
 * than the files' sizes; positions are scaled to them. An empty file counts as sent.
 */
export function fileProgress(sizes: readonly number[], sent: number, total: number): number[] {
  const totalSize = sizes.reduce((a, b) => a + b, 0) || 1;
  const at = sent * (total > 0 ? totalSize / total : 1);
  let start = 0;
  return sizes.map((size) => {
    const progress = size === 0 ? 1 : Math.min(1, Math.max(0, (at - start) / size));
    start += size;
    return progress;
  });
}

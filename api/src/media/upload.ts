import type { FastifyRequest } from 'fastify';
import { unlink } from 'node:fs/promises';
import type { MediaLimits } from '../config.ts';
import { DecodeError } from './errors.ts';
import type { Limiter } from './limiter.ts';
import { expandArchive } from './archive.ts';
import { processImage, type ProcessedImage, type Purpose } from './pipeline.ts';
import { receiveFiles, type ReceivedFile } from './receive.ts';
import type { Staging, StagingDir } from './staging.ts';

/**
 * Receives and processes the files of one upload into a staging folder: nothing is in the store
 * and no row is written yet. Files are decoded as they arrive, through the process-wide limiter.
 * Either every file becomes a staged image, or the folder is discarded and the error of the first
 * bad file (in upload order) is thrown: a chapter batch is all-or-nothing. A chapter may come as one
 * .zip/.cbz instead: its pictures go through the same processing as loose files (archive.ts).
 */

export interface StagedImage extends ProcessedImage {
  index: number;
  name: string;
  /** Bytes of the uploaded file. */
  uploadBytes: number;
  /** Local variant files, ready to be moved into the store (`saver`: chapter pages only). */
  high: string;
  low: string;
  saver?: string;
}

export interface StagedUpload {
  dir: StagingDir;
  /** In upload order. */
  images: StagedImage[];
  /** Entries of an archive that were not pictures (folders flattened, paths kept); [] otherwise. */
  skipped: string[];
  /** The pictures came from one archive (a .zip/.cbz), not as pictures. */
  archive: boolean;
}

export interface StageContext {
  staging: Staging;
  limiter: Limiter;
  limits: MediaLimits;
}

export interface StageOptions {
  field: string;
  many: boolean;
  purpose: Purpose;
  /** Accept one .zip/.cbz instead of pictures. */
  archives?: boolean;
}

export async function stageUpload(
  request: FastifyRequest,
  ctx: StageContext,
  opts: StageOptions,
): Promise<StagedUpload> {
  const dir = await ctx.staging.create();
  const jobs: Promise<void>[] = [];
  const images: StagedImage[] = [];
  let failure: { index: number; error: unknown } | null = null;
  let skipped: string[] = [];
  let archived: boolean;
  const fail = (index: number, error: unknown) => {
    if (!failure || index < failure.index) failure = { index, error };
  };

  const pathFor = (i: number) => dir.file(`${i}.upload`);
  const onFile = (file: ReceivedFile) => {
    const job = ctx.limiter
      .run(async () => {
        if (failure) return; // the batch is lost already: save the work
        const out = {
          high: dir.file(`${file.index}.high.webp`),
          low: dir.file(`${file.index}.low.webp`),
          ...(opts.purpose === 'page' ? { saver: dir.file(`${file.index}.saver.webp`) } : {}),
        };
        const result = await processImage(file.path, {
          purpose: opts.purpose,
          maxPixels: ctx.limits.maxPixels,
          out,
        });
        images.push({ ...result, index: file.index, name: file.name, uploadBytes: file.bytes, ...out });
        // the variants are what we keep; free the disk early on large batches
        await unlink(file.path).catch(() => undefined);
      })
      .catch((err: unknown) => fail(file.index, err instanceof DecodeError ? err.forFile(file.name) : err));
    jobs.push(job);
  };

  try {
    const { problem, archive } = await receiveFiles(request, {
      field: opts.field,
      many: opts.many,
      archives: opts.archives,
      limits: ctx.limits,
      pathFor,
      failure: () => failure,
      onFile,
    });
    if (problem) fail(problem.index, problem.error);
    archived = archive !== null;
    if (archive && !failure) {
      skipped = await expandArchive(archive.path, {
        archiveName: archive.name,
        limits: ctx.limits,
        firstIndex: archive.index + 1,
        pathFor,
        onFile,
        failed: () => failure !== null,
      });
      await unlink(archive.path).catch(() => undefined);
    }
  } catch (err) {
    await Promise.all(jobs);
    await dir.discard();
    throw err;
  }
  await Promise.all(jobs);
  const failed = failure as { index: number; error: unknown } | null;
  if (failed) {
    await dir.discard();
    throw failed.error;
  }
  images.sort((a, b) => a.index - b.index);
  return { dir, images, skipped, archive: archived };
}

/**
 * Natural file-name order ("2.jpg" before "10.jpg"), folder by folder for the paths of an archive
 * ("ch2/1.jpg" before "ch10/1.jpg"); equal names keep their upload order.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
function comparePaths(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const c = collator.compare(as[i] as string, bs[i] as string);
    if (c !== 0) return c;
  }
  return as.length - bs.length;
}
export const naturalOrder = <T extends { name: string; index: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => comparePaths(a.name, b.name) || a.index - b.index);

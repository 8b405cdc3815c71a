import { strings } from '../strings.ts';

/** What the api's media pipeline decodes (api/README.md "Checks and answers"); it sniffs the bytes too. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** The api's default MEDIA_MAX_FILE_BYTES (20 MB): a bigger file is refused in the browser, before sending. */
export const MAX_IMAGE_MB = 20;
const MAX_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** Why a file cannot be sent, in Sorani; null when it may go. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return strings.chapterPage.refusedType(file.name);
  if (file.size === 0) return strings.chapterPage.refusedEmpty(file.name);
  if (file.size > MAX_BYTES) return strings.chapterPage.refusedSize(file.name, MAX_IMAGE_MB);
  return null;
}

/** A chapter may come as one ZIP/CBZ instead of pictures (the api unpacks it and checks every entry). */
const ARCHIVE_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.comicbook+zip',
  'application/x-cbz',
];
export const PAGES_ACCEPT = [IMAGE_ACCEPT, '.zip', '.cbz', ...ARCHIVE_TYPES].join(',');
export const isArchive = (file: File): boolean =>
  /\.(zip|cbz)$/i.test(file.name) || ARCHIVE_TYPES.includes(file.type.toLowerCase());

/** Why a chapter file cannot be sent: a picture as `imageProblem` says, or an archive (any size the api takes). */
export function pageFileProblem(file: File): string | null {
  if (!isArchive(file)) return imageProblem(file);
  return file.size === 0 ? strings.chapterPage.refusedEmpty(file.name) : null;
}

/**
 * Natural order of file names, as the api orders a batch and as people number pages: `2.jpg` before
 * `10.jpg`, case-insensitive, equal names keeping their order (Array.prototype.sort is stable).
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const byNaturalName = (a: File, b: File): number => collator.compare(a.name, b.name);

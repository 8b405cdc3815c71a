/**
 * The image type from the first bytes of a file, never from its name or the client's Content-Type.
 * Only what the pipeline accepts is recognised: JPEG, PNG, WebP, AVIF and GIF. Anything else
 * (SVG, HEIC, TIFF, PDF, HTML, executables...) is null.
 */

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** Bytes needed to decide: the AVIF `ftyp` box may list compatible brands a little way in. */
export const SNIFF_BYTES = 64;

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, start: number, end: number): string => buf.toString('latin1', start, end);

const AVIF_BRANDS = new Set(['avif', 'avis']);

function isAvif(head: Buffer): boolean {
  // ISO-BMFF: [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4 each]
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16) return false;
  if (AVIF_BRANDS.has(ascii(head, 8, 12))) return true;
  const end = Math.min(boxSize, head.length);
  for (let at = 16; at + 4 <= end; at += 4) if (AVIF_BRANDS.has(ascii(head, at, at + 4))) return true;
  return false;
}

export function sniffImageType(head: Buffer): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  if (isAvif(head)) return 'avif';
  return null;
}

/**
 * The key of a chosen file for a resumable page upload (api/README.md, "Uploads"): the SHA-256 of its
 * name and bytes. The bytes, so the same file chosen again from another tab or after a restart gets the
 * same key; the name too, so two identical pages of a chapter (a blank page used twice) stay two pages.
 */
export async function fileKey(file: KeyedFile): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = await subtle.digest('SHA-256', new Uint8Array(await bytesOf(new Blob([file.name, '\0', file]))));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  // Web Crypto only exists on secure pages (https, localhost): elsewhere the file's name, size and time
  return metaKey(file);
}

type KeyedFile = Blob & { name: string; size: number; lastModified: number };

/**
 * The key of a chosen archive (.zip/.cbz, sent whole in one request): from its name, size and time, not its
 * bytes, which may be hundreds of megabytes to read into memory. Enough for what it is for: a retry of the same
 * file (after a lost answer) or the same file chosen again stores its pages once.
 */
export const archiveKey = (file: KeyedFile): string => metaKey(file);

const metaKey = (file: KeyedFile): string =>
  `meta-${fnv1a(`${file.name}\0${file.size}\0${file.lastModified}`, 0x811c9dc5)}${fnv1a(file.name, 0x01000193)}`;

/** 32-bit FNV-1a, 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A blob's bytes (through FileReader where Blob.arrayBuffer is missing: Safari before 14, jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

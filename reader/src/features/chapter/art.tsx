/** The site's mark, drawn over each page as its watermark (the favicon's shape; never mirrored). */
export const watermarkArt = (
  <svg viewBox="0 0 64 64" focusable="false">
    <rect width="64" height="64" rx="16" fill="#f97316" />
    <path d="M24 18v28l22-14z" fill="#14161b" />
  </svg>
);

/** Watermark positions, 0–79 % on each axis (SPEC §9), one per page, drawn once per chapter. */
export function watermarkPositions(count: number, random: () => number = Math.random): { x: number; y: number }[] {
  return Array.from({ length: count }, () => ({ x: Math.floor(random() * 80), y: Math.floor(random() * 80) }));
}

/** The site's mark, drawn over each page as its watermark (the favicon's shape; never mirrored). */
export const watermarkArt = (
  <svg viewBox="0 0 64 64" focusable="false">
    <rect width="64" height="64" rx="16" fill="#f97316" />
    <path d="M24 18v28l22-14z" fill="#14161b" />
  </svg>
);

/**
 * Watermark positions, one per page, within SPEC §9's 0–79 % on each axis but only in its bottom corners
 * (x 0–5 or 74–79 %, y 72–79 %): speech bubbles sit at the tops of panels and across the middle, rarely in a
 * page's bottom corners. Varying per page, random-looking but drawn from each page's id (FNV-1a, then mulberry32
 * steps), not from Math.random: the chapter the server draws and the live reader that replaces it put every mark
 * in the same place, so nothing jumps at the takeover.
 */
export function watermarkPositions(pageIds: readonly string[]): { x: number; y: number }[] {
  return pageIds.map((id) => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
    const next = mulberry32(hash >>> 0);
    const offset = Math.floor(next() * 6);
    return { x: next() < 0.5 ? offset : 74 + offset, y: 72 + Math.floor(next() * 8) };
  });
}

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

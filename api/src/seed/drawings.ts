import { Random } from './prng.ts';

/**
 * The demo's pictures, drawn as SVG (posters, backgrounds, avatars, manga pages, webtoon strips): the
 * same picture for the same design number on every machine. seed/images.ts sends them through the
 * media pipeline; the media benchmark draws its pages here too.
 */

/** Seeds every drawing's random shapes. */
export const DRAWING_SEED = 20250102;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** A poster: gradient, a large disc, a silhouette, stripes. Portrait 2:3. */
export function drawPoster(design: number, width = 400, height = 600): string {
  const rng = new Random(DRAWING_SEED + design * 7);
  const hue = (design * 137) % 360;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y = height * (0.08 + i * 0.07);
    return `<rect x="0" y="${y}" width="${width}" height="${height * 0.012}" fill="#fff" opacity="${0.05 + rng.next() * 0.1}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 50, 65, 18)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${stripes}
  <circle cx="${width * (0.3 + rng.next() * 0.4)}" cy="${height * 0.34}" r="${width * 0.26}" fill="${hsl(hue + 180, 80, 72)}" opacity="0.85"/>
  <path d="M0 ${height} L${width * 0.18} ${height * 0.62} L${width * 0.34} ${height * 0.7} L${width * 0.55} ${height * 0.5} L${width * 0.8} ${height * 0.66} L${width} ${height * 0.58} L${width} ${height} Z" fill="#0b0d18" opacity="0.8"/>
  <path d="M${width * 0.5} ${height * 0.9} q${width * 0.04} ${-height * 0.2} ${width * 0.01} ${-height * 0.33} q${width * 0.06} ${-height * 0.02} ${width * 0.03} ${height * 0.1} q${width * 0.05} ${height * 0.1} ${width * 0.02} ${height * 0.23} Z" fill="#000"/>
  <rect x="${width * 0.08}" y="${height * 0.84}" width="${width * 0.84}" height="${height * 0.008}" fill="#fff" opacity="0.7"/>
</svg>`;
}

/** A wide background: sky, sun, layered hills. 16:9. */
export function drawBackground(design: number, width = 1280, height = 720): string {
  const hue = (design * 61 + 200) % 360;
  const hills = [0.55, 0.68, 0.8]
    .map((y, i) => {
      const h = height * y;
      return `<path d="M0 ${h} C${width * 0.25} ${h - height * 0.12} ${width * 0.5} ${h + height * 0.08} ${width} ${h - height * 0.05} L${width} ${height} L0 ${height} Z" fill="${hsl(hue + 20 * i, 35, 30 - i * 8)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 60, 22)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 60)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * (0.2 + (design % 4) * 0.2)}" cy="${height * 0.35}" r="${height * 0.13}" fill="${hsl(hue + 180, 90, 80)}" opacity="0.9"/>
  ${hills}
</svg>`;
}

/** An avatar: a coloured disc with a simple face. Square. */
export function drawAvatar(design: number, size = 256): string {
  const hue = (design * 97 + 30) % 360;
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <rect width="100%" height="100%" fill="${hsl(hue, 55, 45)}"/>
  <circle cx="${s / 2}" cy="${s * 0.42}" r="${s * 0.2}" fill="${hsl(hue + 30, 60, 85)}"/>
  <path d="M${s * 0.18} ${s} q${s * 0.32} ${-s * 0.5} ${s * 0.64} 0 Z" fill="${hsl(hue + 30, 60, 85)}"/>
  <circle cx="${s * 0.43}" cy="${s * 0.4}" r="${s * 0.02}" fill="#222"/><circle cx="${s * 0.57}" cy="${s * 0.4}" r="${s * 0.02}" fill="#222"/>
  <path d="M${s * 0.44} ${s * 0.48} q${s * 0.06} ${s * 0.04} ${s * 0.12} 0" stroke="#222" stroke-width="${s * 0.012}" fill="none"/>
</svg>`;
}

/**
 * A manga page: panels with figures, speed lines, speech bubbles and its number (as dots) at the
 * bottom. `detail` adds dot screentone and hatching: heavier, scan-like pages for the benchmark; the
 * demo keeps flat greys so its files stay small.
 */
export function drawPage(number: number, width = 800, height = 1160, detail = 0): string {
  const rng = new Random(DRAWING_SEED + number * 13 + detail);
  const m = width * 0.045;
  const gutter = width * 0.025;
  const rows = [0.3, 0.34, 0.36];
  let y = m;
  let panels = '';
  rows.forEach((fraction, row) => {
    const h = (height - 2 * m - gutter * 2) * fraction;
    const split = row === 1 ? [0.45, 0.55] : row === 2 && number % 2 ? [0.6, 0.4] : [1];
    let x = m;
    for (const part of split) {
      const w = (width - 2 * m - gutter * (split.length - 1)) * part;
      const cx = x + w * (0.3 + rng.next() * 0.4);
      const cy = y + h * 0.55;
      const r = Math.min(w, h) * (0.18 + rng.next() * 0.12);
      const tone = rng.chance(0.5);
      const lines = Array.from({ length: 14 + detail * 20 }, () => {
        const a = rng.next() * Math.PI * 2;
        const len = Math.max(w, h);
        return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * len}" y2="${cy + Math.sin(a) * len}" stroke="#111" stroke-width="${0.6 + rng.next() * 1.8}" opacity="0.55"/>`;
      }).join('');
      const hatch = detail
        ? Array.from({ length: 60 * detail }, () => {
            const hx = x + rng.next() * w;
            const hy = y + rng.next() * h;
            return `<line x1="${hx}" y1="${hy}" x2="${hx + 10 + rng.next() * 30}" y2="${hy + 10 + rng.next() * 30}" stroke="#000" stroke-width="1"/>`;
          }).join('')
        : '';
      panels += `<g clip-path="url(#c${row}${x | 0})"><clipPath id="c${row}${x | 0}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
        <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone ? (detail ? 'url(#tone)' : '#e4e4e4') : '#fff'}"/>${lines}${hatch}
        <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#111" stroke-width="4"/>
        <circle cx="${cx - r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="#111"/><circle cx="${cx + r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="#111"/>
        <path d="M${cx - r * 0.3} ${cy + r * 0.35} q${r * 0.3} ${r * 0.25} ${r * 0.6} 0" stroke="#111" stroke-width="4" fill="none"/>
        <ellipse cx="${x + w * 0.72}" cy="${y + h * 0.2}" rx="${w * 0.2}" ry="${h * 0.12}" fill="#fff" stroke="#111" stroke-width="3"/>
        <rect x="${x + w * 0.6}" y="${y + h * 0.17}" width="${w * 0.24}" height="${h * 0.018}" fill="#333"/>
        <rect x="${x + w * 0.62}" y="${y + h * 0.215}" width="${w * 0.18}" height="${h * 0.018}" fill="#333"/>
      </g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#111" stroke-width="5"/>`;
      x += w + gutter;
    }
    y += h + gutter;
  });
  const dots = Array.from(
    { length: number },
    (_, i) => `<circle cx="${width / 2 + (i - (number - 1) / 2) * 18}" cy="${height - m / 2}" r="5" fill="#111"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><pattern id="tone" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.7" fill="#555"/></pattern></defs>
  <rect width="100%" height="100%" fill="#fbfaf6"/>${panels}${dots}
</svg>`;
}

/**
 * A webtoon strip segment: tall, one wide panel after another with sky gradients and figures, so
 * consecutive segments read as one continuous scroll (720 × 2400, like a phone-first manhua).
 */
export function drawStrip(number: number, width = 720, height = 2400): string {
  const rng = new Random(DRAWING_SEED + number * 31);
  const hue = (number * 47) % 360;
  let y = 0;
  let body = '';
  while (y < height) {
    const h = Math.min(height - y, height * (0.22 + rng.next() * 0.16));
    const cx = width * (0.25 + rng.next() * 0.5);
    const r = Math.min(width, h) * 0.18;
    body += `<rect x="0" y="${y}" width="${width}" height="${h}" fill="${hsl(hue + y / 20, 45, 78 - (y / height) * 30)}"/>
      <circle cx="${cx}" cy="${y + h * 0.55}" r="${r}" fill="#fff" stroke="#222" stroke-width="5"/>
      <circle cx="${cx - r * 0.35}" cy="${y + h * 0.5}" r="${r * 0.08}" fill="#222"/><circle cx="${cx + r * 0.35}" cy="${y + h * 0.5}" r="${r * 0.08}" fill="#222"/>
      <ellipse cx="${width - cx}" cy="${y + h * 0.22}" rx="${width * 0.22}" ry="${h * 0.1}" fill="#fff" stroke="#222" stroke-width="3"/>
      <rect x="${width - cx - width * 0.12}" y="${y + h * 0.2}" width="${width * 0.24}" height="${h * 0.02}" fill="#444"/>`;
    y += h + height * 0.04;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#111"/>${body}
  <text x="${width / 2}" y="${height - 40}" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#222">${number}</text>
</svg>`;
}

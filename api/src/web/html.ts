/** Pure helpers that fill the shell's index.html for one request (ARCHITECTURE §3). */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs. */
  image: string;
  url: string;
  type: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Cuts text at a word boundary, adding an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * Adds `<meta name="ckb-api-key">` (the client reads its key from it), preload links for the
 * route's remote files and, for detail pages,
 * replaces the title and the description / Open Graph / Twitter tags. Everything is escaped:
 * titles and descriptions are admin-entered text.
 */
export function renderIndexHtml(
  html: string,
  opts: { apiKey: string; page?: PageMeta | null; preload?: string[]; images?: string[] },
): string {
  const head: string[] = [meta('name', 'ckb-api-key', opts.apiKey)];
  for (const url of opts.images ?? []) {
    head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`);
  }
  // The remote's files for this route (crossorigin, as the remote itself loads them: else the browser fetches twice), fetched in parallel with the shell's instead of one import level at a time.
  for (const url of opts.preload ?? []) {
    head.push(
      url.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`,
    );
  }
  let out = html.replace(/<meta\s+name=["']ckb-api-key["'][^>]*>\s*/gi, '');
  const page = opts.page;
  if (page) {
    out = out
      .replace(/<meta\s+(?:name|property)=["'](?:description|og:[^"']+|twitter:[^"']+)["'][^>]*>\s*/gi, '')
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    head.push(
      `<title>${escapeHtml(page.title)}</title>`,
      meta('name', 'description', page.description),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:image', page.image),
      meta('property', 'og:url', page.url),
      meta('property', 'og:type', page.type),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }
  const block = head.join('\n    ');
  if (/<\/head>/i.test(out)) return out.replace(/<\/head>/i, `    ${block}\n  </head>`);
  return `${block}\n${out}`;
}

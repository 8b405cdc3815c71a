/** Pure helpers that fill the shell's index.html for one request (ARCHITECTURE §3). */

import {
  BODY_END,
  CONTINUE_PROBE,
  ENTRY_SCRIPT,
  HEAD_END,
  HEAD_OPEN,
  HTML_OPEN,
  PAGE_SLOT,
  ROOT_OPEN,
} from '@ckb/contract/frame';
import { createHash } from 'node:crypto';
import { messages } from '../messages.ts';

export { frameProblem } from '@ckb/contract/frame';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs. */
  image: string;
  /** The image's size when known (og:image:width / height: previews appear at once, without a fetch). */
  imageWidth?: number;
  imageHeight?: number;
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

/** The page a browser gets while the frontends are not built: what to do, in Sorani and in English. */
export function notBuiltPage(): string {
  return `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="utf-8"><title>${escapeHtml('ماڵپەڕ دروست نەکراوە')}</title></head>
  <body style="font-family: sans-serif; padding: 2rem">
    <p>${escapeHtml(messages.webNotBuilt)}</p>
    <p dir="ltr" lang="en">The web frontends are not built yet: run <code>pnpm build</code> at the repository root, then restart the server.</p>
  </body>
</html>
`;
}

/** A page of one Sorani sentence, for answers given before the site's own pages can be drawn. */
export function plainPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="ckb" dir="rtl">
  <head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
  <body style="font-family: sans-serif; padding: 2rem"><p>${escapeHtml(text)}</p></body>
</html>
`;
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
  opts: {
    apiKey: string;
    page?: PageMeta | null;
    preload?: string[];
    images?: string[];
    /** The page drawn on the server (public-site/src/ssr.tsx: the shell's whole tree), put in the frame's slot. */
    drawn?: { html: string; state: Record<string, unknown>; bare?: boolean } | null;
    /** The page's absolute URL, for `<link rel="canonical">` and og:url when there is no page meta. */
    canonical?: string;
    /** The shell's ad strip will show on this page (web/ads.ts): `<html data-ads>` keeps its space from the first paint. */
    ads?: boolean;
    /** The tab title of a page without its own tags (a 404 or 403 page). */
    title?: string | null;
    /** The page's Atom feeds (absolute URLs), as `<link rel="alternate">` (seo/page-feeds.ts). */
    feeds?: { title: string; href: string }[];
    /** The page's schema.org structured data (seo/structured-data.ts): data blocks, which no policy runs. */
    jsonLd?: object[];
  },
): string {
  const drawn = opts.drawn ?? null;
  const head: string[] = [meta('name', 'ckb-api-key', opts.apiKey)];
  for (const url of opts.images ?? []) {
    head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`);
  }
  // The remote's files for this route (crossorigin, as the remote itself loads them: else the browser fetches twice), fetched in parallel with the shell's instead of one import level at a time.
  for (const url of opts.preload ?? []) {
    head.push(
      url.endsWith('.css')
        ? // A drawn page needs its styles for the first paint; otherwise they only have to arrive with the scripts.
          `<link rel="${drawn ? 'stylesheet' : 'preload" as="style'}" crossorigin href="${escapeHtml(url)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`,
    );
  }
  let out = html
    .replace(/<meta\s+name=["']ckb-api-key["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  const page = opts.page;
  const canonical = page?.url ?? opts.canonical;
  if (canonical) head.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
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
      ...(page.imageWidth && page.imageHeight
        ? [
            meta('property', 'og:image:width', String(page.imageWidth)),
            meta('property', 'og:image:height', String(page.imageHeight)),
          ]
        : []),
      meta('property', 'og:url', page.url),
      meta('property', 'og:type', page.type),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', page.title),
      meta('name', 'twitter:description', page.description),
      meta('name', 'twitter:image', page.image),
    );
  } else {
    if (opts.title) {
      out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
      head.push(`<title>${escapeHtml(opts.title)}</title>`);
    }
    if (canonical) {
      // the frame's generic tags stay; a preview still says which page it is
      out = out.replace(/<meta\s+(?:property=["']og:url["']|name=["']twitter:card["'])[^>]*>\s*/gi, '');
      head.push(meta('property', 'og:url', canonical), meta('name', 'twitter:card', 'summary'));
    }
  }
  for (const feed of opts.feeds ?? []) {
    head.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  }
  for (const data of opts.jsonLd ?? []) head.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  if (opts.ads) out = out.replace(HTML_OPEN, '<html data-ads');
  const block = head.join('\n    ');
  out = HEAD_END.test(out) ? out.replace(HEAD_END, `    ${block}\n  </head>`) : `${block}\n${out}`;
  return drawn ? withDrawnPage(out, drawn) : out;
}

/** JSON inside `<script>`: no `<` may close the element or open a comment. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** How many modulepreloads `LATE_BOOT` adds in one task: each starts a request, ~1 ms on a slow phone. */
export const PRELOADS_PER_TASK = 6;

/**
 * The boot of a drawn page: its scripts start once the page has painted and its eager pictures have
 * loaded (or after 3 s, say in a background tab), so the first paint has the network to itself. The
 * page is readable, and its links work, before they run. They wait one frame more after the load event:
 * the pictures that finished loading with it are painted first, so the largest paint (the hero) never
 * waits behind the scripts' requests. The modulepreloads (some 35 files) go in a few at a time, one task
 * each, then the entry: adding them all at once was one long task.
 * The page's files are read from `#ckb-boot` (JSON, not a script), so this text is the same on every page
 * and the Content-Security-Policy allows it by one hash (INLINE_SCRIPT_HASHES).
 */
export const LATE_BOOT = `<script>(function(f){var started=false,painted=false,loaded=document.readyState==="complete",i=0;
function add(){for(var end=Math.min(i+${PRELOADS_PER_TASK},f.preloads.length);i<end;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f.preloads[i];document.head.appendChild(l)}
if(i<f.preloads.length){setTimeout(add,0);return}
var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=f.entry;document.head.appendChild(s)}
function go(){if(started)return;started=true;add()}
function check(){if(painted&&loaded)requestAnimationFrame(function(){setTimeout(go,0)})}
try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=true;check()}}).observe({type:"paint",buffered:true})}catch(e){painted=true}
addEventListener("load",function(){loaded=true;check()});setTimeout(go,3000)})(JSON.parse(document.getElementById("ckb-boot").textContent))</script>`;

/** The files `LATE_BOOT` starts: the shell's entry, and every modulepreload of the frame and the route. */
const bootFiles = (entry: string, preloads: string[]): string =>
  `<script type="application/json" id="ckb-boot">${scriptJson({ entry, preloads })}</script>`;

/**
 * Until the scripts take over a drawn page, taps on its controls marked `data-early` (tabs, the menu
 * button, the server dropdown, episode ranges) are queued in `window.__ckbEarly` and the control shows
 * itself busy; the shell replays the queue on the live page (shell/src/early.ts). Nothing is lost.
 * It runs first in the head (`HEAD_OPEN`), before `#root` exists, so it looks `#root` up at each event.
 * It also marks `<html data-continue>` when the device has a continue row to show (`CONTINUE_PROBE`).
 */
export const EARLY_RECORDER = `<script>(function(){var q=window.__ckbEarly=[];
function el(e){var t=e.target&&e.target.closest?e.target.closest("[data-early]"):null,r=document.getElementById("root");return t&&r&&r.hasAttribute("data-drawn")?t:null}
document.addEventListener("click",function(e){var t=el(e);if(!t||t.tagName==="SELECT")return;q.push({k:t.getAttribute("data-early")});t.setAttribute("aria-busy","true")},true);
document.addEventListener("change",function(e){var t=el(e);if(t&&t.tagName==="SELECT")q.push({k:t.getAttribute("data-early"),v:t.value})},true)})();
${CONTINUE_PROBE}</script>`;

/**
 * Puts a server-drawn page in the frame's slot (`#root`'s whole content: the drawing is the shell's whole tree),
 * marks `#root` as drawn (the shell hydrates it once the page's code is there), embeds the api answers it used as `#ckb-state`, and moves
 * the scripts (the entry and every modulepreload) behind the first paint (`LATE_BOOT`).
 * A frame without the slot or the entry script is left as it is (the api checks the frame when it starts:
 * `frameProblem`).
 */
export function withDrawnPage(
  html: string,
  drawn: { html: string; state: Record<string, unknown>; bare?: boolean },
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!PAGE_SLOT.test(html) || !entry) return html;
  const preloads: string[] = [];
  const out = html
    .replace(ENTRY_SCRIPT, '')
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href.replace(/&amp;/g, '&'));
      return '';
    });
  const tail = `<script type="application/json" id="ckb-state">${scriptJson(drawn.state)}</script>\n    ${bootFiles(entry, preloads)}\n    ${LATE_BOOT}`;
  return (
    out
      .replace(HEAD_OPEN, (head) => `${head}${EARLY_RECORDER}`)
      .replace(PAGE_SLOT, () => `<!--page-->${drawn.html}<!--/page-->`)
      // A bare page (`/hi`) hides the frame's navbar, ad and footer until the shell renders it without them.
      .replace(ROOT_OPEN, drawn.bare ? '<div id="root" data-drawn="" data-bare="">' : '<div id="root" data-drawn="">')
      .replace(BODY_END, () => `${tail}\n  </body>`)
  );
}

/** The text between `<script>` and `</script>` of a whole inline script element. */
const scriptBody = (element: string): string => element.slice('<script>'.length, -'</script>'.length);

/**
 * The CSP's allowance for the only inline scripts the api writes into pages (EARLY_RECORDER, LATE_BOOT):
 * both are fixed texts, so their hashes are computed once here, and a drawn page kept by the page cache
 * (web/page-cache.ts) stays valid as it is. A per-response nonce would have to be written into every
 * reused page, making each reuse a new copy and the cache's compressed bytes useless. The built frames
 * (shell/dist, reader/dist-standalone) have no inline script: Vite writes the entry as a file.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = [EARLY_RECORDER, LATE_BOOT].map(
  (element) => `'sha256-${createHash('sha256').update(scriptBody(element)).digest('base64')}'`,
);

import type { WorkKind } from '../db/schema.ts';
import { absoluteUrl, isDefaultImage } from '../media/urls.ts';
import { escapeHtml as xml } from '../web/html.ts';
import { posterOf } from '../wire/works.ts';
import { chapterPath, KIND_PATH, staffPath, workPath } from './paths.ts';
import type { SitemapRepository } from './repository.ts';

/**
 * `/sitemap.xml` is a sitemap index of files by kind: `/sitemaps/pages.xml` (the fixed pages),
 * `/sitemaps/staff-<n>.xml` (the staff profiles), `/sitemaps/movies-<n>.xml`, `series-<n>`, `manga-<n>` (visible works by number, each with its
 * poster as an image entry) and `chapters-<n>` (released chapters of visible manga, oldest first, so new
 * chapters land in the last file and the others stay as they were). A file holds at most `urlsPerFile`
 * URLs (the protocol allows 50,000; fewer keeps each file one quick slice of an index).
 * `lastmod` is the real change time: a work's `updated_at` or its newest part's release, whichever is later, a
 * chapter's release, a profile's `updated_at`.
 */

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
/** The protocol's limit of URLs in one file (and of files in an index). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * What a file holds here: one quick slice of an index. A URL costs some 8 µs of a core (its row, its XML, its
 * share of the ETag; `pnpm bench:feeds`), so 2,000 came within reach of 50 ms on a busy machine and 1,000 does not.
 */
export const SITEMAP_URLS_PER_FILE = 1_000;

const FIXED_PAGES = ['/', '/movies', '/series', '/manga', '/staff', '/about', '/hi'];
const KIND_FILES: Record<string, WorkKind> = { movies: 'movie', series: 'series', manga: 'manga' };

/** W3C date-time, to the second. */
export const w3cDate = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

interface UrlEntry {
  path: string;
  lastmod?: number;
  image?: { path: string; title: string };
}

/**
 * The absolute form of this site's own paths (already escaped where they need it: paths.ts, media/urls.ts),
 * joined as text: thousands per file, where a URL parser each would be most of the file's time.
 */
const absolute = (origin: string) => {
  const base = absoluteUrl(origin, '/').replace(/\/$/, '');
  return (path: string) => `${base}${path}`;
};

function urlset(origin: string, entries: UrlEntry[]): string {
  const out = [`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`];
  const url = absolute(origin);
  for (const e of entries) {
    let entry = `<url><loc>${xml(url(e.path))}</loc>`;
    if (e.lastmod) entry += `<lastmod>${w3cDate(e.lastmod)}</lastmod>`;
    if (e.image) {
      entry += `<image:image><image:loc>${xml(url(e.image.path))}</image:loc><image:title>${xml(e.image.title)}</image:title></image:image>`;
    }
    out.push(`${entry}</url>`);
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

export class Sitemaps {
  constructor(
    private readonly repo: SitemapRepository,
    private readonly urlsPerFile: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The files the index lists, by name (`movies-1`, …). */
  async files(): Promise<string[]> {
    const names = ['pages'];
    const staff = Math.ceil((await this.repo.staffCount()) / this.urlsPerFile);
    for (let i = 1; i <= staff; i++) names.push(`staff-${i}`);
    for (const [name, kind] of Object.entries(KIND_FILES)) {
      const count = Math.ceil((await this.repo.visibleWorks(kind)) / this.urlsPerFile);
      for (let i = 1; i <= count; i++) names.push(`${name}-${i}`);
    }
    const chapters = Math.ceil((await this.repo.releasedChapters(this.now())) / this.urlsPerFile);
    for (let i = 1; i <= chapters; i++) names.push(`chapters-${i}`);
    return names;
  }

  async index(origin: string): Promise<string> {
    const names = await this.files();
    const out = [`<?xml version="1.0" encoding="UTF-8"?>`, `<sitemapindex xmlns="${SITEMAP_NS}">`];
    const url = absolute(origin);
    for (const name of names) out.push(`<sitemap><loc>${xml(url(`/sitemaps/${name}.xml`))}</loc></sitemap>`);
    out.push('</sitemapindex>', '');
    return out.join('\n');
  }

  /** One file by name, or null when there is no such file. */
  async file(origin: string, name: string): Promise<string | null> {
    const entries = await this.entries(name);
    if (!entries) return null;
    return urlset(origin, entries);
  }

  private async entries(name: string): Promise<UrlEntry[] | null> {
    if (name === 'pages') return FIXED_PAGES.map((path) => ({ path }));
    const match = /^(staff|movies|series|manga|chapters)-([1-9]\d{0,5})$/.exec(name);
    if (!match) return null;
    const [, group, page] = match as unknown as [string, string, string];
    const offset = (Number(page) - 1) * this.urlsPerFile;
    if (group === 'staff') {
      const staff = await this.repo.staff(offset, this.urlsPerFile);
      return staff.length ? staff.map((s) => ({ path: staffPath(s.id), lastmod: Number(s.updated_at) })) : null;
    }
    if (group === 'chapters') {
      const rows = await this.repo.chapters(this.now(), offset, this.urlsPerFile);
      if (!rows) return null;
      // every chapter of the slice belongs to a hidden work (rare): the file still lists a page, as it must
      if (rows.length === 0) return [{ path: KIND_PATH.manga }];
      return rows.map((c) => ({ path: chapterPath(c.manga, c.session, c.name), lastmod: Number(c.publish_at) }));
    }
    const kind = KIND_FILES[group] as WorkKind;
    const rows = await this.repo.works(kind, offset, this.urlsPerFile, this.now());
    if (rows.length === 0) return null;
    return rows.map((w) => {
      const poster = posterOf(w);
      return {
        path: workPath(kind, w.number),
        // the page changes with the work and with each episode or chapter it shows
        lastmod: Math.max(Number(w.updated_at), Number(w.released_at ?? 0)),
        ...(isDefaultImage(poster) ? {} : { image: { path: poster.original, title: w.ku || w.en } }),
      };
    });
  }
}

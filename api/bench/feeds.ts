/**
 * `pnpm bench:feeds`: the sitemaps and the Atom feeds at 100,000 works, on SQLite and on PostgreSQL, every
 * request a cache miss (the documents' cache is off, as after a write): p50 / p95 / max of the api's answer
 * (app.inject in this process: routing, SQL, XML, the ETag) for the index, the first and the last file of each
 * kind (a file is an `offset` slice of an index: the last one walks furthest), and the feeds of the site, each
 * kind, the most and the least common genre and one work of each kind; the machine's load around each run, and
 * the CPU time of each answer (this process; on SQLite that is all of it, on PostgreSQL the server's part is not
 * in it): what a busy machine changes least.
 * Target: every p95 ≤ 50 ms.
 *
 * The catalogue is the bench generator's (src/seed/catalogue.ts: seasons, episodes, sessions, chapters, genres;
 * no servers, which neither reads), one work in twelve hidden, every work with a poster (an image entry each).
 * BENCH_WORKS (100000), BENCH_REQUESTS per URL (30, after one warm-up), DATABASE_URL_BENCH
 * (postgres://postgres@127.0.0.1:5432/test; a schema `bench_feeds`, kept between runs like the SQLite file in
 * /tmp/ckb-bench-feeds; BENCH_FRESH=1 makes both again), BENCH_SKIP_PG=1, BENCH_SKIP_SQLITE=1.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { inProcessConfig } from './lib/in-process-config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { insertCatalogue } from '../src/seed/catalogue.ts';
import { SITEMAP_URLS_PER_FILE } from '../src/seo/sitemaps.ts';

const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const FRESH = process.env.BENCH_FRESH === '1';
const PG_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_feeds';
const DIR = join(tmpdir(), 'ckb-bench-feeds');

const log = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} on ${cpus().length} cores`;

async function works(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('works')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
    .catch(() => undefined);
  return Number(row?.n ?? 0);
}

/** The catalogue, unless the database already holds it (a previous run). */
async function fill(db: Db): Promise<void> {
  await migrateToLatest(db);
  const present = await works(db);
  if (present === WORKS) {
    log('  the catalogue of a previous run is there: reused');
    return;
  }
  if (present > 0) throw new Error(`${present} works from another run: BENCH_FRESH=1 makes the catalogue again`);
  const started = Date.now();
  const third = Math.floor(WORKS / 3);
  const counts = await insertCatalogue(db.kysely, {
    movies: third,
    series: third,
    manga: WORKS - 2 * third,
    seed: 424242,
    hiddenEvery: 12,
    slideEvery: 0,
    viewDays: 0,
    serversPerEpisode: { min: 0, max: 0 },
    chunkSize: 2000,
  });
  await db.kysely
    .updateTable('works')
    .set({
      poster_key: sql<string>`'works/' || id || '/poster-0123456789abcdef'`,
      poster_width: 300,
      poster_height: 450,
    })
    .execute();
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db.kysely);
  log(
    `  generated in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.works.toLocaleString('en')} works, ` +
      `${counts.episodes.toLocaleString('en')} episodes, ${counts.chapters.toLocaleString('en')} chapters`,
  );
}

/** The URLs measured: both ends of every kind's files, and a feed of each sort. */
async function urls(db: Db, index: string): Promise<[name: string, url: string][]> {
  const files = [...index.matchAll(/<loc>https:\/\/anime\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  const ends = (prefix: string) => {
    const of = files.filter((f) => f.startsWith(`/sitemaps/${prefix}-`));
    return [...new Set([of[0], of.at(-1)])].filter((f): f is string => Boolean(f));
  };
  const genres = await db.kysely
    .selectFrom('genres')
    .innerJoin('work_genres', 'work_genres.genre_id', 'genres.id')
    .select(['genres.slug', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('genres.slug')
    .orderBy('n', 'desc')
    .execute();
  const oneOf = async (kind: 'movie' | 'series' | 'manga') =>
    (
      await db.kysely
        .selectFrom('works')
        .select('number')
        .where('kind', '=', kind)
        .where('active_show', '=', true)
        .orderBy('number')
        .offset(Math.floor(WORKS / 6))
        .limit(1)
        .executeTakeFirstOrThrow()
    ).number;
  const list: [string, string][] = [
    ['robots.txt', '/robots.txt'],
    ['sitemap index', '/sitemap.xml'],
    ['pages', '/sitemaps/pages.xml'],
  ];
  for (const prefix of ['staff', 'movies', 'series', 'manga', 'chapters']) {
    for (const f of ends(prefix)) list.push([f.slice('/sitemaps/'.length), f]);
  }
  list.push(
    ['feed: whole site', '/feeds/all.atom'],
    ['feed: films', '/feeds/movies.atom'],
    ['feed: series', '/feeds/series.atom'],
    ['feed: manga', '/feeds/manga.atom'],
    [`feed: genre ${genres[0]!.slug} (most works)`, `/feeds/genre/${genres[0]!.slug}.atom`],
    [`feed: genre ${genres.at(-1)!.slug} (fewest)`, `/feeds/genre/${genres.at(-1)!.slug}.atom`],
    ['feed: a film', `/feeds/movies/${await oneOf('movie')}.atom`],
    ['feed: a series', `/feeds/series/${await oneOf('series')}.atom`],
    ['feed: a manga', `/feeds/manga/${await oneOf('manga')}.atom`],
  );
  return list;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(label: string, db: Db): Promise<number> {
  log(`\n${label}`);
  await fill(db);
  const app = await buildApp(inProcessConfig(db, DIR, PG_URL, { publicUrl: 'https://anime.example' }), { db });
  await app.ready();
  let worst = 0;
  try {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const list = await urls(db, index.body);
    log(`  before: ${load()}`);
    const widths = [34, 8, 8, 7, 7, 7, 8, 8];
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    log(line(['document', 'entries', 'size', 'p50 ms', 'p95 ms', 'max ms', 'cpu p50', 'cpu p95']));
    for (const [name, url] of list) {
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      let entries = 0;
      for (let i = 0; i <= REQUESTS; i++) {
        const started = process.hrtime.bigint();
        const cpuStart = process.cpuUsage();
        const res = await app.inject({ method: 'GET', url });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const used = process.cpuUsage(cpuStart);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i === 0) continue; // the warm-up
        times.push(ms);
        cpu.push((used.user + used.system) / 1000);
        bytes = res.rawPayload.length;
        entries = (res.body.match(/<url>|<sitemap>|<entry>/g) ?? []).length;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      worst = Math.max(worst, pct(times, 95));
      // printed as measured: a slow document shows before the run ends
      log(
        line([
          name,
          entries.toLocaleString('en'),
          `${(bytes / 1024).toFixed(0)} KB`,
          pct(times, 50).toFixed(1),
          pct(times, 95).toFixed(1),
          (times.at(-1) ?? 0).toFixed(1),
          pct(cpu, 50).toFixed(1),
          pct(cpu, 95).toFixed(1),
        ]),
      );
    }
    log(`  after: ${load()}`);
    log(`  worst p95: ${worst.toFixed(1)} ms (target ≤ 50 ms)`);
  } finally {
    await app.close();
  }
  return worst;
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  log(
    `bench:feeds: ${WORKS.toLocaleString('en')} works, ${SITEMAP_URLS_PER_FILE.toLocaleString('en')} URLs per sitemap file, ${REQUESTS} requests per document, every one a cache miss`,
  );
  const file = join(DIR, `feeds-${WORKS}.db`);
  if (FRESH) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  log(`  SQLite file ${file}`);
  if (process.env.BENCH_SKIP_SQLITE !== '1') {
    const lite = openDatabase({ kind: 'sqlite', file });
    try {
      await measure('SQLite', lite);
    } finally {
      await lite.kysely.destroy();
    }
  }
  if (process.env.BENCH_SKIP_PG === '1') return;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    log(`\nPostgreSQL at ${PG_URL} is not reachable (${String(err)}): skipped`);
    return;
  }
  try {
    if (FRESH) await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.query(`create schema if not exists ${SCHEMA}`);
  } finally {
    await admin.end();
  }
  const pgDb = openDatabase({ kind: 'postgres', url: PG_URL, schema: SCHEMA });
  try {
    await measure('PostgreSQL', pgDb);
  } finally {
    await pgDb.kysely.destroy();
  }
}

await main();

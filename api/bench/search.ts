/**
 * `pnpm bench:search`: GET /api/search at 100,000 works on SQLite (FTS5 trigram) and on PostgreSQL
 * (pg_trgm and tsvector), both over work_search, for one-word, two-word and prefix queries (the target:
 * every p95 ≤ 20 ms): p50 / p95 of the api's answer (routing, validation, normalizer, SQL, genres of the
 * page, serialization; app.inject in this process, the response cache off so every query reaches the
 * database), the machine's load around each measurement (the figures grow with it), the CPU time each
 * answer took (this process and, on PostgreSQL, its backends, read from /proc: what a busy machine
 * changes least), and the size of each search index.
 *
 * The dataset is the bench catalogue (src/seed/catalogue.ts, the same generator as bench:api) without
 * seasons or chapters, which search never reads; views are spread deterministically so ranking has work
 * to do. BENCH_WORKS (100000), BENCH_QUERIES (120 per kind), DATABASE_URL_BENCH (postgres://postgres@127.0.0.1:5432/test;
 * a schema `bench_search` is made and dropped), BENCH_SKIP_PG=1.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { inProcessConfig } from './lib/in-process-config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { insertCatalogue } from '../src/seed/catalogue.ts';
import { worksOnly } from './lib/works-only.ts';
import { Random } from '../src/seed/prng.ts';
import { searchTokens } from '@ckb/contract/normalize';

const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 120);
const PG_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_search';
const DIR = join(tmpdir(), 'ckb-bench-search');
const API_KEY = 'bench-key';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The machine's load (1, 5, 15 minutes) and cores: the figures mean little without it. */
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} on ${cpus().length} cores`;

async function fill(db: Db): Promise<number> {
  const started = Date.now();
  await migrateToLatest(db);
  await insertCatalogue(db.kysely, worksOnly(WORKS));
  // views, the same on both databases, so the ranking's last step has something to order
  await db.kysely
    .updateTable('works')
    .set({ view: sql<number>`(number * 7919 + length(en) * 104729) % 100000` })
    .execute();
  // PostgreSQL: the views update above leaves a dead copy of every row of works and work_search. A live
  // database's autovacuum clears them within a minute; this machine's PostgreSQL runs with autovacuum off,
  // and a table half dead doubles what every scan reads (one-word p95 28 ms before, 14 ms after, 24 Nov).
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze works, work_search' : 'analyze').execute(db.kysely);
  return Date.now() - started;
}

/** Real words of real titles (Latin and Kurdish), picked the same way for both databases. */
async function querySets(db: Db): Promise<Record<string, string[]>> {
  const rows = await db.kysely
    .selectFrom('works')
    .select(['en', 'ku'])
    .where('active_show', '=', true)
    .orderBy('kind')
    .orderBy('number')
    .execute();
  const rng = new Random(99);
  const one: string[] = [];
  const two: string[] = [];
  const prefix: string[] = [];
  while (one.length < QUERIES || two.length < QUERIES || prefix.length < QUERIES) {
    const row = rows[rng.int(0, rows.length - 1)] as { en: string; ku: string };
    const title = rng.chance(0.5) ? row.en : row.ku;
    const words = title.split(/\s+/).filter((w) => searchTokens(w).join('').length >= 3);
    if (words.length === 0) continue;
    const i = rng.int(0, words.length - 1);
    const word = words[i] as string;
    if (one.length < QUERIES) one.push(word.toLowerCase());
    if (two.length < QUERIES && words[i + 1]) two.push(`${word} ${words[i + 1]}`.toLowerCase());
    if (prefix.length < QUERIES) prefix.push(word.slice(0, Math.min(4, Math.max(3, word.length - 1))).toLowerCase());
  }
  return { 'one word': one, 'two words': two, prefix };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The PostgreSQL backends of `db`'s pool: as many queries at once as the pool has connections, so each
 * connection says its backend's pid. None on SQLite, which runs in this process.
 */
async function backendPids(db: Db): Promise<number[]> {
  if (db.dialect === 'sqlite') return [];
  const rows = await Promise.all(
    Array.from({ length: 10 }, () =>
      sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db.kysely),
    ),
  );
  return [...new Set(rows.map((r) => Number(r.rows[0]?.pid)))];
}

/** Time on a CPU of those backends, in ms (Linux's /proc, when PostgreSQL runs on this machine; else 0). */
function backendCpuMs(pids: number[]): number {
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // another machine's PostgreSQL, or no /proc: the api's own time only
    }
  }
  return ns / 1e6;
}

async function measure(db: Db, sets: Record<string, string[]>): Promise<string[][]> {
  const app = await buildApp(inProcessConfig(db, DIR, PG_URL, { apiKey: API_KEY }), { db });
  await app.ready();
  const pids = await backendPids(db);
  const rows: string[][] = [];
  try {
    for (const [name, queries] of Object.entries(sets)) {
      // one warm-up pass, then the measured one
      const times: number[] = [];
      const cpu: number[] = [];
      let hits = 0;
      for (const pass of [0, 1]) {
        for (const q of queries) {
          const started = process.hrtime.bigint();
          const cpuStart = process.cpuUsage();
          const backendStart = backendCpuMs(pids);
          const res = await app.inject({
            method: 'GET',
            url: `/api/search?q=${encodeURIComponent(q)}&limit=10`,
            headers: { 'x-api-key': API_KEY },
          });
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const used = process.cpuUsage(cpuStart);
          const cpuMs = (used.user + used.system) / 1000 + backendCpuMs(pids) - backendStart;
          if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
          if (pass === 1) {
            times.push(ms);
            cpu.push(cpuMs);
            hits += (res.json() as { data: { pagination_info: { totalItems: number } } }).data.pagination_info
              .totalItems;
          }
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      rows.push([
        name,
        String(queries.length),
        pct(times, 50).toFixed(1),
        pct(times, 95).toFixed(1),
        (times[times.length - 1] ?? 0).toFixed(1),
        pct(cpu, 50).toFixed(1),
        pct(cpu, 95).toFixed(1),
        Math.round(hits / queries.length).toLocaleString('en'),
      ]);
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function indexSize(db: Db): Promise<string> {
  if (db.dialect === 'sqlite') {
    const r = await sql<{
      bytes: number;
    }>`select sum(pgsize) as bytes from dbstat where name like 'works_fts%'`.execute(db.kysely);
    const col = await sql<{ bytes: number }>`select sum(length(search_key)) as bytes from works`.execute(db.kysely);
    const table = await sql<{
      bytes: number;
    }>`select sum(pgsize) as bytes from dbstat where name = 'work_search' or name like 'work_search_%' or name like 'sqlite_autoindex_work_search%'`.execute(
      db.kysely,
    );
    return (
      `FTS5 trigram tables ${mb(r.rows[0]?.bytes)}; search_key column ${mb(col.rows[0]?.bytes)}; ` +
      `work_search table and indexes ${mb(table.rows[0]?.bytes)}`
    );
  }
  const size = async (name: string) =>
    Number((await sql<{ bytes: number }>`select pg_relation_size(${name}) as bytes`.execute(db.kysely)).rows[0]?.bytes);
  const orders =
    (await size('work_search_views')) + (await size('work_search_new')) + (await size('work_search_rating'));
  return (
    `GIN pg_trgm (key) ${mb(await size('work_search_trgm'))}, GIN tsvector (terms) ${mb(await size('work_search_terms'))}, ` +
    `order btrees ${mb(orders)}; work_search table ${mb(await size('work_search'))}`
  );
}

const mb = (bytes: number | undefined) => `${((Number(bytes) || 0) / 1_048_576).toFixed(1)} MB`;

function table(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log(line(headers));
  for (const r of rows) log(line(r));
}

async function run(label: string, db: Db, sets: Record<string, string[]> | null): Promise<Record<string, string[]>> {
  log(`\n${label}: generating ${WORKS.toLocaleString('en')} works ...`);
  const took = await fill(db);
  log(`  generated in ${(took / 1000).toFixed(1)} s`);
  const queries = sets ?? (await querySets(db));
  log(`  before measuring: ${load()}`);
  table(['query', 'n', 'p50 ms', 'p95 ms', 'max ms', 'cpu p50', 'cpu p95', 'avg matches'], await measure(db, queries));
  log(`  after measuring: ${load()}`);
  log(`  index: ${await indexSize(db)}`);
  return queries;
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, 'search.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const lite = openDatabase({ kind: 'sqlite', file });
  let sets: Record<string, string[]>;
  try {
    sets = await run('SQLite (FTS5 trigram)', lite, null);
  } finally {
    await lite.kysely.destroy();
  }
  log(
    `  examples: ${Object.values(sets)
      .map((s) => JSON.stringify(s.slice(0, 3)))
      .join(' ')}`,
  );

  if (process.env.BENCH_SKIP_PG === '1') return;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    log(`\nPostgreSQL at ${PG_URL} is not reachable (${String(err)}): skipped`);
    return;
  }
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
  const pgDb = openDatabase({ kind: 'postgres', url: PG_URL, schema: SCHEMA });
  try {
    await run('PostgreSQL (work_search: pg_trgm + tsvector)', pgDb, sets);
  } finally {
    await pgDb.kysely.destroy();
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.end();
  }
}

await main();

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../src/auth/passwords.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { CreditRole } from '../../src/db/schema.ts';
import { UsersRepository } from '../../src/repositories/users.ts';
import { insertBatched, insertCatalogue, utcDay } from '../../src/seed/catalogue.ts';
import { Random } from '../../src/seed/prng.ts';

/**
 * A benchmark catalogue in a SQLite file under /tmp: `works` works generated from the sample data
 * (src/seed/catalogue.ts: seasons, episodes, servers, sessions, chapters, credits), and exactly
 * `viewRows` rows of daily views ending today. Reused while its recipe and day match.
 */

export interface DatasetSpec {
  file: string;
  works: number;
  viewRows: number;
  ownerEmail: string;
  ownerPassword: string;
}

export interface Dataset {
  file: string;
  /** A visible series with seasons and episodes, for GET /api/series/{n}/number (the same one at every scale). */
  seriesNumber: number;
  counts: Record<string, number>;
  generatedIn: number | null;
}

const RECIPE = 3;
const DAY_MS = 86_400_000;

export async function ensureDataset(spec: DatasetSpec, log: (line: string) => void): Promise<Dataset> {
  const meta = `${spec.file}.json`;
  const today = utcDay(Date.now());
  const wanted = { recipe: RECIPE, works: spec.works, viewRows: spec.viewRows, day: today };
  let generatedIn: number | null = null;
  const current = existsSync(meta) && existsSync(spec.file) ? (JSON.parse(readFileSync(meta, 'utf8')) as object) : null;
  if (
    JSON.stringify(current && { ...current, counts: undefined }) !== JSON.stringify({ ...wanted, counts: undefined })
  ) {
    log(
      `  generating ${spec.works.toLocaleString('en')} works and ${spec.viewRows.toLocaleString('en')} view rows in ${spec.file} ...`,
    );
    const started = Date.now();
    const counts = await generate(spec);
    generatedIn = Date.now() - started;
    writeFileSync(meta, JSON.stringify({ ...wanted, counts }));
    log(`  generated in ${(generatedIn / 1000).toFixed(1)} s`);
  }
  const { counts } = JSON.parse(readFileSync(meta, 'utf8')) as { counts: Record<string, number> };
  const db = openDatabase({ kind: 'sqlite', file: spec.file });
  try {
    const series = await db.kysely
      .selectFrom('works')
      .innerJoin('seasons', 'seasons.work_id', 'works.id')
      .select('works.number')
      .where('works.kind', '=', 'series')
      .where('works.active_show', '=', true)
      // the first series: generated the same (same tree) at every scale, so the two scales compare like for like
      .orderBy('works.number', 'asc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { file: spec.file, seriesNumber: series.number, counts, generatedIn };
  } finally {
    await db.kysely.destroy();
  }
}

async function generate(spec: DatasetSpec): Promise<Record<string, number>> {
  mkdirSync(dirname(spec.file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${spec.file}${suffix}`, { force: true });
  const db = openDatabase({ kind: 'sqlite', file: spec.file });
  try {
    await sql`pragma synchronous = off`.execute(db.kysely);
    await migrateToLatest(db);
    const users = new UsersRepository(db.kysely);
    const hash = await hashPassword(spec.ownerPassword);
    await users.create({
      name: 'Owner',
      username: 'owner',
      email: spec.ownerEmail,
      passwordHash: hash,
      flags: { is_owner: true },
    });
    const staff: Record<CreditRole, string[]> = { translator: [], designer: [], technique: [] };
    const roles: CreditRole[] = ['translator', 'designer', 'technique'];
    for (let i = 0; i < 30; i++) {
      const role = roles[i % 3] as CreditRole;
      const row = await users.create({
        name: `Staff ${i}`,
        username: `staff${i}`,
        email: `staff${i}@bench.example`,
        passwordHash: hash,
        flags: { [`is_${role}`]: true },
      });
      staff[role].push(row.id);
    }
    const third = Math.floor(spec.works / 3);
    const now = Date.now();
    const catalogue = await insertCatalogue(db.kysely, {
      movies: third,
      series: third,
      manga: spec.works - 2 * third,
      seed: 424242,
      staff,
      hiddenEvery: 12,
      slideEvery: Math.max(5, Math.floor(spec.works / 400)),
      viewDays: 0,
      now,
      chunkSize: 2000,
    });

    // exactly viewRows daily rows: every visible work gets today, then yesterday, ... until the total is reached
    const visible = (
      await db.kysely.selectFrom('works').select('id').where('active_show', '=', true).orderBy('number').execute()
    ).map((r) => r.id);
    const rng = new Random(7);
    const popularity = visible.map(() => rng.int(1, 400));
    let batch: { work_id: string; day: string; count: number }[] = [];
    let rows = 0;
    await db.kysely.transaction().execute(async (trx) => {
      for (let d = 0; rows < spec.viewRows; d++) {
        const day = utcDay(now - d * DAY_MS);
        for (let i = 0; i < visible.length && rows < spec.viewRows; i++) {
          const count = Math.max(1, Math.round((popularity[i] as number) * (0.5 + rng.next()) * (1 - d / 400)));
          batch.push({ work_id: visible[i] as string, day, count });
          rows++;
          if (batch.length >= 9000) {
            await insertBatched(trx, 'work_views_daily', batch);
            batch = [];
          }
        }
      }
      await insertBatched(trx, 'work_views_daily', batch);
      await trx
        .updateTable('works')
        .set({
          view: sql<number>`(select coalesce(sum(v.count), 0) from work_views_daily v where v.work_id = works.id)`,
        })
        .execute();
    });
    await sql`analyze`.execute(db.kysely);
    return { ...catalogue, work_views_daily: rows, staff: 31 };
  } finally {
    await db.kysely.destroy();
  }
}

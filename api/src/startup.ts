import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest, pendingMigrations } from './db/migrate.ts';
import type { MediaStorage } from './media/storage.ts';
import { WorksRepository } from './repositories/works.ts';
import { DEMO_STAFF, seed, type SeedResult } from './seed/index.ts';

/**
 * What happens to the database before an instance serves: migrations, the owner account, the demo
 * (first start only) and the list totals. `server.ts` does it at every start (one instance: the
 * default); behind a balancer it runs once, from `pnpm migrate` (cli/migrate.ts), and the instances
 * start with MIGRATE_ON_START=false and only check that the schema is current.
 */
export async function prepareDatabase(db: Db, config: Config, storage: MediaStorage): Promise<SeedResult> {
  await migrateToLatest(db);
  const result = await seed(db, config, storage);
  // the list totals are maintained by every write; rebuilding them here heals any drift (e.g. manual SQL)
  await db.kysely.transaction().execute((trx) => WorksRepository.recount(trx));
  return result;
}

/** MIGRATE_ON_START=false: refuse to serve an older schema than this code expects. */
export async function assertMigrated(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(
      `the database needs migrations ${pending.join(', ')}: run \`pnpm migrate\` (same environment) once, then start the instances`,
    );
  }
}

export function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite') return `SQLite ${config.database.file}`;
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** The owner's sign-in (and the generated password, printed once) and what the demo seeded. */
export function signInLines(config: Config, result: SeedResult, address: string | null): string[] {
  const lines: string[] = [];
  if (address) lines.push(`  Sign in at ${address}/login`);
  lines.push(`    email:    ${result.owner.email}`);
  if (result.owner.generatedPassword) {
    lines.push(
      `    password: ${result.owner.generatedPassword}`,
      '              (generated now and shown only this once: save it, or set OWNER_PASSWORD before the first start)',
    );
  } else if (result.owner.created) {
    lines.push('    password: the one given in OWNER_PASSWORD');
  } else {
    lines.push('    password: the one printed at the first start (or given in OWNER_PASSWORD then)');
  }
  if (result.demo) {
    const c = result.demo.catalogue;
    lines.push(
      '',
      `  Demo content seeded: ${c.works} works, ${c.seasons + c.manga_sessions} seasons, ${c.episodes} episodes, ${c.chapters} chapters, ${result.demo.staff} staff.`,
      `  Demo staff accounts (password "${config.demoPassword}"): ${DEMO_STAFF.map((s) => s.email).join(', ')}`,
    );
  }
  if (result.images) {
    const i = result.images;
    lines.push(
      `  Demo images: ${i.posters} posters, ${i.backgrounds} backgrounds, ${i.avatars} avatars, ${i.pages} chapter pages (${i.ms} ms).`,
    );
  }
  return lines;
}

import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { WorksRepository } from './repositories/works.ts';
import { DEMO_STAFF, seed, type SeedResult } from './seed/index.ts';
import type { App } from './types.ts';

/** The server entry: config, migrations, seed, listen, and a clean stop on SIGINT / SIGTERM. */

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite') return `SQLite ${config.database.file}`;
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

function printSignIn(config: Config, result: SeedResult, address: string): void {
  const lines = [
    '',
    `  ckb api is listening on ${address} (${describeDatabase(config)})`,
    '',
    `  Sign in at ${address}/login`,
    `    email:    ${result.owner.email}`,
  ];
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
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`Configuration error: ${err.message}`);
    throw err;
  }

  let app: App;
  try {
    app = await buildApp(config);
    await migrateToLatest(app.db);
  } catch (err) {
    fail(
      `Could not open the database (${describeDatabase(config)}): ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  const result = await seed(app.db, config);
  // the list totals are maintained by every write; rebuilding them here heals any drift (e.g. manual SQL)
  await app.db.kysely.transaction().execute((trx) => WorksRepository.recount(trx));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`\n  ${signal}: stopping...\n`);
    try {
      await app.close(); // onClose hooks flush what they hold (e.g. view counts) and close the database
      process.stdout.write('  Stopped.\n');
      process.exit(0);
    } catch (err) {
      process.stderr.write(`Error while stopping: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(`Port ${config.port} is already in use. Stop the other process or start with PORT=<another port>.`);
    }
    if (code === 'EACCES') fail(`Port ${config.port} needs more privileges. Start with PORT=<a port above 1024>.`);
    if (code === 'EADDRNOTAVAIL') fail(`HOST ${config.host} is not an address of this machine.`);
    throw err;
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  printSignIn(config, result, `http://${shownHost}:${port}`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `The server stopped on an unexpected error:\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});

import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { SeedResult } from './seed/index.ts';
import { assertMigrated, describeDatabase, prepareDatabase, signInLines } from './startup.ts';
import { stopServer } from './stop.ts';
import type { App } from './types.ts';

/** The server entry: config, migrations, seed, listen, and a clean stop on SIGINT / SIGTERM (stop.ts). */

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function printSignIn(config: Config, result: SeedResult | null, address: string): void {
  const lines = ['', `  ckb api is listening on ${address} (${describeDatabase(config)})`, ''];
  if (result) lines.push(...signInLines(config, result, address));
  else lines.push(`  Sign in at ${address}/login (the database was prepared by \`pnpm migrate\`)`);
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
  } catch (err) {
    fail(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  let result: SeedResult | null = null;
  try {
    if (config.migrateOnStart) result = await prepareDatabase(app.db, config, app.media.storage);
    else await assertMigrated(app.db);
  } catch (err) {
    await app.close().catch(() => undefined);
    fail(
      `Could not prepare the database (${describeDatabase(config)}): ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`\n  ${signal}: stopping...\n`);
    try {
      // out of the balancer, requests in flight finished, view counts written, then the database closed
      const report = await stopServer(app, { ...config.stop, say: (line) => process.stdout.write(`  ${line}\n`) });
      process.stdout.write(report.cut ? `  Stopped (${report.cut} request(s) cut).\n` : '  Stopped.\n');
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

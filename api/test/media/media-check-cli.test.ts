import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { apiRoot } from '../../src/paths.ts';

// The command itself, on a SQLite file (the check's logic runs on both databases in consistency.test.ts).
describe('pnpm media:check', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-media-check-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--conditions=ckb-source', '--import', 'tsx', 'src/cli/media-check.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it('exits 2 without a database, 1 with an orphan, 0 once --fix removed it', async () => {
    const none = run();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('no database');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);

    const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
    await migrateToLatest(db);
    await db.kysely.destroy();
    const clean = run();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Files no row references: 0');

    const orphan = join(dataDir, 'media', 'pages', 'abcdefabcdefabcdefabcdef');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(join(orphan, '0123456789abcdef.high.webp'), 'x');
    const dirty = run('--json');
    expect(dirty.status).toBe(1);
    const report = JSON.parse(dirty.stdout) as { unreferencedFiles: string[]; missingFiles: unknown[] };
    expect(report.unreferencedFiles).toEqual(['pages/abcdefabcdefabcdefabcdef/0123456789abcdef.high.webp']);
    expect(report.missingFiles).toEqual([]);

    const fixed = run('--fix');
    expect(fixed.status).toBe(0);
    expect(existsSync(join(orphan, '0123456789abcdef.high.webp'))).toBe(false);
    expect(run().status).toBe(0);
    // Five runs of the command, each starting tsx: about 10 s on a quiet machine, three times that on a busy one.
  }, 120_000);
});

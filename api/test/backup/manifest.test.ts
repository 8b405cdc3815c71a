import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BackupError,
  FORMAT_VERSION,
  hashFile,
  MANIFEST,
  MANIFEST_SUM,
  verifyBackup,
  writeManifest,
  type Manifest,
} from '../../src/backup/manifest.ts';

const KNOWN = ['0001_initial', '0002_work_counts'];
const FILES: Record<string, string> = {
  'database.sqlite': 'pretend database bytes',
  'media/works/0123456789abcdef01234567/poster-0123456789abcdef.high.webp': 'pretend image bytes',
  'jwt-secret': 'a secret that is long enough',
};

let dir: string;

/** A backup folder as createBackup leaves it, from FILES and (optionally) a changed manifest. */
async function makeBackup(change: (m: Manifest) => void = () => undefined): Promise<Manifest> {
  const files = [];
  for (const [path, text] of Object.entries(FILES)) {
    const full = join(dir, ...path.split('/'));
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, text);
    files.push({ path, ...(await hashFile(full)) });
  }
  const manifest: Manifest = {
    format: FORMAT_VERSION,
    createdAt: '2026-11-27T02:00:00.000Z',
    database: { kind: 'sqlite', file: 'database.sqlite', schemaVersion: '0002_work_counts', migrations: [...KNOWN] },
    media: {
      store: '/somewhere/media',
      files: 1,
      bytes: FILES['media/works/0123456789abcdef01234567/poster-0123456789abcdef.high.webp']!.length,
    },
    files,
  };
  change(manifest);
  await writeManifest(dir, manifest);
  return manifest;
}

async function refusal(): Promise<string> {
  const err = await verifyBackup(dir, KNOWN).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  return (err as Error).message;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckb-backup-manifest-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('verifyBackup', () => {
  it('accepts a whole backup and returns its manifest', async () => {
    const written = await makeBackup();
    await expect(verifyBackup(dir, KNOWN)).resolves.toEqual(written);
  });

  it('refuses a partial backup: no manifest, or no checksum of it (the last file written)', async () => {
    await makeBackup();
    await rm(join(dir, MANIFEST_SUM));
    expect(await refusal()).toMatch(/not a complete backup: manifest\.sha256 is missing/);
    await rm(join(dir, MANIFEST));
    expect(await refusal()).toMatch(/not a complete backup: manifest\.json is missing/);
  });

  it('refuses a manifest changed after it was written', async () => {
    await makeBackup();
    const text = await readFile(join(dir, MANIFEST), 'utf8');
    await writeFile(join(dir, MANIFEST), text.replace('"size": 22', '"size": 23'));
    expect(await refusal()).toMatch(/manifest\.json does not match its checksum/);
  });

  it('names a missing file', async () => {
    await makeBackup();
    await rm(join(dir, 'jwt-secret'));
    expect(await refusal()).toMatch(/incomplete: jwt-secret is missing/);
  });

  it('names a file whose bytes changed (same size: only the sha256 can tell)', async () => {
    await makeBackup();
    const path = 'media/works/0123456789abcdef01234567/poster-0123456789abcdef.high.webp';
    const full = join(dir, ...path.split('/'));
    const bytes = await readFile(full);
    bytes[3] = bytes[3]! ^ 0x01;
    await writeFile(full, bytes);
    expect(await refusal()).toBe(`${dir} is damaged: ${path} does not match its sha256 in the manifest.`);
  });

  it('names a truncated file by its size', async () => {
    await makeBackup();
    await truncate(join(dir, 'database.sqlite'), 5);
    expect(await refusal()).toMatch(/database\.sqlite has 5 bytes, the manifest says 22/);
  });

  it('refuses a newer schema than the code knows, naming the unknown migrations', async () => {
    await makeBackup((m) => {
      m.database.migrations.push('0099_from_the_future');
      m.database.schemaVersion = '0099_from_the_future';
    });
    expect(await refusal()).toMatch(
      /newer database schema than this code \(migrations 0099_from_the_future are unknown here\)/,
    );
  });

  it('accepts an older schema (the server migrates it when it starts)', async () => {
    await makeBackup((m) => {
      m.database.migrations = ['0001_initial'];
    });
    await expect(verifyBackup(dir, KNOWN)).resolves.toBeTruthy();
  });

  it('refuses another format version and a path leading out of the folder', async () => {
    await makeBackup((m) => {
      m.format = FORMAT_VERSION + 1;
    });
    expect(await refusal()).toMatch(
      new RegExp(`backup format ${FORMAT_VERSION + 1}; this code reads format ${FORMAT_VERSION}`),
    );
    await makeBackup((m) => {
      m.files.push({ path: '../outside', size: 0, sha256: '' });
    });
    expect(await refusal()).toMatch(/names "\.\.\/outside", which is not a path inside it/);
  });

  it('refuses a manifest whose database file is not listed', async () => {
    await makeBackup((m) => {
      m.files = m.files.filter((f) => f.path !== 'database.sqlite');
    });
    expect(await refusal()).toMatch(/its database file database\.sqlite is not in the file list/);
  });
});

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../config.ts';

/**
 * A backup in a process of its own, for a server that keeps serving meanwhile (plugins/backup.ts, and
 * test:backup measuring it). In the serving process, thousands of file copies would share one event
 * loop with the requests: every write of a visitor would queue behind them (402 ms measured for one
 * write, load 16 on 2 cores). In a child process the operating system shares the CPU fairly instead.
 * The child (cli/backup-job.ts) gets the server's own configuration on stdin, so it backs up exactly
 * what the server serves, and prints its BackupSummary as JSON.
 */

export type BackupJob = Pick<Config, 'database' | 'mediaDir' | 'mediaS3' | 'mediaStagingDir' | 'dataDir'> & {
  /** Where the backup folder goes. */
  dir: string;
};

export interface BackupSummary {
  dir: string;
  bytes: number;
  ms: number;
  mediaFiles: number;
  schemaVersion: string | null;
}

const here = fileURLToPath(import.meta.url);
/** cli/backup-job.ts under tsx (src/), cli/backup-job.js in the build (dist/). */
const entry = fileURLToPath(new URL(`../cli/backup-job${extname(here)}`, import.meta.url));

function nodeArgs(): string[] {
  if (extname(entry) !== '.ts') return [entry];
  // sources run through tsx's loader, as `pnpm backup` does
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, '--conditions=ckb-source', entry];
}

/** Runs one backup in a child process; `signal` stops it (the child removes its partial folder). */
export function backupInChild(job: BackupJob, signal?: AbortSignal): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(), { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const stop = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', reject);
    child.on('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve(JSON.parse(out) as BackupSummary);
      else reject(new Error(err.trim() || `the backup process stopped (exit ${code})`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

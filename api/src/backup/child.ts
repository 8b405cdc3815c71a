import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../config.ts';

/**
 * A backup in a process of its own, at a lower priority, beside a site that keeps serving: the server's
 * schedule (plugins/backup.ts), `pnpm backup` (cli/backup.ts) and test:backup all run it so. In the
 * serving process, thousands of file copies would share one event loop with the requests, and every
 * write of a visitor would queue behind them (402 ms measured for one write, load 16 on 2 cores); in a
 * niced process the operating system gives the site the CPU first. The child (cli/backup-job.ts) gets
 * the configuration on stdin, so it backs up exactly what the server serves, and prints a BackupSummary.
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

/** Niceness of the backup process (0 normal … 19 lowest): it yields to the site, and still runs on an idle machine. */
const NICENESS = 10;

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
    // niced: on a busy machine the serving process gets the CPU first, and the backup what is left
    const [command, args] =
      process.platform === 'win32'
        ? [process.execPath, nodeArgs()]
        : ['nice', ['-n', String(NICENESS), process.execPath, ...nodeArgs()]];
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
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

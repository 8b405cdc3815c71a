import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { apiRoot } from '../../src/paths.ts';

/** The real entry (src/server.ts through tsx) running as a child process, with what it printed. */
export interface ServerRun {
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  /** The exit code (null after a signal). */
  exit: Promise<number | null>;
}

/** Starts the real server process with `env` on top of this one's (for tests of the process itself). */
export function startServerProcess(env: Record<string, string>): ServerRun {
  const child = spawn(process.execPath, ['--conditions=ckb-source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exit };
}

/** Until the process has printed `text`; throws (with its output) if it exits or `ms` pass first. */
export async function untilPrinted(run: ServerRun, text: string, ms: number, pollMs = 100): Promise<void> {
  const until = Date.now() + ms;
  while (!run.out().includes(text)) {
    if (Date.now() > until || run.child.exitCode !== null) throw new Error(`did not print "${text}":\n${run.out()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

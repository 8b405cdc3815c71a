import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * The ceiling: a bare node:http server in its own process that answers every request with the exact
 * bytes and headers the api sent for the same URL. Nothing node:http itself does is avoided, so
 * "ratio to the ceiling" is what the api framework, routing, hooks and cache lookup cost.
 */

const SCRIPT = `
const http = require('node:http');
const fs = require('node:fs');
const { body, headers } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const head = { ...headers, 'content-length': String(bytes.length) };
http.createServer((req, res) => { res.writeHead(200, head); res.end(bytes); })
  .listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

export interface Ceiling {
  url: string;
  stop(): Promise<void>;
}

export async function startCeiling(
  port: number,
  fixtureFile: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<Ceiling> {
  writeFileSync(fixtureFile, JSON.stringify({ body: body.toString('base64'), headers }));
  const child: ChildProcess = spawn(process.execPath, ['-e', SCRIPT, fixtureFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

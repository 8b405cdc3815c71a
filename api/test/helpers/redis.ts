import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from './ports.ts';

/**
 * A private redis-server for one test file (Debian's redis-server on a random loopback port, nothing
 * on disk), so runs side by side never share keys. Without the binary the file's Redis tests are not
 * run outside CI (printed), and fail in CI.
 */
export const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

if (!redisServerAvailable) {
  if (process.env.CI === 'true') throw new Error('redis-server is required in CI (apt-get install redis-server)');
  process.stdout.write('\n[api tests] redis-server is not installed: the Redis tests were NOT run.\n');
}

export interface RedisServer {
  url: string;
  port: number;
  /** A plain client for the test's own checks. */
  client(): Redis;
  /** SIGKILLs the server (to test reconnects); `start()` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(extraArgs: string[] = []): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const clients: Redis[] = [];
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > until) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  };
  await start();
  const password = extraArgs.includes('--requirepass') ? extraArgs[extraArgs.indexOf('--requirepass') + 1] : null;
  const url = `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`;
  return {
    url,
    port,
    client() {
      const c = new Redis(url);
      clients.push(c);
      return c;
    },
    kill,
    start,
    async stop() {
      for (const c of clients) c.disconnect();
      await kill();
    },
  };
}

/** Whether a server answers PING on the port (+PONG, or -NOAUTH when it wants a password). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d: Buffer) => {
      socket.destroy();
      resolve(/^[+-]/.test(d.toString()));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

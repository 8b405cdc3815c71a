import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 50 });
    const until = Date.now() + 10_000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    probe.disconnect();
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

import { join } from 'node:path';
import { MEDIA_DEFAULTS, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';

/**
 * The config of an api built in the bench's own process (`buildApp(config, { db })`, measured with app.inject)
 * over a database the bench made: every cache off, so each request is a miss, as after a write; no limits, no
 * logs, no demo content. `dir` holds the media folders; `overrides` are what the bench measures differently.
 */
export function inProcessConfig(db: Db, dir: string, pgUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    database: db.dialect === 'sqlite' ? { kind: 'sqlite', file: ':memory:' } : { kind: 'postgres', url: pgUrl },
    mediaDir: join(dir, 'media'),
    apiKey: 'bench-key',
    jwtSecret: 'bench-jwt-secret-0123456789abcdef',
    owner: { email: 'owner@bench.example', password: 'bench-owner-password', name: 'Owner', username: 'owner' },
    seedDemo: false,
    demoPassword: 'x',
    webRoot: dir,
    serverRender: false,
    // every document made for its request: what a request after a write costs
    pageCache: { ttlMs: 0, maxEntries: 1 },
    publicUrl: null,
    allowedHosts: [],
    logLevel: 'error',
    logRequests: false,
    trustProxy: false,
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    countRateLimit: { max: 0, windowMs: 60_000 },
    migrateOnStart: false,
    cache: { ttlMs: 0, maxEntries: 0, httpMaxAge: 0 },
    redis: { url: null, prefix: 'ckb:' },
    viewFlushMs: 60_000,
    stop: { drainMs: 0, timeoutMs: 10_000 },
    media: { ...MEDIA_DEFAULTS },
    mediaS3: null,
    mediaStagingDir: join(dir, 'staging'),
    trashDays: 30,
    ...overrides,
  };
}

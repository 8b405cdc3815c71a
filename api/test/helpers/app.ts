import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { RoleFlags } from '@ckb/contract/roles';
import { MEDIA_DEFAULTS, type Config } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { UserRow } from '../../src/db/schema.ts';
import { UsersRepository } from '../../src/repositories/users.ts';
import { seed } from '../../src/seed/index.ts';
import type { App } from '../../src/types.ts';

/**
 * Test helper: one app per test file on a fresh database, SQLite and PostgreSQL alike.
 *
 *   forEachDatabase((kind) => {
 *     const t = useTestApp(kind, { seed: 'demo' });
 *     it('lists films', async () => {
 *       const res = await t().get('/api/movies');          // x-api-key added
 *       const staff = await t().createUser({ is_admin: true });
 *       await t().get('/api/movies', { token: staff.token }); // bearer added
 *     });
 *   });
 */

export type DbKind = 'sqlite' | 'postgres';

export const API_KEY = 'test-api-key';
export const JWT_SECRET = 'test-jwt-secret-0123456789abcdef';
export const OWNER = { email: 'owner@example.com', password: 'owner-password-123', name: 'خاوەن', username: 'owner' };
export const DEMO_PASSWORD = 'demo-password-123';

const pgUrl = inject('pgUrl');
const pgSchemaPrefix = inject('pgSchemaPrefix');

/**
 * Runs `suite` once on SQLite and once on PostgreSQL. PostgreSQL is skipped only when it is not
 * reachable outside CI (global-setup.ts prints that); the skipped block's name says so.
 */
export function forEachDatabase(suite: (kind: DbKind) => void): void {
  describe('SQLite', () => suite('sqlite'));
  describe.skipIf(!pgUrl)(pgUrl ? 'PostgreSQL' : 'PostgreSQL (not reachable here, not run)', () => suite('postgres'));
}

export interface TestAppOptions {
  /** 'none': empty database; 'owner': only the owner; 'demo': owner + demo staff and catalogue. */
  seed?: 'none' | 'owner' | 'demo';
  config?: Partial<Config>;
}

export interface RequestOptions extends Omit<InjectOptions, 'url' | 'method' | 'payload' | 'body'> {
  token?: string;
  /** false: send no API key; a string: send that key. */
  apiKey?: string | false;
}

export interface CreatedUser {
  row: UserRow;
  password: string;
  token: string;
}

export interface TestApp {
  kind: DbKind;
  app: App;
  db: Db;
  config: Config;
  get(url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** Signs a token for a user id exactly as login would (optionally at another `iat`). */
  token(userId: string, issuedAt?: number): Promise<string>;
  /** Logs in through POST /api/login and returns the token (throws on failure). */
  login(email: string, password: string): Promise<string>;
  /** Creates an account with the given role flags and a token for it. */
  createUser(flags?: Partial<RoleFlags>, overrides?: Partial<{ name: string; email: string }>): Promise<CreatedUser>;
  close(): Promise<void>;
}

let counter = 0;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-api-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'sqlite', file: ':memory:' },
    mediaDir: join(dataDir, 'media'),
    apiKey: API_KEY,
    jwtSecret: JWT_SECRET,
    owner: { ...OWNER },
    seedDemo: false,
    demoPassword: DEMO_PASSWORD,
    // an empty folder: no built frontends unless a test points elsewhere
    webRoot: dataDir,
    serverRender: true,
    pageCache: { ttlMs: 60_000, maxEntries: 500 },
    publicUrl: null,
    allowedHosts: [],
    logLevel: 'silent',
    logRequests: false,
    trustProxy: false,
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    countRateLimit: { max: 0, windowMs: 60_000 },
    migrateOnStart: true,
    cache: { ttlMs: 5000, maxEntries: 5000, httpMaxAge: 5 },
    redis: { url: null, prefix: 'ckb:' },
    viewFlushMs: 60_000,
    stop: { drainMs: 0, timeoutMs: 10_000 },
    media: { ...MEDIA_DEFAULTS },
    mediaS3: null,
    mediaStagingDir: join(dataDir, 'media-staging'),
    trashDays: 30,
    ...overrides,
  };
}

/** Opens a fresh, migrated database of the given kind; `drop` removes it (PostgreSQL: its schema). */
export async function freshDatabase(kind: DbKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, drop: () => db.kysely.destroy() };
  }
  if (!pgUrl) throw new Error('PostgreSQL is not reachable');
  const url = pgUrl;
  const schema = `${pgSchemaPrefix}${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const db = await withSchemaLock(url, async (c) => {
    await c.query(`create schema "${schema}"`);
    const opened = openDatabase({ kind: 'postgres', url, schema });
    await migrateToLatest(opened);
    return opened;
  });
  return {
    db,
    drop: async () => {
      await db.kysely.destroy();
      await withSchemaLock(url, (c) => c.query(`drop schema if exists "${schema}" cascade`));
    },
  };
}

/**
 * Kysely's migrator introspects the tables of every schema in the database; a schema another test
 * file drops at that moment fails it with "schema … does not exist". Creating+migrating and dropping
 * take turns under one advisory lock, so files running side by side never race on the catalogue.
 */
const SCHEMA_LOCK = 824_117;
async function withSchemaLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const { db, drop } = await freshDatabase(kind);
  const seedMode = options.seed ?? 'owner';
  if (seedMode !== 'none')
    await seed(db, { owner: config.owner, seedDemo: seedMode === 'demo', demoPassword: config.demoPassword });
  const app = await buildApp(config, { db });
  const users = new UsersRepository(db.kysely);

  const request: TestApp['request'] = (method, url, body, opts = {}) => {
    const { token, apiKey, headers, ...rest } = opts;
    const h: Record<string, string> = { ...(headers as Record<string, string>) };
    if (apiKey !== false) h['x-api-key'] = apiKey ?? API_KEY;
    if (token) h.authorization = `Bearer ${token}`;
    return app.inject({ method, url, headers: h, ...(body === undefined ? {} : { payload: body as string }), ...rest });
  };

  const t: TestApp = {
    kind,
    app,
    db,
    config,
    request,
    get: (url, opts) => request('GET', url, undefined, opts),
    post: (url, body, opts) => request('POST', url, body, opts),
    token: (userId, issuedAt) => app.auth.sign(userId, issuedAt),
    async login(email, password) {
      const res = await request('POST', '/api/login', { email, password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    },
    async createUser(flags = {}, overrides = {}) {
      const n = ++counter;
      const password = `password-${n}-secret`;
      const row = await users.create({
        name: overrides.name ?? `کاربەر ${n}`,
        username: `user${n}_${kind}`,
        email: overrides.email ?? `user${n}@example.com`,
        passwordHash: await hashPassword(password),
        flags,
      });
      return { row, password, token: await app.auth.sign(row.id) };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Builds the app in beforeAll and closes it in afterAll; returns a getter for use inside tests. */
export function useTestApp(kind: DbKind, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('test app not ready (use it inside a test)');
    return current;
  };
}

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths.ts';
import { hostOf } from './web/origin.ts';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` puts every table in that PostgreSQL schema (tests give each file its own). */
  | { kind: 'postgres'; url: string; schema?: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  mediaDir: string;
  apiKey: string;
  jwtSecret: string;
  owner: { email: string; password: string | null; name: string; username: string };
  seedDemo: boolean;
  /** Password of the seeded demo staff accounts (translator@example.com, ...). */
  demoPassword: string;
  webRoot: string;
  /** Draw public pages on the server into the first HTML (web/server-render.ts). */
  serverRender: boolean;
  /** Reuse of first-visit HTML (web/page-cache.ts): how long at most, and how many pages; ttlMs 0 turns it off. */
  pageCache: { ttlMs: number; maxEntries: number };
  publicUrl: string | null;
  /**
   * ALLOWED_HOSTS: the host names the site answers to (`hostOf`'s form), for drawn absolute addresses when
   * PUBLIC_URL is not set; empty: only localhost is drawn absolute (web/origin.ts).
   */
  allowedHosts: string[];
  logLevel: string;
  logRequests: boolean;
  /** Fastify's trustProxy: true (every hop), false, or the balancers' addresses / CIDRs. */
  trustProxy: boolean | string;
  /** Migrate, create the owner and seed at start-up (false: instances behind a balancer; `pnpm migrate` once). */
  migrateOnStart: boolean;
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Requests that count (by-number answers, ad beacons, page loads that count a view) per client address
   * and window, each on its own budget (plugins/rate-limit.ts); max 0 turns the limit off (benches).
   */
  countRateLimit: { max: number; windowMs: number };
  /** Public GET caching (plugins/response-cache.ts). */
  cache: { ttlMs: number; maxEntries: number; httpMaxAge: number };
  /**
   * Shared state of several instances (plugins/redis.ts): cache invalidation, the login rate limit and
   * view counts. `prefix` starts every key and the channel, so several sites (or test runs) share a server.
   */
  redis: { url: string | null; prefix: string };
  /** How often counted views are written to work_views_daily (plugins/views.ts). */
  viewFlushMs: number;
  /**
   * A clean stop (stop.ts): how long a watched instance keeps serving after /readyz turns 503, so the
   * balancer takes it out before its listener closes; then how long requests in flight may take.
   */
  stop: { drainMs: number; timeoutMs: number };
  /** Upload limits and image processing (README "Configuration", MEDIA_*). */
  media: MediaLimits;
  /** S3-compatible object storage for media instead of MEDIA_DIR (MEDIA_S3_*); null: the filesystem. */
  mediaS3: MediaS3Config | null;
  /** Local scratch space of uploads when media live in object storage (MEDIA_STAGING_DIR). */
  mediaStagingDir: string;
  /** Days a deleted thing stays in the trash before it is purged with its files (TRASH_DAYS). */
  trashDays: number;
  /** Backups (BACKUP_*, backup/create.ts); absent in hand-made configs (tests, benches): no schedule. */
  backup?: BackupConfig;
  /** URLs in one sitemap file (seo/sitemaps.ts); absent: SITEMAP_URLS_PER_FILE. Tests make it small to see the split. */
  sitemapUrlsPerFile?: number;
}

export interface BackupConfig {
  /** Where `pnpm backup` and the scheduled backups write (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** Hours between the running server's own backups (BACKUP_EVERY_HOURS); null: none (the default). */
  everyHours: number | null;
  /** How many finished backups the schedule keeps (BACKUP_KEEP, default 7). */
  keep: number;
}

export interface MediaS3Config {
  bucket: string;
  /** null: AWS S3 itself (the SDK picks the regional endpoint). */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credential chain (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put before every object name (e.g. `media/`), so one bucket can hold other things too. */
  prefix: string;
  forcePathStyle: boolean;
  /** How /media answers: stream the bytes through the api, or redirect to a signed URL of the store. */
  serve: 'stream' | 'redirect';
}

export interface MediaLimits {
  /** Largest accepted file, in bytes. */
  maxFileBytes: number;
  /** Most files in one request (a chapter batch). */
  maxFiles: number;
  /** Most file bytes in one request, all files together. */
  maxRequestBytes: number;
  /** Largest decoded image, in pixels (width x height): refuses decompression bombs. */
  maxPixels: number;
  /** Images decoded at once by this process, all requests together. */
  concurrency: number;
}

export const MEDIA_DEFAULTS: MediaLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 300,
  maxRequestBytes: 1024 * 1024 * 1024,
  maxPixels: 50_000_000,
  // one image per core (each uses one libvips thread, see media/pipeline.ts), at most 4 so that a big
  // host's memory for images in flight stays what the benchmarks measured
  concurrency: Math.min(4, availableParallelism()),
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const JWT_SECRET_FILE = 'jwt-secret';

function str(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  }
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function dir(env: Env, name: string, fallback: string): string {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  return isAbsolute(raw) ? raw : resolve(raw);
}

function origin(env: Env, name: string): string | null {
  const raw = str(env, name);
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as https://example.com (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https:// (got "${raw}").`);
  }
  return url.origin;
}

function hostList(env: Env, name: string): string[] {
  const raw = str(env, name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => {
      const host = hostOf(h);
      if (!host)
        throw new ConfigError(
          `${name} must list host names such as anime.example,www.anime.example:8443 (got "${h}").`,
        );
      return host;
    });
}

function redisUrl(env: Env): string | null {
  // CACHE_REDIS_URL is the older name (when Redis only carried cache invalidation)
  const name = str(env, 'REDIS_URL') === undefined && str(env, 'CACHE_REDIS_URL') ? 'CACHE_REDIS_URL' : 'REDIS_URL';
  const raw = str(env, name);
  if (raw === undefined) return null;
  if (!/^rediss?:\/\/[^/]/.test(raw)) {
    throw new ConfigError(
      `${name} must look like redis://[user:password@]host:6379[/db] or rediss://… (got "${raw}").`,
    );
  }
  return raw;
}

function trustProxy(env: Env): boolean | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined || !/[.:/]/.test(raw)) return bool(env, 'TRUST_PROXY', false);
  // addresses or CIDRs of the balancers: only their X-Forwarded-For entries are believed
  return raw;
}

function mediaS3(env: Env): MediaS3Config | null {
  const bucket = str(env, 'MEDIA_S3_BUCKET');
  const given = Object.keys(env).filter((k) => k.startsWith('MEDIA_S3_') && str(env, k) !== undefined);
  if (bucket === undefined) {
    if (given.length > 0) throw new ConfigError(`${given[0]} is set but MEDIA_S3_BUCKET is not: set the bucket too.`);
    return null;
  }
  const endpoint = origin(env, 'MEDIA_S3_ENDPOINT');
  const accessKeyId = str(env, 'MEDIA_S3_ACCESS_KEY_ID');
  const secretAccessKey = str(env, 'MEDIA_S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  const prefix = str(env, 'MEDIA_S3_PREFIX') ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) {
    throw new ConfigError(
      `MEDIA_S3_PREFIX must be folder names ending with a slash, such as media/ (got "${prefix}").`,
    );
  }
  const serve = str(env, 'MEDIA_S3_SERVE') ?? 'stream';
  if (serve !== 'stream' && serve !== 'redirect') {
    throw new ConfigError(`MEDIA_S3_SERVE must be stream or redirect (got "${serve}").`);
  }
  return {
    bucket,
    endpoint,
    region: str(env, 'MEDIA_S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    prefix,
    // MinIO, Garage and most self-hosted stores want path-style URLs; AWS prefers virtual hosts
    forcePathStyle: bool(env, 'MEDIA_S3_FORCE_PATH_STYLE', endpoint !== null),
    serve,
  };
}

function database(env: Env, dataDir: string): DatabaseConfig {
  const raw = str(env, 'DATABASE_URL');
  if (raw === undefined) return { kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(raw)) return { kind: 'postgres', url: raw };
  if (raw === ':memory:') return { kind: 'sqlite', file: raw };
  const file = raw.replace(/^(sqlite|file):(\/\/)?/i, '');
  return { kind: 'sqlite', file: isAbsolute(file) ? file : resolve(file) };
}

/**
 * BACKUP_DIR: a folder, or a bucket address (s3://bucket/prefix/, backup/place.ts) kept as written. Never
 * inside the media store: media:check would count the backups as stray files, and --fix delete them.
 */
function backupDir(env: Env, dataDir: string, mediaDir: string, s3: MediaS3Config | null): string {
  const raw = str(env, 'BACKUP_DIR');
  if (raw?.startsWith('s3://')) {
    const [bucket, ...rest] = raw.slice(5).split('/');
    const prefix = rest.join('/').replace(/\/?$/, '/');
    if (s3 && bucket === s3.bucket && prefix.startsWith(s3.prefix)) {
      throw new ConfigError(
        `BACKUP_DIR (${raw}) is inside the media store (s3://${s3.bucket}/${s3.prefix}): use another bucket, or give the media a MEDIA_S3_PREFIX the backups are outside of.`,
      );
    }
    return raw;
  }
  const folder = dir(env, 'BACKUP_DIR', join(dataDir, 'backups'));
  if (!s3 && `${folder}/`.startsWith(`${mediaDir}/`)) {
    throw new ConfigError(
      `BACKUP_DIR (${folder}) is inside MEDIA_DIR (${mediaDir}): put the backups beside the media, not among them.`,
    );
  }
  return folder;
}

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * DATA_DIR, so restarts (and every instance sharing DATA_DIR) accept the same tokens.
 */
export function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = str(env, 'JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters long.');
    return given;
  }
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads the configuration from the environment (see README "Configuration").
 * Creates DATA_DIR and the JWT secret file when needed; throws ConfigError on bad values.
 */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = dir(env, 'DATA_DIR', join(repoRoot, 'data'));
  const level = str(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${level}").`);
  }
  const db = database(env, dataDir);
  if (db.kind === 'sqlite' || str(env, 'JWT_SECRET') === undefined) mkdirSync(dataDir, { recursive: true });
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    database: db,
    mediaDir: dir(env, 'MEDIA_DIR', join(dataDir, 'media')),
    apiKey: str(env, 'API_KEY') ?? 'ckb-public-key',
    jwtSecret: resolveJwtSecret(env, dataDir),
    owner: {
      email: (str(env, 'OWNER_EMAIL') ?? 'owner@example.com').toLowerCase(),
      password: str(env, 'OWNER_PASSWORD') ?? null,
      name: str(env, 'OWNER_NAME') ?? 'خاوەنی ماڵپەڕ',
      username: str(env, 'OWNER_USERNAME') ?? 'owner',
    },
    seedDemo: bool(env, 'SEED_DEMO', true),
    demoPassword: str(env, 'DEMO_PASSWORD') ?? 'ckb-demo-1234',
    webRoot: dir(env, 'WEB_ROOT', repoRoot),
    serverRender: bool(env, 'SERVER_RENDER', true),
    pageCache: {
      ttlMs: int(env, 'PAGE_CACHE_TTL_MS', 60_000, 0, 86_400_000),
      maxEntries: int(env, 'PAGE_CACHE_MAX_ENTRIES', 500, 1, 100_000),
    },
    publicUrl: origin(env, 'PUBLIC_URL'),
    allowedHosts: hostList(env, 'ALLOWED_HOSTS'),
    logLevel: level,
    logRequests: bool(env, 'LOG_REQUESTS', false),
    trustProxy: trustProxy(env),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    loginRateLimit: {
      max: int(env, 'LOGIN_RATE_LIMIT_MAX', 10, 1, 1_000_000),
      windowMs: int(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    },
    countRateLimit: {
      max: int(env, 'COUNT_RATE_LIMIT_MAX', 120, 0, 1_000_000),
      windowMs: int(env, 'COUNT_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    },
    cache: {
      ttlMs: int(env, 'RESPONSE_CACHE_TTL_MS', 5000, 0, 3_600_000),
      maxEntries: int(env, 'RESPONSE_CACHE_MAX_ENTRIES', 5000, 1, 1_000_000),
      httpMaxAge: int(env, 'HTTP_CACHE_MAX_AGE', 5, 0, 86_400),
    },
    redis: { url: redisUrl(env), prefix: str(env, 'REDIS_PREFIX') ?? 'ckb:' },
    viewFlushMs: int(env, 'VIEW_FLUSH_MS', 5000, 100, 3_600_000),
    stop: {
      drainMs: int(env, 'STOP_DRAIN_MS', 3000, 0, 300_000),
      timeoutMs: int(env, 'STOP_TIMEOUT_MS', 10_000, 0, 3_600_000),
    },
    media: {
      maxFileBytes: int(env, 'MEDIA_MAX_FILE_BYTES', MEDIA_DEFAULTS.maxFileBytes, 1024, 2 ** 40),
      maxFiles: int(env, 'MEDIA_MAX_FILES', MEDIA_DEFAULTS.maxFiles, 1, 10_000),
      maxRequestBytes: int(env, 'MEDIA_MAX_REQUEST_BYTES', MEDIA_DEFAULTS.maxRequestBytes, 1024, 2 ** 44),
      maxPixels: int(env, 'MEDIA_MAX_PIXELS', MEDIA_DEFAULTS.maxPixels, 1, 268_402_689),
      concurrency: int(env, 'MEDIA_CONCURRENCY', MEDIA_DEFAULTS.concurrency, 1, 64),
    },
    mediaS3: mediaS3(env),
    mediaStagingDir: dir(env, 'MEDIA_STAGING_DIR', join(dataDir, 'media-staging')),
    trashDays: int(env, 'TRASH_DAYS', 30, 1, 3650),
    backup: {
      dir: backupDir(env, dataDir, dir(env, 'MEDIA_DIR', join(dataDir, 'media')), mediaS3(env)),
      everyHours: str(env, 'BACKUP_EVERY_HOURS') === undefined ? null : int(env, 'BACKUP_EVERY_HOURS', 24, 1, 8760),
      keep: int(env, 'BACKUP_KEEP', 7, 1, 10_000),
    },
  };
}

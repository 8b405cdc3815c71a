import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { repoRoot } from '../src/paths.ts';

// Pure configuration parsing: no database involved, so this file runs once, not per database.
describe('loadConfig', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ckb-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has the documented defaults', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(dataDir);
    expect(config.database).toEqual({ kind: 'sqlite', file: join(dataDir, 'ckb.sqlite') });
    expect(config.mediaDir).toBe(join(dataDir, 'media'));
    expect(config.apiKey).toBe('ckb-public-key');
    expect(config.owner.email).toBe('owner@example.com');
    expect(config.owner.password).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.webRoot).toBe(repoRoot);
    expect(config.publicUrl).toBeNull();
    expect(config.logLevel).toBe('info');
    expect(config.loginRateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.countRateLimit).toEqual({ max: 120, windowMs: 60_000 });
  });

  it('puts DATA_DIR at <repo root>/data by default, whatever the working directory', () => {
    // postgres + an explicit secret: nothing is written, so the default folder is not created by the test
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/x', JWT_SECRET: 'a-secret-of-enough-length' });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(existsSync(join(repoRoot, 'api', 'package.json'))).toBe(true);
  });

  it('generates the JWT secret once, keeps it in DATA_DIR and reuses it', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET from the environment and writes no file', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment-123' });
    expect(config.jwtSecret).toBe('from-the-environment-123');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('reads every variable', () => {
    const dataDir = tmp();
    const config = loadConfig({
      PORT: '3100',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://me@db.internal:5432/ckb',
      MEDIA_DIR: join(dataDir, 'm'),
      API_KEY: 'k',
      OWNER_EMAIL: 'Boss@Example.com',
      OWNER_PASSWORD: 'pw-123456789',
      OWNER_NAME: 'ئاراس',
      SEED_DEMO: 'false',
      WEB_ROOT: dataDir,
      SERVER_RENDER: 'false',
      PUBLIC_URL: 'https://anime.example.com/some/path',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '3',
      LOGIN_RATE_LIMIT_WINDOW_MS: '5000',
      COUNT_RATE_LIMIT_MAX: '0',
      COUNT_RATE_LIMIT_WINDOW_MS: '30000',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(3100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://me@db.internal:5432/ckb' });
    expect(config.mediaDir).toBe(join(dataDir, 'm'));
    expect(config.apiKey).toBe('k');
    expect(config.owner).toMatchObject({ email: 'boss@example.com', password: 'pw-123456789', name: 'ئاراس' });
    expect(config.seedDemo).toBe(false);
    expect(config.serverRender).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir }).serverRender).toBe(true);
    expect(config.publicUrl).toBe('https://anime.example.com');
    expect(config.loginRateLimit).toEqual({ max: 3, windowMs: 5000 });
    expect(config.countRateLimit).toEqual({ max: 0, windowMs: 30_000 });
    expect(config.trustProxy).toBe(true);
  });

  it('refuses bad values with a message naming the variable', () => {
    const dataDir = tmp();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads ALLOWED_HOSTS as host names in the form a Host header is compared in; none by default', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).allowedHosts).toEqual([]);
    const hosts = loadConfig({
      DATA_DIR: dataDir,
      ALLOWED_HOSTS: ' Anime.Example , www.anime.example:8443,کوردی.example',
    });
    expect(hosts.allowedHosts).toEqual(['anime.example', 'www.anime.example:8443', 'xn--ugbd2e0txf.example']);
    for (const bad of ['a b', 'https://anime.example', 'anime.example:99999', 'anime.example/x'])
      expect(() => loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('loadConfig: several instances', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-config-scale-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-secret-of-enough-length', ...env });

  it('reads REDIS_URL (redis:// or rediss://), the older CACHE_REDIS_URL, and the prefix', () => {
    expect(load({}).redis).toEqual({ url: null, prefix: 'ckb:' });
    expect(load({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2', REDIS_PREFIX: 'site:' }).redis).toEqual({
      url: 'rediss://:pw@cache.internal:6380/2',
      prefix: 'site:',
    });
    expect(load({ CACHE_REDIS_URL: 'redis://127.0.0.1:6379' }).redis.url).toBe('redis://127.0.0.1:6379');
    expect(() => load({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });

  it('selects a bucket with MEDIA_S3_BUCKET and refuses half a configuration', () => {
    expect(load({}).mediaS3).toBeNull();
    const s3 = load({
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://minio.internal:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PREFIX: 'site/media/',
    }).mediaS3;
    expect(s3).toEqual({
      bucket: 'media',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      prefix: 'site/media/',
      forcePathStyle: true,
      serve: 'stream',
    });
    // AWS itself: no endpoint, virtual-hosted URLs, the SDK's own credentials
    expect(load({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu-central-1' }).mediaS3).toMatchObject({
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    expect(() => load({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() => load({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(/MEDIA_S3_SECRET_ACCESS_KEY/);
    expect(() => load({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_PREFIX: '/abs' })).toThrow(/MEDIA_S3_PREFIX/);
    expect(() => load({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_SERVE: 'proxy' })).toThrow(/MEDIA_S3_SERVE/);
  });

  it('reads how a stop drains and how long it waits (STOP_DRAIN_MS, STOP_TIMEOUT_MS)', () => {
    expect(load({}).stop).toEqual({ drainMs: 3000, timeoutMs: 10_000 });
    expect(load({ STOP_DRAIN_MS: '0', STOP_TIMEOUT_MS: '30000' }).stop).toEqual({ drainMs: 0, timeoutMs: 30_000 });
    expect(() => load({ STOP_DRAIN_MS: 'soon' })).toThrow(/STOP_DRAIN_MS/);
    expect(() => load({ STOP_TIMEOUT_MS: '-1' })).toThrow(/STOP_TIMEOUT_MS/);
  });

  it('trusts the balancers’ addresses, and reads MIGRATE_ON_START', () => {
    expect(load({ TRUST_PROXY: '10.0.0.5,127.0.0.1' }).trustProxy).toBe('10.0.0.5,127.0.0.1');
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({}).migrateOnStart).toBe(true);
    expect(load({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });
});

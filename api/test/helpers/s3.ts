import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaS3Config } from '../../src/config.ts';

/**
 * An S3-compatible server inside the test run (@20minutes/s3rver: pure JavaScript, objects in a temp
 * folder, a random loopback port), with signature checks on: the api signs every request as it would
 * for AWS S3, R2 or MinIO. Its fixed credentials are the emulator's.
 */
export interface S3Emulator {
  endpoint: string;
  /** Where the emulator keeps a bucket's objects on disk (`<key>._S3rver_object`): tests peek fast. */
  folder(bucket: string): string;
  /** The api's MEDIA_S3_* for a bucket of this server (a new one per call, so tests never share). */
  config(overrides?: Partial<MediaS3Config>): Promise<MediaS3Config>;
  /** The same as environment variables (for server processes). */
  env(config: MediaS3Config): Record<string, string>;
  stop(): Promise<void>;
}

let buckets = 0;

export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = mkdtempSync(join(tmpdir(), 'ckb-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    folder: (bucket) => join(directory, bucket),
    async config(overrides = {}) {
      const bucket = `media-${process.pid}-${++buckets}`;
      await server.store.putBucket(bucket);
      return {
        bucket,
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        prefix: '',
        forcePathStyle: true,
        serve: 'stream',
        ...overrides,
      };
    },
    env(config) {
      return {
        MEDIA_S3_BUCKET: config.bucket,
        MEDIA_S3_ENDPOINT: config.endpoint ?? '',
        MEDIA_S3_REGION: config.region,
        MEDIA_S3_ACCESS_KEY_ID: config.credentials?.accessKeyId ?? '',
        MEDIA_S3_SECRET_ACCESS_KEY: config.credentials?.secretAccessKey ?? '',
        MEDIA_S3_PREFIX: config.prefix,
        MEDIA_S3_SERVE: config.serve,
      };
    },
    async stop() {
      // clients keep connections alive: end them, or close() waits for them forever
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The parts of @20minutes/s3rver (no types of its own) the tests and scripts use. */
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    store: { putBucket(name: string): Promise<void> };
    httpServer?: Server;
  }
}

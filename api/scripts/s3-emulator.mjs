// An S3-compatible server for tests and `pnpm test:scale` (never for production: see README "Media"):
// @20minutes/s3rver (pure JavaScript, files in a folder) on loopback. Prints one JSON line
// `{"endpoint":…,"bucket":…}` when it listens; SIGTERM / SIGINT stop it.
//   node scripts/s3-emulator.mjs --dir /tmp/s3 [--port 0] [--bucket media]
import S3rver from '@20minutes/s3rver';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '0' },
    bucket: { type: 'string', default: 'media' },
  },
});
if (!values.dir) {
  process.stderr.write('usage: s3-emulator.mjs --dir <folder> [--port 0] [--bucket media]\n');
  process.exit(2);
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  directory: values.dir,
  silent: true,
  configureBuckets: [{ name: values.bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ endpoint: `http://127.0.0.1:${port}`, bucket: values.bucket })}\n`);
const stop = () => {
  server.httpServer?.closeAllConnections();
  server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// `npm test` / `pnpm test`: every check the project has, in the order that fails fastest.
// CI (.ci/run) runs exactly this.
import { buildEnv, pnpm } from './pnpm.mjs';

const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['lint (eslint, stylelint, prettier)', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit, component, api and story tests (vitest)', ['exec', 'vitest', 'run']],
  ['backup and restore round trip (SQLite, PostgreSQL)', ['run', 'test:backup']],
  ['build the product', ['run', 'build']],
  // the full 60 s run is for measurements (docs/scale.md); CI keeps the same checks on a short one
  [
    'scale-out (3 instances, Redis, S3, HAProxy, a SIGKILL, a rolling restart)',
    ['run', 'test:scale'],
    { SCALE_DURATION_S: '15' },
  ],
  ['build storybook', ['run', 'build-storybook']],
  ['e2e on the built product (playwright)', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
const times = [];
const started = Date.now();
for (const [name, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  try {
    await pnpm(args, env ? { env: buildEnv(env) } : undefined);
  } catch (error) {
    console.error(`\n\x1b[31m✖ ${name} failed\x1b[0m: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  times.push([name, (Date.now() - t0) / 1000]);
}
console.log('\n\x1b[32m✔ all checks passed\x1b[0m');
for (const [name, s] of times) console.log(`  ${s.toFixed(0).padStart(5)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  total`);

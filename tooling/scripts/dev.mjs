// `pnpm dev`: the api in watch mode on :3000 and a Vite dev server per app; open http://localhost:5173.
// The shell's dev server proxies /api, /media and /img to the api and /mf/<remote> to each remote's server.
import { pnpm } from './pnpm.mjs';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3000' };
await pnpm(
  [
    '--parallel',
    '--filter',
    '@ckb/api',
    '--filter',
    '@ckb/shell',
    '--filter',
    '@ckb/public-site',
    '--filter',
    '@ckb/reader',
    '--filter',
    '@ckb/backoffice',
    'run',
    'dev',
  ],
  { env },
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

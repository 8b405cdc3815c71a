import { defineConfig } from 'vite';
import { remoteConfig, serverRenderConfig } from '../tooling/vite.ts';

export default defineConfig((env) =>
  env.isSsrBuild
    ? serverRenderConfig('src/ssr.tsx')
    : remoteConfig('publicSite', { './routes': './src/routes.tsx' }, env),
);

import { defineConfig } from 'vite';
import { hostConfig, serverRenderConfig } from '../tooling/vite.ts';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderConfig('src/prerender.tsx') : hostConfig()));

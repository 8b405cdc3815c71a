import { defineConfig } from 'vite';
import { hostConfig, shellPrerenderConfig } from '../tooling/vite.ts';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? shellPrerenderConfig() : hostConfig()));

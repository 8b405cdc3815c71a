import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/vite.ts';

export default defineConfig((env) => remoteConfig('reader', { './routes': './src/routes.tsx' }, env));

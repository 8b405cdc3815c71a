import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/vite.ts';

export default defineConfig(remoteConfig('reader', { './routes': './src/routes.tsx' }));

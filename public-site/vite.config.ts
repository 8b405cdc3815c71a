import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/vite.ts';

export default defineConfig(remoteConfig('publicSite', { './routes': './src/routes.tsx' }));

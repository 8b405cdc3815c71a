import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/vite.ts';

export default defineConfig(remoteConfig('backoffice', { './routes': './src/routes.tsx' }));

import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/vite.ts';

export default defineConfig((env) => remoteConfig('backoffice', { './routes': './src/routes.tsx' }, env));

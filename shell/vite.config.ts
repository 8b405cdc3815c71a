import { defineConfig } from 'vite';
import { hostConfig } from '../tooling/vite.ts';

export default defineConfig(hostConfig());

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precacheList } from './sw/precache.ts';
import { remoteBase } from '../tooling/federation.ts';
import { remoteConfig, serverRenderConfig } from '../tooling/vite.ts';

/** Where the api serves the standalone reader: its own installable app, same origin, same /api. */
const STANDALONE_BASE = '/read/';

/**
 * dist-standalone/sw.js: sw/sw.js with the list of the app's files (to keep for offline starts, see
 * sw/precache.ts) and a version from their names, so a new build replaces the old copy. Written once the
 * whole build is on disk: every file is then in the list, whichever plugin wrote it and when.
 */
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'ckb:reader-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
      const all = precacheList(written, readFileSync(join(outDir, 'index.html'), 'utf8'), STANDALONE_BASE);
      const version = createHash('sha1').update(all.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8')
        .replace('self.__FILES__', JSON.stringify(all))
        .replace('self.__VERSION__', JSON.stringify(version));
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}

export default defineConfig((env) => {
  // The chapter drawn on the server (src/ssr.tsx -> dist-ssr/ssr.js, run by the api for a first visit), based
  // like the remote and inlining nothing: the files it names (the chapter's end picture) are the remote's own.
  if (env.isSsrBuild) {
    const ssr = serverRenderConfig('src/ssr.tsx');
    return { ...ssr, base: remoteBase('reader'), build: { ...ssr.build, assetsInlineLimit: 0 } };
  }
  const config = remoteConfig('reader', { './routes': './src/routes.tsx' }, env);
  if (env.mode !== 'standalone') return config;
  return {
    ...config,
    base: STANDALONE_BASE,
    publicDir: 'standalone',
    plugins: [...(config.plugins ?? []), serviceWorker()],
  };
});

import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { remoteBase, remotes, sharedSingletons, type RemoteName } from './federation.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiProxy = {
  '/api': apiTarget,
  '/media': apiTarget,
  '/img': apiTarget,
};

/**
 * A remote: exposes `./routes`, runs alone from its own index.html, and is served by the
 * api at /mf/<dir>/ (and by its dev server under the same base, so URLs never change).
 *
 * Only the production federated build reads the federation runtime from the host
 * (`externalRuntime`, so it is downloaded once). A standalone start has no host to provide it:
 * the dev server and `vite build --mode standalone` (-> dist-standalone/) bundle their own.
 */
export function remoteConfig(
  name: RemoteName,
  exposes: Record<string, string>,
  { command, mode }: ConfigEnv,
): UserConfig {
  const base = remoteBase(name);
  const standalone = command === 'serve' || mode === 'standalone';
  return {
    base,
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        dts: false,
        experiments: { externalRuntime: !standalone },
        // No manifest-based remotes, preloading or devtools here: plain remoteEntry.js files.
        disableSnapshot: true,
      }),
    ],
    server: {
      port: remotes[name].devPort,
      strictPort: true,
      origin: `http://localhost:${remotes[name].devPort}`,
      proxy: apiProxy,
    },
    preview: { port: remotes[name].devPort, proxy: apiProxy },
    build: { target: 'es2022', outDir: mode === 'standalone' ? 'dist-standalone' : 'dist', assetsInlineLimit: 0 },
    css: { modules: { localsConvention: 'camelCaseOnly' } },
  };
}

/**
 * Preloads the Arabic-script Vazirmatn file (the one every Sorani page needs first) from the
 * shell's HTML; its hashed name is only known once the bundle is written.
 */
function preloadArabicFont(): Plugin {
  return {
    name: 'ckb:preload-arabic-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /vazirmatn-arabic-wght-normal.*\.woff2$/.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The host: loads the remotes from /mf/<dir>/remoteEntry.js on the same origin. */
export function hostConfig(): UserConfig {
  const devRemoteProxy = Object.fromEntries(
    Object.values(remotes).map((r) => [`/mf/${r.dir}`, `http://localhost:${r.devPort}`]),
  );
  return {
    base: '/',
    plugins: [
      react(),
      preloadArabicFont(),
      federation({
        name: 'shell',
        // Remotes are registered at runtime (shell/src/remotes.ts), only when a route needs one:
        // a static list makes the runtime fetch every remoteEntry up front to negotiate shares.
        remotes: {},
        shared: sharedSingletons,
        dts: false,
        experiments: { provideExternalRuntime: true },
        disableSnapshot: true,
      }),
    ],
    server: { port: 5173, strictPort: true, proxy: { ...apiProxy, ...devRemoteProxy } },
    build: { target: 'es2022', outDir: 'dist', assetsInlineLimit: 0 },
    css: { modules: { localsConvention: 'camelCaseOnly' } },
  };
}

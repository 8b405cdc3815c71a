import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { routeMapProblems, routesOf, type ClientRoute, type RouteOwner } from '../contract/src/routes.ts';
import { remoteBase, remotes, sharedSingletons, type RemoteName } from './federation.ts';

/**
 * Workspace packages that the api runs compiled (`@ckb/contract`) export their TypeScript sources under
 * the `ckb-source` condition; every frontend build and test reads those (see contract/README.md).
 */
export const sourceConditions = {
  resolve: { conditions: ['ckb-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['ckb-source', ...defaultServerConditions] } },
};

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiProxy = {
  '/api': apiTarget,
  '/media': apiTarget,
  // the ads' counting beacons and click redirect, outside /api (a plain link carries no key)
  '/go': apiTarget,
  '/img': apiTarget,
};

/** What the api preloads from the HTML for a remote (`dist/preload.json`). */
export interface PreloadMap {
  /** remoteEntry.js and the exposed routes module, with their static imports. */
  entry: string[];
  /** Per route pattern of the remote (contract/src/routes.ts), the page's own chunks and styles beyond `entry`. */
  routes: Array<{ path: string; files: string[] }>;
}

/**
 * Each routed page of `owner` in the route map (contract/src/routes.ts) and the chunk the build made of its
 * module (`chunkOf`, by the module's absolute path). A page with no chunk is a build error that names the
 * route: the api would otherwise preload nothing for it, silently.
 */
export function routeChunks(
  owner: RouteOwner,
  srcDir: string,
  chunkOf: (module: string) => string | undefined,
): Array<{ path: string; chunk: string }> {
  return routesOf(owner).flatMap((route) => {
    if (!route.page) return [];
    const chunk = chunkOf(resolve(srcDir, route.page));
    if (!chunk) {
      throw new Error(
        `contract/src/routes.ts: route ${route.path} names ${owner}'s page src/${route.page}, but the build made no chunk of it (is the file there, loaded by src/routes.tsx through pagesOf?)`,
      );
    }
    return [{ path: route.path, chunk }];
  });
}

/**
 * Fails the build of every remote when the route map breaks its rules (`routeMapProblems`: a back-office
 * screen without a permission, a row hidden by an earlier catch-all…): a screen open to every staff role by
 * omission must never ship.
 */
export function assertRouteMap(routes?: readonly ClientRoute[]): void {
  const problems = routeMapProblems(routes);
  if (problems.length > 0)
    throw new Error(`contract/src/routes.ts breaks the route map's rules:\n- ${problems.join('\n- ')}`);
}

/**
 * Writes `dist/preload.json`: the files a first visit to each route needs, so the api can list them
 * as `<link rel="modulepreload">` in the page's HTML. Without it the browser discovers the remote's
 * files one import level at a time, each a round trip, after the shell has rendered. The federation
 * runtime's fallback copies of shared packages (`__prebuild__`) are never listed: the host provides those.
 */
function preloadMap(owner: RouteOwner): Plugin {
  let root = '';
  return {
    name: 'ckb:preload-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      assertRouteMap();
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((o) => o.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const wanted = (file: string) => !file.includes('__prebuild__');
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        const chunk = chunks.get(file);
        if (!chunk || into.has(file) || !wanted(file)) return into;
        into.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const dep of chunk.imports) closure(dep, into);
        return into;
      };
      const byModule = new Map([...chunks.values()].map((c) => [c.facadeModuleId, c.fileName]));
      const routesChunk = byModule.get(resolve(root, 'src/routes.tsx'));
      const entry = closure('remoteEntry.js');
      if (routesChunk) closure(routesChunk, entry);
      const routes: PreloadMap['routes'] = routeChunks(owner, resolve(root, 'src'), (m) => byModule.get(m)).map(
        ({ path, chunk }) => ({ path, files: [...closure(chunk)].filter((f) => !entry.has(f)) }),
      );
      const map: PreloadMap = { entry: [...entry], routes };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(map) });
    },
  };
}

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
    ...sourceConditions,
    base,
    plugins: [
      react(),
      preloadMap(name),
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
 * The Vazirmatn files every page needs from its first paint: Sorani (with the Arabic titles' letters) and
 * Latin (the works' romaji and English titles, and the `ch` unit's "0" that sizes text columns),
 * both cut to what the site uses by design-system/scripts/subset-fonts.mjs (some 41 KB instead of 81).
 * A file that arrived after the first paint would swap its glyphs in and move the text around it (layout
 * shift: a manga page measured 0.039 when only the Arabic file was preloaded). Fontsource's full files
 * still load on demand, for a character these two lack.
 */
const FIRST_FONTS = /vazirmatn-first-(ckb|latin)-[\w-]+\.woff2$/;

/**
 * Hints in the shell's HTML that the bundle alone cannot give, because their hashed names are only
 * known once it is written: the Vazirmatn files of the first paint (FIRST_FONTS), and the two shared
 * workspace packages (scripts and styles), which the federation runtime imports dynamically, one level
 * after the others, although every page needs them.
 */
function shellHtmlHints(): Plugin {
  const SHARED_PACKAGES = [/\/design-system\/src\/index\.ts$/, /\/api-client\/src\/index\.ts$/];
  return {
    name: 'ckb:shell-html-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const tags = [];
        for (const font of Object.keys(bundle).filter((f) => FIRST_FONTS.test(f))) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head-prepend' as const,
          });
        }
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk' || !SHARED_PACKAGES.some((re) => re.test(out.facadeModuleId ?? ''))) continue;
          for (const file of [out.fileName, ...out.imports]) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
              injectTo: 'head' as const,
            });
          }
          // Their styles are part of the prerendered frame's first paint: load them with the page, not after the scripts.
          for (const css of out.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: '', href: `/${css}` },
              injectTo: 'head' as const,
            });
          }
        }
        return tags;
      },
    },
  };
}

/**
 * A server build (-> dist-ssr/), with no federation: the workspace packages are bundled in, and CSS
 * Modules get the same class names as in the browser build. The shell's `src/prerender.tsx` runs once
 * at build time (the static frame in dist/index.html); the public site's `src/ssr.tsx` runs in the api
 * for every first visit (the page drawn into that frame).
 */
export function serverRenderConfig(entry: string): UserConfig {
  return {
    ...sourceConditions,
    plugins: [react()],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    ssr: {
      ...sourceConditions.ssr,
      noExternal: ['@ckb/design-system', '@ckb/api-client', '@ckb/contract', '@ckb/shell'],
    },
    build: { ssr: entry, outDir: 'dist-ssr', target: 'node20', emptyOutDir: true },
  };
}

/** The host: loads the remotes from /mf/<dir>/remoteEntry.js on the same origin. */
export function hostConfig(): UserConfig {
  const devRemoteProxy = Object.fromEntries(
    Object.values(remotes).map((r) => [`/mf/${r.dir}`, `http://localhost:${r.devPort}`]),
  );
  return {
    ...sourceConditions,
    base: '/',
    plugins: [
      react(),
      shellHtmlHints(),
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

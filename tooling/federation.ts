/**
 * The one list of federation singletons (ARCHITECTURE §4), imported by every Vite config.
 * Host and remotes must agree on it exactly, or a remote gets its own React / store
 * and hooks break across the boundary.
 *
 * react-router(-dom), @reduxjs/toolkit and react-redux are not on the list, on purpose: a shared
 * package ships whole, untrimmed (react-router 7 whole is ~69 KB gzipped, RTK ~17 KB). Each has one
 * door inside a workspace package that is a singleton itself: the router is imported from
 * `@ckb/design-system` (design-system/src/router.ts), the store libraries from `@ckb/api-client`.
 * The page still has exactly one router and one store, trimmed to what we use, and ESLint refuses
 * a direct import anywhere else.
 */
const singletons = ['react', 'react/', 'react-dom', 'react-dom/', '@ckb/api-client', '@ckb/design-system'] as const;

export type SharedConfig = Record<string, { singleton: true; requiredVersion?: string | false }>;

export const sharedSingletons: SharedConfig = Object.fromEntries(
  singletons.map((name) => [
    name,
    // Workspace packages carry no semver the runtime could compare; any version is the same build.
    name.startsWith('@ckb/') ? { singleton: true, requiredVersion: false } : { singleton: true },
  ]),
);

/** Remotes: federation name, folder and dev-server port. Served in production at /mf/<dir>/. */
export const remotes = {
  publicSite: { dir: 'public-site', devPort: 5174 },
  reader: { dir: 'reader', devPort: 5175 },
  backoffice: { dir: 'backoffice', devPort: 5176 },
} as const;

export type RemoteName = keyof typeof remotes;

export const remoteBase = (name: RemoteName): string => `/mf/${remotes[name].dir}/`;

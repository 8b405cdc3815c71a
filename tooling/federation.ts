/**
 * The one list of federation singletons (ARCHITECTURE §4), imported by every Vite config.
 * Host and remotes must agree on it exactly, or a remote gets its own React / store
 * and hooks break across the boundary.
 *
 * react-router and react-router-dom are not on the list, on purpose: a shared package ships whole,
 * and react-router 7 whole is ~69 KB gzipped. Every app imports the router from
 * `@ckb/design-system` instead (design-system/src/router.ts), which is a singleton itself, so the
 * page still has exactly one router, trimmed to what we use (~13 KB). ESLint refuses a direct import.
 */
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@reduxjs/toolkit',
  'react-redux',
  '@ckb/api-client',
  '@ckb/design-system',
] as const;

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

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tooling/eslint-boundaries.js';

const REMOTES = ['@ckb/shell', '@ckb/public-site', '@ckb/reader', '@ckb/backoffice'];

/** One router on the page: only design-system/src/router.ts imports react-router (see tooling/federation.ts). */
/** One store: only api-client imports Redux Toolkit and react-redux (see tooling/federation.ts). */
const STATE_RULE = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'react-redux/*'],
  message: "Import Redux Toolkit and react-redux from '@ckb/api-client', so every app shares one store.",
};

const ROUTER_RULE = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: "Import the router from '@ckb/design-system' (design-system/src/router.ts), so every app shares one router.",
};

/** No remote (nor the shell) imports another remote: they meet only at runtime, through federation. */
const noOtherRemotes = (self, { files = [`${self.replace('@ckb/', '')}/**/*.{ts,tsx}`], allowed = [] } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              // gitignore-like: a package left whole as a pattern could not have one of its files allowed again
              ...REMOTES.filter((r) => r !== self).flatMap((r) =>
                allowed.some((name) => name.startsWith(`${r}/`)) ? [`${r}/*`] : [r, `${r}/*`],
              ),
              ...allowed.map((name) => `!${name}`),
            ],
            message: 'Remotes never import each other; load them through module federation.',
          },
          { group: ['@ckb/api', '@ckb/api/*'], message: 'Frontends talk to the api over HTTP only.' },
          ROUTER_RULE,
          STATE_RULE,
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-standalone/**',
      '**/dist-ssr/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.vite/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...REMOTES.map((self) => noOtherRemotes(self)),
  // A server drawing (never in a browser bundle) renders the shell's whole tree around its page, so the
  // browser can hydrate it (shell/src/server.tsx).
  ...['@ckb/public-site', '@ckb/reader'].map((self) =>
    noOtherRemotes(self, { files: [`${self.replace('@ckb/', '')}/src/ssr.tsx`], allowed: ['@ckb/shell/server'] }),
  ),
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REMOTES, ...REMOTES.map((r) => `${r}/*`), '@ckb/api'],
              message: 'Shared packages never depend on the apps that use them.',
            },
            ROUTER_RULE,
            STATE_RULE,
          ],
        },
      ],
    },
  },
  {
    files: ['api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REMOTES, ...REMOTES.map((r) => `${r}/*`), '@ckb/api'],
              message: 'Shared packages never depend on the apps that use them.',
            },
            ROUTER_RULE,
          ],
        },
      ],
    },
  },
  // The admin entries are bundled into the back-office, apart from the shared singletons: whatever they
  // share with the main entry (the base api, the store, the router, Button) must come by package name,
  // or the remote gets a second copy (a second api, a second router context). Pure helpers (cx, format)
  // may be copied.
  ...[
    ['api-client/admin/**/*.{ts,tsx}', ['../src/*', '../src/**']],
    ['api-client/guard/**/*.{ts,tsx}', ['../src/*', '../src/**']],
    ['api-client/offline/**/*.{ts,tsx}', ['../src/*', '../src/**']],
    ['api-client/follow/**/*.{ts,tsx}', ['../src/*', '../src/**']],
    ['design-system/admin/**/*.{ts,tsx}', ['../../src/router.ts', '../../src/components/**', '../../src/index.ts']],
    ['design-system/reader/**/*.{ts,tsx}', ['../../src/router.ts', '../../src/components/**', '../../src/index.ts']],
    ['design-system/details/**/*.{ts,tsx}', ['../../src/router.ts', '../../src/components/**', '../../src/index.ts']],
  ].map(([files, group]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group, message: "Take shared pieces from '@ckb/api-client' / '@ckb/design-system' by name." },
            ROUTER_RULE,
            STATE_RULE,
          ],
        },
      ],
    },
  })),
  {
    // The router's one door.
    files: ['design-system/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

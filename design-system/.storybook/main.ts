import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../admin/**/*.stories.@(ts|tsx)',
    '../reader/**/*.stories.@(ts|tsx)',
    '../details/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Same CSS Modules naming as the apps (tooling/vite.ts), so class names resolve identically.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      css: { modules: { localsConvention: 'camelCaseOnly' } },
      // @ckb/contract from its sources, as the apps read it (tooling/vite.ts sourceConditions)
      resolve: { conditions: ['ckb-source', ...defaultClientConditions] },
      build: {
        // Storybook's own manager/preview chunks are large by nature; this is a docs site, not the product.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            // react-router's "use client" banner is meaningless in a client-only bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Same CSS Modules naming as the apps (tooling/vite.ts), so class names resolve identically.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { css: { modules: { localsConvention: 'camelCaseOnly' } } }),
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { defaultServerConditions, mergeConfig } from 'vite';
import { sourceConditions } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    '../apps/*/src/**/*.stories.tsx',
  ],
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured Markdown: the docs pages' attribute and CSP tables are tables.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The logo of the manager's brand (manager.ts).
  staticDirs: [{ from: '../apps/api/src/plugins/brand', to: '/brand' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: sourceConditions },
      // vanilla-extract evaluates `.css.ts` files in a server environment of its own.
      environments: {
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
      },
    }),
};

export default config;

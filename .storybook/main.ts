import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // react-docgen (Babel): react-docgen-typescript needs TypeScript's JS API, which TypeScript 7 no longer has.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their sources, so stories need no build step.
      resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
      // vanilla-extract evaluates .css.ts files in Vite's SSR environment: `vars` imported there from
      // '@atelier/ui' (by @atelier/features) must come from the same sources, not from a dist build.
      environments: { ssr: { resolve: { conditions: ['@atelier/source', ...defaultServerConditions] } } },
      // Pre-bundled up front; discovering it on the first cold story run reloads the page mid-test.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/dynamic',
          '@tanstack/react-virtual',
          '@atelier/features > hash-wasm',
          '@tanstack/react-query',
          '@hookform/resolvers/zod',
          'react-hook-form',
          'zod',
          'lucide-react',
          'react-aria-components',
          'msw',
          'msw/browser',
          // Dependencies of @atelier/features only (not hoisted): named through the package that has them.
          '@atelier/features > @dnd-kit/core',
          '@atelier/features > @dnd-kit/sortable',
          '@atelier/features > @dnd-kit/utilities',
          '@atelier/features > react-pdf',
        ],
      },
    }),
};

export default config;

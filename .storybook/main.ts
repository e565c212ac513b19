import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Storybook for designers (README.md#for-designers): every island in every state, no backend needed — the mock
 * backend of packages/dev-server answers in the browser through MSW (see preview.tsx).
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // Each island's `<name>.mdx` is its Docs page: the reference page (docs/islands/<name>.md) and its stories.
  stories: ['../packages/islands/src/**/*.mdx', '../packages/islands/src/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  // Only the docs addon (installed, nothing fetched): controls, actions, viewport and backgrounds
  // are built into Storybook 10, and anything fetched from the network would stall the offline build.
  addons: ['@storybook/addon-docs'],
  // Telemetry on means a network call at build time; offline, the build waits for it (docs/contributing.md#toolchain).
  core: { disableTelemetry: true },
  // mockServiceWorker.js (from `npx msw init packages/dev-server/public`) and the demo product
  // and captcha pictures the backend's answers point at; the demo video the players play.
  staticDirs: ['../packages/dev-server/public', { from: '../examples/assets/video', to: '/assets/video' }],
  // The props tables come from the islands' props checks (the reference pages), not from the
  // components' types: skip the docgen pass.
  typescript: { reactDocgen: false },
  viteFinal: (config) =>
    mergeConfig(config, {
      resolve: {
        // The same source aliases as vitest.config.ts: stories run the workspace sources, not dist.
        alias: [
          { find: /^@shop-islands\/islands\/(.*)$/, replacement: here('../packages/islands/src/$1') },
          { find: '@shop-islands/store', replacement: here('../packages/store/src/index.ts') },
          { find: '@shop-islands/api', replacement: here('../packages/api/src/index.ts') },
          { find: '@shop-islands/loader', replacement: here('../packages/loader/src/index.ts') },
          { find: '@shop-islands/islands', replacement: here('../packages/islands/src/index.ts') },
        ],
      },
      // The preview bundle holds Storybook's runtime, MSW and the demo catalogue (~1.9 MB): expected.
      build: { chunkSizeWarningLimit: 2500 },
    }),
});

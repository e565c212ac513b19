import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The workspace packages resolved straight from their sources (tests, e2e, Storybook). */
export const workspaceAliases = [
  { find: /^@shop-islands\/islands\/(.*)$/, replacement: here('./packages/islands/src/$1') },
  { find: '@shop-islands/store', replacement: here('./packages/store/src/index.ts') },
  { find: '@shop-islands/api', replacement: here('./packages/api/src/index.ts') },
  { find: '@shop-islands/loader', replacement: here('./packages/loader/src/index.ts') },
  { find: '@shop-islands/islands', replacement: here('./packages/islands/src/index.ts') },
  { find: '@shop-islands/dev-server/node', replacement: here('./packages/dev-server/src/node.ts') },
  { find: '@shop-islands/dev-server', replacement: here('./packages/dev-server/src/index.ts') },
];

/** Unit and view tests: happy-dom, sources resolved straight from the workspace packages. */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    globals: true,
    environment: 'happy-dom',
    include: ['packages/**/*.test.{ts,tsx}', 'examples/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['./vitest.setup.ts'],
    // One test file per core. Vitest's default leaves a core to its own process, which on a
    // 2-core machine (CI's) ran the files one at a time: 236 s against 160 s. Every timer here
    // runs on a clock the test controls, so a busier core slows the files but does not change
    // what they see.
    maxWorkers: availableParallelism(),
    // Above Testing Library's wait bound (vitest.setup.ts), so a slow wait fails by what it waited for.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vitest.config.ts';

/**
 * Browser tests: real Chromium (Debian's /usr/bin/chromium through playwright-core) against the
 * example pages served by the demo server, which the global setup starts on a free port.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    globals: true,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    // One browser process per file is plenty on a 2-core machine.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

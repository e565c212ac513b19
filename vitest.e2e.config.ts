import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vitest.config.ts';
import { E2E_WORKERS } from './e2e/support/workers.ts';

/**
 * Browser tests: real Chromium (Debian's /usr/bin/chromium through playwright-core) against the
 * example pages served by the demo server, which the global setup starts on a free port for each
 * worker.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    globals: true,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    // One file per core, each worker with its own backend (docs/contributing.md): a file waits
    // on its browser for much of its time, and two side by side took the suite on 2 cores from
    // 21 to 16 minutes.
    maxWorkers: E2E_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits on a page that waits on a server on a busy 2-core machine: 10 s, not Vitest's
    // 1 s default, before a state that never comes fails the test (a passing poll ends at once).
    expect: { poll: { timeout: 10_000 } },
  },
});

import { availableParallelism } from 'node:os';

/**
 * Browser test files run one per core, each worker against its own examples server (see
 * global-setup.ts). A file's tests still run one after another: they share its Chromium.
 */
export const E2E_WORKERS = Math.max(1, availableParallelism());

import { availableParallelism } from 'node:os';

/**
 * Browser test files run one per core, each worker against its own examples server (see
 * global-setup.ts). A file's tests still run one after another: they share its Chromium. At most
 * four: every worker is a Chromium of its own, and on a shared machine more of them side by side
 * would only make each test slower.
 */
export const E2E_WORKERS = Math.min(4, Math.max(1, availableParallelism()));

import type { TestProject } from 'vitest/node';
import { createExamplesServer } from '../../examples/server/examples-server';
import { E2E_WORKERS } from './workers';

/**
 * Starts the example pages with the reference backend once per test worker. Each worker's files
 * get a backend of their own, so files running side by side never see each other's basket,
 * compare list or held answers.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => createExamplesServer({ port: 0 })));
  project.provide('baseUrls', servers.map((server) => server.url.replace(/\/$/, '')));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One examples server per worker, in pool-id order (VITEST_POOL_ID 1 is the first). */
    baseUrls: string[];
  }
}

import type { TestProject } from 'vitest/node';
import { createExamplesServer } from '../../examples/server/examples-server';

/** Starts the example pages with the reference backend once for all browser tests. */
export default async function setup(project: TestProject) {
  const demo = await createExamplesServer({ port: 0 });
  project.provide('baseUrl', demo.url.replace(/\/$/, ''));
  return async () => {
    await demo.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

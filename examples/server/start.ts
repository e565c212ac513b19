/**
 * `npm start`: the example pages with the reference backend on http://127.0.0.1:8080/
 * (PORT=… for another port). Run after `npm run build`, which `npm start` does first.
 */
import { existsSync } from 'node:fs';
import { createExamplesServer } from './examples-server';

if (!existsSync(new URL('../../dist/islands/loader.js', import.meta.url))) {
  console.error('dist/islands/loader.js is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const demo = await createExamplesServer({ port, log: process.env.LOG === '1' });
console.log(`shop-islands demo: ${demo.url}  (Preact flavour: ${demo.url}?flavour=preact; Ctrl+C stops)`);

import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

// ESM + .d.ts of each package, for site developers who bundle the islands themselves.
// The drop-in folders (dist/islands*) are built by scripts/build.mjs.
const islandNames = readdirSync('packages/islands/src', { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && existsSync(`packages/islands/src/${dir.name}/${dir.name}.island.tsx`))
  .map((dir) => dir.name);

const common: Options = {
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Workspace packages stay imports of each other, not copies.
  external: [/^@shop-islands\//, 'react', 'react-dom', /^@preact\//, 'js-cookie', /^@floating-ui\//],
};

export default defineConfig([
  { ...common, entry: { index: 'packages/store/src/index.ts' }, outDir: 'packages/store/dist' },
  { ...common, entry: { index: 'packages/api/src/index.ts' }, outDir: 'packages/api/dist' },
  { ...common, entry: { index: 'packages/loader/src/index.ts' }, outDir: 'packages/loader/dist' },
  {
    ...common,
    entry: {
      index: 'packages/islands/src/index.ts',
      ...Object.fromEntries(islandNames.map((name) => [name, `packages/islands/src/${name}/${name}.island.tsx`])),
    },
    outDir: 'packages/islands/dist',
    splitting: true,
  },
]);

import { existsSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { defineConfig, type Options, type Plugin } from 'tsup';

// ESM + .d.ts of each package, for site developers who bundle the islands themselves.
// The drop-in folders (dist/islands*) are built by scripts/build.mjs.
const islandNames = readdirSync('packages/islands/src', { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && existsSync(`packages/islands/src/${dir.name}/${dir.name}.island.tsx`))
  .map((dir) => dir.name);
// Islands that always share a page, packaged together (the registry imports these for them).
const groupNames = readdirSync('packages/islands/src/groups').map((file) => basename(file, '.ts'));

const common: Options = {
  format: 'esm',
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Workspace packages stay imports of each other, not copies.
  external: [/^@shop-islands\//, 'react', 'react-dom', /^@preact\//, 'js-cookie', /^@floating-ui\//, /^swiper/, 'maplibre-gl', 'leaflet', 'supercluster', 'topojson-client', /^world-atlas\//],
};

/**
 * esbuild writes each island entry's stylesheet beside it (`buy-button.css`: the CSS of every
 * module the island uses, its lazily loaded parts included) but the JS does not import it, so a
 * bundler user's island would come up unstyled. Each island entry imports its own stylesheet
 * instead; `index.js` does not, since its stylesheet holds every island's CSS (offered on its
 * own as `@shop-islands/islands/styles.css`).
 */
function islandsImportTheirCss(): { esbuildPlugin: EsbuildPlugin; plugin: Plugin } {
  // Output JS (absolute path) → the file name of its stylesheet, from esbuild's metafile.
  const stylesheetOf = new Map<string, string>();
  return {
    esbuildPlugin: {
      name: 'island-stylesheets',
      setup(build) {
        build.onEnd((result) => {
          for (const [output, meta] of Object.entries(result.metafile?.outputs ?? {})) {
            if (meta.cssBundle) stylesheetOf.set(resolve(output), basename(meta.cssBundle));
          }
        });
      },
    },
    plugin: {
      name: 'island-imports-stylesheet',
      renderChunk(code, chunk) {
        const stylesheet = stylesheetOf.get(resolve(chunk.path));
        if (!stylesheet || ![...islandNames, ...groupNames].includes(basename(chunk.path, '.js'))) return;
        // Appended after the code, so that no mapped line moves; where an import stands does not
        // change when it runs (the tree-shaking pass then lists it with the other imports).
        return { code: code.replace(/(\n\/\/# sourceMappingURL=\S+\s*)?$/, `\nimport './${stylesheet}';$1`) };
      },
    },
  };
}
const stylesheets = islandsImportTheirCss();

export default defineConfig([
  { ...common, entry: { index: 'packages/store/src/index.ts' }, outDir: 'packages/store/dist' },
  { ...common, entry: { index: 'packages/api/src/index.ts' }, outDir: 'packages/api/dist' },
  { ...common, entry: { index: 'packages/loader/src/index.ts' }, outDir: 'packages/loader/dist' },
  {
    ...common,
    entry: {
      index: 'packages/islands/src/index.ts',
      ...Object.fromEntries(islandNames.map((name) => [name, `packages/islands/src/${name}/${name}.island.tsx`])),
      ...Object.fromEntries(groupNames.map((name) => [name, `packages/islands/src/groups/${name}.ts`])),
    },
    outDir: 'packages/islands/dist',
    splitting: true,
    esbuildPlugins: [stylesheets.esbuildPlugin],
    plugins: [stylesheets.plugin],
  },
]);

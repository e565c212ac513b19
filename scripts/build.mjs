// Builds the drop-in folders (dist/islands, dist/islands-preact) from one source tree, then the
// ESM + .d.ts packages for bundler users (tsup). Run by `npm run build`.
import { build, transform } from 'esbuild';
import { rolldown } from 'rolldown';
import { minify as terser } from 'terser';
import { gzipAsync } from '@gfx/zopfli';
import { ensureReact18 } from './npm-setup.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const islandsSrc = `${root}packages/islands/src`;

/** Island chunk entries: packages/islands/src/<name>/<name>.island.tsx */
export function islandEntries() {
  return readdirSync(islandsSrc, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`${islandsSrc}/${dir.name}/${dir.name}.island.tsx`))
    .map((dir) => dir.name)
    .sort();
}

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * The React flavour bundles React 18.3 from vendor/react-18 (installed by scripts/ensure-setup.mjs):
 * 45 KB gzip against 19.3's 68 KB, the difference between meeting the catalogue page's 80 KB
 * budget (DESIGN §6) and missing it by 7 KB. The islands use nothing that 19 added (refs only on
 * DOM elements, string form actions, no `use`); the React flavour's browser tests run on 18.3, the
 * unit tests and Storybook on 19.
 */
ensureReact18();
const react18 = `${root}vendor/react-18/node_modules`;
const reactAliases = {
  react: `${react18}/react/index.js`,
  'react-dom': `${react18}/react-dom/index.js`,
  'react-dom/client': `${react18}/react-dom/client.js`,
  'react/jsx-runtime': `${react18}/react/jsx-runtime.js`,
  'react/jsx-dev-runtime': `${react18}/react/jsx-runtime.js`,
};

const TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15'];
// NO_MINIFY=1 keeps names readable in a CPU profile.
const minify = !process.env.NO_MINIFY;

/**
 * What every page with islands needs once: the framework, signals, the store, the API helpers,
 * the island runtime and the small UI pieces most islands use. One file instead of a dozen
 * automatic chunks: each file is compressed on its own, so fewer files weigh less (about 2 KB
 * gzip on the catalogue page). The page start-up code (core-entry) is in the group too, so the
 * chunk becomes `core.js` itself, which the loader imports on every page. Rarely used UI
 * (dialogs, the popover with its positioning library) stays out, in chunks of its own, and so do
 * the API's call modules (each with its answer check): they go with the island that makes the call
 * — except the compare calls, which the catalogue list and the item actions share.
 */
const COMMON =
  /node_modules[\\/](preact|@preact[\\/]signals-core|react|react-dom|scheduler|js-cookie)[\\/]|packages[\\/](store|loader)[\\/]src[\\/]|packages[\\/]api[\\/]src[\\/](?!calls[\\/](?!compare-list\.))|packages[\\/]islands[\\/]src[\\/](runtime[\\/]|boot[\\/]core-entry\.|ui[\\/](live-region|visually-hidden|lazy-popover|money|plural|messages|state-labels|spinner)\.)/;

/**
 * Island code that always appears on the same pages: the catalogue's filter and list, and an
 * item's buy button and compare toggle (every catalogue item and the product page have both).
 */
const TOGETHER = {
  catalog: ['catalog-filter', 'catalog-list'],
  'item-actions': ['buy-button', 'compare-toggle'],
};

/**
 * Stylesheets, the way the loader wants them: each island's `<name>.css` holds the CSS of every
 * module its chunk imports (in import order), minified; the JS gets none.
 */
function islandStylesheets(names, withCss) {
  const sources = new Map();
  return {
    name: 'island-stylesheets',
    load(id) {
      if (!id.endsWith('.css')) return null;
      sources.set(id, readFileSync(id, 'utf8'));
      return { code: '', moduleType: 'js', moduleSideEffects: true };
    },
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !names.includes(chunk.name)) continue;
        const seen = new Set();
        const css = [];
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          if (sources.has(id)) css.push(sources.get(id));
          const info = this.getModuleInfo(id);
          // Lazily imported parts (the popover) bring their CSS here too: it is small, and
          // nothing else would link it when they load.
          for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(imported);
        };
        visit(chunk.facadeModuleId);
        if (!css.length) continue;
        const { code } = await transform(css.join('\n'), { loader: 'css', minify, target: TARGET });
        this.emitFile({ type: 'asset', fileName: `${chunk.name}.css`, source: code });
        withCss.push(chunk.name);
      }
    },
  };
}

/**
 * A second, slower minification of each written file with terser (source map carried over): it
 * finds what the bundlers' fast minifiers leave, about 0.7 KB gzip on the catalogue page. Only
 * safe compress options: the signals' getters have effects, so nothing may assume otherwise.
 */
async function squeeze(file) {
  // A two-line re-export (an island packaged with another) comes without a map.
  const hasMap = existsSync(`${file}.map`);
  const { code, map } = await terser(readFileSync(file, 'utf8'), {
    module: true,
    ecma: 2020,
    compress: { passes: 3 },
    format: { ascii_only: true },
    sourceMap: hasMap && { content: readFileSync(`${file}.map`, 'utf8'), url: `${basename(file)}.map` },
  });
  writeFileSync(file, code);
  if (hasMap) writeFileSync(`${file}.map`, map);
}

/**
 * `<file>.gz` beside every script and stylesheet, compressed with zopfli: a server that sends
 * precompressed files (nginx `gzip_static on`) sends about 3 % fewer bytes than gzip -9 on the
 * fly, and spends no time compressing. Any gzip-capable browser reads them.
 */
async function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue;
    const file = `${entry.parentPath}/${entry.name}`;
    writeFileSync(`${file}.gz`, await gzipAsync(readFileSync(file), { numiterations: 15 }));
  }
}

/** `react` → `preact/compat` and friends, resolved from the importer like any bare import. */
const flavourAliases = (alias) => ({
  name: 'flavour-aliases',
  resolveId(id, importer) {
    return alias[id] ? this.resolve(alias[id], importer, { skipSelf: true }) : null;
  },
});

async function buildFlavour(outdir, alias) {
  rmSync(outdir, { recursive: true, force: true });
  const names = islandEntries();
  const input = { core: `${islandsSrc}/boot/core-entry.ts` };
  for (const name of names) input[name] = `${islandsSrc}/${name}/${name}.island.tsx`;
  const withCss = [];
  // Pass 1: islands and core; shared code in one common chunk, the rest split automatically.
  const bundle = await rolldown({
    input,
    platform: 'browser',
    tsconfig: `${root}tsconfig.json`,
    transform: { jsx: 'react-jsx', target: TARGET, define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [flavourAliases(alias), islandStylesheets(names, withCss)],
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'es',
    minify,
    sourcemap: true,
    comments: false,
    // Escaped Cyrillic compresses a little better than UTF-8 here (measured: 0.13 KB gzip).
    charset: 'ascii',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    codeSplitting: {
      groups: [
        { name: 'common', test: (id) => COMMON.test(id) },
        // Islands that always share a page travel together: one file compresses better than two,
        // and their entry files become two-line re-exports.
        ...Object.entries(TOGETHER).map(([name, islands]) => ({ name, test: (id) => islands.some((island) => id.includes(`/islands/src/${island}/`)) })),
      ],
    },
  });
  await bundle.close();
  // An island packaged with others has an entry file that only re-exports from their shared
  // chunk: the loader imports that chunk directly (one request fewer) and takes the island's export.
  const inGroup = {};
  for (const file of output) {
    const reexport = file.type === 'chunk' && file.isEntry && /^export\s*\{\s*([\w$]+) as default\s*\}\s*from\s*"\.\/([^"]+)";?\s*(\/\/.*)?$/.exec(file.code.trim());
    if (reexport) inGroup[file.name] = [reexport[2], reexport[1]];
  }
  // Pass 2: the loader alone, told which chunks have a stylesheet to add before mounting.
  const loader = await build({
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify,
    sourcemap: true,
    legalComments: 'none',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'warning',
    metafile: true,
    entryPoints: { loader: `${islandsSrc}/boot/loader-entry.ts` },
    outdir,
    define: {
      __ISLAND_CHUNKS__: JSON.stringify(names),
      __ISLANDS_WITH_CSS__: JSON.stringify(withCss.sort()),
      __ISLANDS_IN_GROUP__: JSON.stringify(inGroup),
    },
  });
  if (minify) for (const file of [...output.filter((file) => file.type === 'chunk').map((file) => file.fileName), 'loader.js']) await squeeze(`${outdir}/${file}`);
  await precompress(outdir);
  // What each file imports (paths within the output folder), for the bench: which files a page
  // downloads. The shape of esbuild's metafile, which the loader pass writes.
  const outputs = { ...loader.metafile.outputs };
  const relative = (file) => `${outdir.slice(root.length)}/${file}`;
  for (const file of output) {
    if (file.type !== 'chunk') {
      if (file.fileName.endsWith('.css')) outputs[relative(file.fileName)] = { imports: [] };
      continue;
    }
    outputs[relative(file.fileName)] = {
      imports: [
        ...file.imports.map((path) => ({ path: relative(path), kind: 'import-statement' })),
        ...file.dynamicImports.map((path) => ({ path: relative(path), kind: 'dynamic-import' })),
      ],
    };
  }
  // `islands`: the file the loader imports for each island (the bench follows it too).
  const islands = Object.fromEntries(names.map((name) => [name, inGroup[name]?.[0] ?? `${name}.js`]));
  writeFileSync(`${outdir}/meta.json`, JSON.stringify({ outputs, islands }));
  return names;
}

const names = await buildFlavour(`${root}dist/islands`, reactAliases);
await buildFlavour(`${root}dist/islands-preact`, preactAliases);
console.log(`drop-in: dist/islands and dist/islands-preact, ${names.length} islands: ${names.join(', ')}`);

if (!process.argv.includes('--drop-in-only')) {
  execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'inherit' });
  console.log('packages: ESM + .d.ts in packages/*/dist');
}

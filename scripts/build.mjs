// Builds the drop-in folders (dist/islands, dist/islands-preact) from one source tree, then the
// ESM + .d.ts packages for bundler users (tsup). Run by `npm run build`.
//
// Options: --drop-in-only (no packages); --out DIR with --flavour react|preact (one drop-in folder
// elsewhere, for the deploy test); --overlay FILE.json ({"repo/relative/path": "source"}: files
// replaced for this build only, so the deploy test can build a changed island without touching
// the tree); --quick-gzip (the `.gz` files made by zlib, not zopfli: for a build that is served
// but not measured, as the deploy test's; zopfli takes about 12 s a flavour).
import { build, transform } from 'esbuild';
import { rolldown } from 'rolldown';
import { minify as terser } from 'terser';
import { swiperTrim } from './swiper-trim.mjs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const islandsSrc = `${root}packages/islands/src`;
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};

/** Island chunk entries: packages/islands/src/<name>/<name>.island.tsx */
export function islandEntries() {
  return readdirSync(islandsSrc, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`${islandsSrc}/${dir.name}/${dir.name}.island.tsx`))
    .map((dir) => dir.name)
    .sort();
}

// The Preact flavour's React: the few React APIs the islands use, on Preact (runtime/preact-react.ts).
const preactReact = `${islandsSrc}/runtime/preact-react.ts`;
const preactAliases = {
  react: preactReact,
  'react-dom': preactReact,
  'react-dom/client': preactReact,
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * Packages whose ES module file the drop-in takes in place of the file their `main` names.
 * Leaflet's `main` is one UMD function of 150 KB, which the browser compiles on the main thread
 * when the chunk runs; its module file is compiled with the chunk (docs/budgets.md#return-map).
 */
const moduleFiles = { leaflet: 'leaflet/dist/leaflet-src.esm.js' };

/** The browsers the islands support (docs/embedding.md#browsers): syntax is lowered to them. */
const TARGET = ['es2022', 'chrome100', 'firefox115', 'safari15.4'];
// NO_MINIFY=1 keeps names readable in a CPU profile.
const minify = !process.env.NO_MINIFY;
/** The loader's budget (docs/budgets.md): the build fails above it. */
const LOADER_BUDGET = 2048;

/** Files replaced for this build only (--overlay), by absolute path. */
const overlay = Object.fromEntries(
  Object.entries(option('--overlay') ? JSON.parse(readFileSync(option('--overlay'), 'utf8')) : {}).map(([path, source]) => [resolve(root, path), source]),
);

/**
 * What every page with islands needs once: the framework, signals, the store, the API helpers,
 * the island runtime, the registry and the small UI pieces most islands use. One file instead of
 * a dozen automatic chunks: each file is compressed on its own, so fewer files weigh less (about
 * 2 KB gzip on the catalogue page). The page start-up code (core-entry) is in the group too, so
 * the chunk becomes `core.js` itself, which the loader imports on every page. Rarely used UI
 * (dialogs, the popover with its positioning library) stays out, in chunks of its own, and so do
 * the API's call modules (each with its answer check): they go with the island that makes the call
 * — except the compare calls, which the catalogue list and the item actions share.
 */
const COMMON =
  /node_modules[\\/](preact|@preact[\\/]signals-core|react|react-dom|scheduler|js-cookie)[\\/]|packages[\\/](store|loader)[\\/]src[\\/](?!city-choice\.)|packages[\\/]api[\\/]src[\\/](?!calls[\\/](?!compare-list\.|add-to-basket\.))|packages[\\/]islands[\\/]src[\\/](runtime[\\/]|boot[\\/]core-entry\.|ui[\\/](live-region|visually-hidden|lazy-popover|money|plural|messages|state-labels|spinner|clock-context)\.)/;

/**
 * The first 6 characters of a content hash, URL-safe: the same length as the bundler's. 36 bits
 * tell two versions of one file apart with near certainty (a clash: about 1 in 69 billion), and
 * every name in core's registry is a few bytes shorter on every page than with 8.
 */
const contentHash = (content) => createHash('sha256').update(content).digest('base64url').slice(0, 6);

/** Serves --overlay sources in place of the files on disk. */
const overlayPlugin = {
  name: 'overlay',
  load(id) {
    return overlay[id] ?? null;
  },
};

/**
 * Each island's stylesheet: the CSS of every module its entry reaches (lazily imported parts such
 * as the popover included: nothing else would link their CSS), in import order, minified, named
 * `<island>-<hash>.css`. Built before the scripts because `core.js` names these files: a changed
 * stylesheet changes core's hash too. The same for both flavours (the frameworks bring no CSS).
 * One hash, of all the stylesheets together, names them all: core.js, on every page, then carries
 * one hash instead of one per island (about 140 B gzip; hashes do not compress). The price: a
 * deploy that changes one stylesheet renames them all, so a returning shopper fetches again the
 * stylesheets of the islands on the pages they open (a few hundred bytes each).
 */
async function islandStylesheets(names) {
  const result = await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, `${islandsSrc}/${name}/${name}.island.tsx`])),
    bundle: true,
    write: false,
    outdir: '/virtual',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    minify,
    target: TARGET,
    logLevel: 'warning',
    tsconfig: `${root}tsconfig.json`,
    plugins: [
      {
        name: 'overlay',
        setup(esbuild) {
          esbuild.onLoad({ filter: /\.(ts|tsx|css)$/ }, (args) =>
            overlay[args.path] === undefined ? undefined : { contents: overlay[args.path], loader: args.path.split('.').pop() },
          );
        },
      },
    ],
  });
  const files = result.outputFiles.filter((file) => file.path.endsWith('.css')).sort((a, b) => (a.path < b.path ? -1 : 1));
  const hash = contentHash(Buffer.concat(files.flatMap((file) => [Buffer.from(`${basename(file.path)}\n`), file.contents])));
  const sheets = {};
  for (const file of files) {
    const name = basename(file.path, '.css');
    sheets[name] = { hash, fileName: `${name}-${hash}.css`, code: file.contents };
  }
  return sheets;
}

/**
 * A second, slower minification of each written file with terser (source map carried over): it
 * finds what the bundlers' fast minifiers leave, about 0.7 KB gzip on the catalogue page. Only
 * safe compress options: the signals' getters have effects, so nothing may assume otherwise.
 * Deterministic, so a file's hash (taken before) still changes exactly when its content does.
 * `ownCode`: unused trailing parameters may go (12 B gzip off the Preact core), which changes
 * what a function's `length` says. Only for core and the loader, whose code (ours, Preact or
 * React, signals-core, js-cookie) never reads it; the island chunks bundle libraries that might.
 * `arrows`: function expressions that never use `this` become arrow functions (about 75 B gzip
 * off the Preact flavour's catalogue page), which have no `prototype` and cannot be called with
 * `new`. Only for chunks of code that constructs nothing but classes and declared functions:
 * ours, Preact's, signals-core's and js-cookie's (`arrowSafe`).
 */
async function squeeze(file, { eager = false, ownCode = false, arrows = false, pickNames = false } = {}) {
  const hasMap = existsSync(`${file}.map`);
  let { code, map } = await terser(readFileSync(file, 'utf8'), {
    module: true,
    ecma: 2020,
    compress: { passes: 3, keep_fargs: !ownCode, unsafe_arrows: arrows },
    format: { ascii_only: true },
    // No `url`: the script does not name its map (see `sourcemap: 'hidden'` below).
    sourceMap: hasMap && { content: readFileSync(`${file}.map`, 'utf8'), asObject: true },
  });
  if (pickNames && !process.argv.includes('--quick-gzip')) ({ code, map } = await smallestNaming(code, map));
  writeFileSync(file, eager ? `${EAGER_HINT}\n${code}` : code);
  // With the hint, the map's lines move down by the one it takes: an empty line first.
  if (hasMap) writeFileSync(`${file}.map`, JSON.stringify(eager ? { ...map, mappings: `;${map.mappings}` } : map));
}

/**
 * The order in which the second minifier hands out short names: its own (by how often each
 * character occurs in the file's other text), with the neighbours of one pair among the first 24
 * swapped when `variant`'s bit for that pair is set. `variant` 0 is terser's own order.
 */
function namesInOrder(variant) {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
  const all = `${first}0123456789`;
  let counts, lead, rest;
  return {
    // Ties keep the alphabet's order, as terser's own does.
    reset: () => (counts = new Map([...all].map((char, index) => [char, -index * 1e-6]))),
    consider: (text, delta) => {
      for (const char of text) if (counts.has(char)) counts.set(char, counts.get(char) + delta);
    },
    sort: () => {
      rest = [...all].sort((a, b) => counts.get(b) - counts.get(a));
      for (let pair = 0; pair < 12; pair++) if ((variant >> pair) & 1) rest.splice(pair * 2, 2, rest[pair * 2 + 1], rest[pair * 2]);
      lead = rest.filter((char) => first.includes(char));
    },
    get: (n) => {
      let name = lead[n % lead.length];
      for (n = Math.floor(n / lead.length); n > 0; n = Math.floor(n / rest.length)) name += rest[--n % rest.length];
      return name;
    },
  };
}

/**
 * The same code under a few orders of short names (`namesInOrder`), kept in the one that
 * precompresses smallest. zopfli's block splitting either finds its split in a file or does not,
 * and which it does turns on details as small as which variable got which letter: `core.js`'s
 * `.gz` jumped by about 75 B between builds that changed nothing in it but names
 * (docs/budgets.md). Trying five more orders finds the smaller mode; deterministic, like the
 * rest of the build. About 3 s a flavour, so only for the files every page loads.
 */
async function smallestNaming(code, map) {
  const candidates = [{ code, map }];
  for (const variant of [1, 2, 4, 8, 16]) {
    candidates.push(
      await terser(code, {
        module: true,
        ecma: 2020,
        compress: false,
        mangle: { nth_identifier: namesInOrder(variant) },
        format: { ascii_only: true },
        sourceMap: map && { content: map, asObject: true },
      }),
    );
  }
  // Compressed side by side; the first of the smallest wins, as when they were tried in turn.
  const sizes = await Promise.all(candidates.map(async (candidate) => (await zopfli(Buffer.from(candidate.code))).length));
  const best = sizes.indexOf(Math.min(...sizes));
  return { ...candidates[best], size: sizes[best] };
}

/**
 * Chromium's compile hint (docs/budgets.md#lighthouse): with this first line, the browser compiles
 * every function of the script while it streams it in, beside the page, instead of each one on the
 * main thread when first called. Worth it only for a script whose functions run as soon as it does
 * and that is large: the React flavour's `core.js` (react-dom), whose evaluation it halves.
 */
const EAGER_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Whether a chunk's functions may become arrows (`squeeze`): it bundles no package but Preact,
 * signals-core and js-cookie, whose constructors are declared functions (checked in their
 * sources), beside this project's code, which constructs only classes.
 */
const arrowSafe = (chunk) => Object.keys(chunk.modules).every((id) => !id.includes('node_modules') || /node_modules[\\/](preact|@preact[\\/]signals-core|js-cookie)[\\/]/.test(id));

/**
 * A file as the build precompresses it. Kept by content: the naming that `smallestNaming` chose
 * was compressed while it was chosen, and `precompress` takes that result instead of a second
 * run (about 0.4 s for the Preact `core.js`).
 */
const compressed = new Map();
function zopfli(source) {
  const key = createHash('sha256').update(source).digest('base64');
  if (!compressed.has(key)) compressed.set(key, inZopfliThread(source));
  return compressed.get(key);
}

/**
 * zopfli runs a file from start to end in one call of its WebAssembly: the two flavours' 130
 * files took about 60 s of the build, one after the other on the main thread. The build hands
 * them to one thread per core instead (`--drop-in-only` on 2 cores: 114 → 95 s; the map's 1 MB
 * chunk alone takes 11–12 s). The output is the same bytes, whichever thread made it.
 */
const idleThreads = [];
const zopfliJobs = [];
let zopfliThreads;
function inZopfliThread(source) {
  zopfliThreads ??= Array.from({ length: availableParallelism() }, () => {
    const thread = new Worker(new URL('./zopfli-worker.mjs', import.meta.url));
    // Idle threads do not keep the build running once it is done.
    thread.unref();
    idleThreads.push(thread);
    return thread;
  });
  return new Promise((resolve, reject) => {
    zopfliJobs.push({ source, resolve, reject });
    nextZopfliJob();
  });
}
function nextZopfliJob() {
  while (idleThreads.length && zopfliJobs.length) {
    const thread = idleThreads.pop();
    const { source, resolve, reject } = zopfliJobs.shift();
    thread.ref();
    thread.once('message', ({ result, error }) => {
      thread.unref();
      idleThreads.push(thread);
      if (error) reject(new Error(`zopfli: ${error}`));
      else resolve(Buffer.from(result));
      nextZopfliJob();
    });
    thread.postMessage(source);
  }
}

/**
 * `<file>.gz` beside every script and stylesheet, compressed with zopfli: a server that sends
 * precompressed files (nginx `gzip_static on`) sends about 3 % fewer bytes than gzip -9 on the
 * fly, and spends no time compressing. Any gzip-capable browser reads them.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`);
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      writeFileSync(`${file}.gz`, process.argv.includes('--quick-gzip') ? gzipSync(source, { level: 9 }) : await zopfli(source));
    }),
  );
}

/** `react` → `preact/compat` and friends, resolved from the importer like any bare import. */
const flavourAliases = (alias) => ({
  name: 'flavour-aliases',
  resolveId(id, importer) {
    return alias[id] ? this.resolve(alias[id], importer, { skipSelf: true }) : null;
  },
});

/**
 * A JSON module over 10 KB (the return map's basemap: 106 KB of countries) becomes
 * `JSON.parse('…')` instead of an object literal: a JavaScript engine reads a JSON string much
 * faster than the same data written as code, and the module is evaluated while the map sets up.
 * rolldown's own JSON plugin with this option is an experimental export kept for rolldown-vite,
 * not meant for other builds; this is the one rule of it that the drop-in needs.
 */
const largeJsonAsParse = {
  name: 'large-json-as-parse',
  load(id) {
    if (!id.endsWith('.json')) return null;
    const text = readFileSync(id, 'utf8');
    if (text.length <= 10_240) return null;
    return { code: `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, moduleType: 'js' };
  },
};

/** The drop-in takes each island's CSS from its own stylesheet file, not from the scripts. */
const cssAsNothing = {
  name: 'css-as-nothing',
  load(id) {
    return id.endsWith('.css') ? { code: '', moduleType: 'js', moduleSideEffects: false } : null;
  },
};

/**
 * One drop-in folder: `loader.js`, and otherwise only files named by their content hash — a
 * browser holding an older file in its cache, or an open tab that loads a part later, can never
 * run it against parts of another build. `core-<hash>.js` holds the registry (each island's
 * hashed script and stylesheet); `loader.js`, revalidated on every page, names core.
 */
async function buildFlavour(outdir, alias, names, sheets) {
  // React's core.js only: Preact's evaluates in a few milliseconds, and the hint would only add
  // bytes to its catalogue budget (docs/budgets.md#lighthouse).
  const eagerCore = alias !== preactAliases;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  for (const { fileName, code } of Object.values(sheets)) writeFileSync(`${outdir}/${fileName}`, code);
  // maplibre-gl's worker (the return map's vector engine) beside the chunks, hashed like them; the
  // engine's chunk is told its name (packages/islands/src/return-map/return-map.maplibre.ts).
  // Lowered to the supported browsers like every chunk: maplibre ships it with class static
  // blocks, which Safari reads from 16.4 on (an older one's map fell back to Leaflet after
  // fetching the vector engine for nothing).
  const mapWorker = (
    await transform(readFileSync(`${root}node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs`, 'utf8'), { format: 'esm', target: TARGET, minify, legalComments: 'none', logLevel: 'warning' })
  ).code;
  const mapWorkerName = `maplibre-worker-${contentHash(mapWorker)}.js`;
  writeFileSync(`${outdir}/${mapWorkerName}`, mapWorker);
  // The Leaflet map's cluster index runs in a worker of its own (return-map.clusters.ts).
  const clusterWorker = (
    await build({
      entryPoints: [`${islandsSrc}/return-map/return-map.cluster-worker.ts`],
      bundle: true,
      write: false,
      format: 'iife',
      minify,
      target: TARGET,
      legalComments: 'none',
      logLevel: 'warning',
      tsconfig: `${root}tsconfig.json`,
    })
  ).outputFiles[0].contents;
  const clusterWorkerName = `return-map-clusters-${contentHash(clusterWorker)}.js`;
  writeFileSync(`${outdir}/${clusterWorkerName}`, clusterWorker);
  const bundle = await rolldown({
    input: { core: `${islandsSrc}/boot/core-entry.ts` },
    platform: 'browser',
    tsconfig: `${root}tsconfig.json`,
    transform: {
      jsx: 'react-jsx',
      target: TARGET,
      define: {
        'process.env.NODE_ENV': '"production"',
        __MAPLIBRE_WORKER__: JSON.stringify(`./${mapWorkerName}`),
        __CLUSTER_WORKER__: JSON.stringify(`./${clusterWorkerName}`),
        // The stylesheets' one hash (`<island>-<hash>.css`), then the islands without a stylesheet.
        __ISLAND_CSS__: JSON.stringify([Object.values(sheets)[0]?.hash ?? '', ...names.filter((name) => !sheets[name])].join(' ')),
      },
    },
    plugins: [overlayPlugin, flavourAliases({ ...moduleFiles, ...alias }), cssAsNothing, largeJsonAsParse, swiperTrim],
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'es',
    minify,
    // Each script's map is written beside it but not named in it: the `//# sourceMappingURL`
    // line, a hashed name gzip cannot shorten, cost every shopper about 35 B a script (0.14 KB on
    // the catalogue page). Developer tools find the maps by the `SourceMap` header
    // (docs/embedding.md#files-and-cache-headers).
    sourcemap: 'hidden',
    comments: false,
    // Escaped Cyrillic compresses a little better than UTF-8 here (measured: 0.13 KB gzip).
    charset: 'ascii',
    // 6 characters, like contentHash above.
    entryFileNames: '[name]-[hash:6].js',
    // An island's chunk is named after the island alone (`basket-…js`, not `basket.island-…js`):
    // core.js names every chunk, and the repeated `.island` cost the catalogue page 20 B gzip.
    chunkFileNames: (chunk) => `${chunk.name.replace(/\.island$/, '')}-[hash:6].js`,
    codeSplitting: {
      groups: [
        // Islands that always share a page travel together (packages/islands/src/groups/).
        { name: 'core', test: (id) => COMMON.test(id) },
      ],
    },
  });
  await bundle.close();
  const core = output.find((file) => file.type === 'chunk' && file.isEntry);
  if (process.env.BUILD_REPORT) {
    // Where a chunk's bytes come from (before terser and compression): BUILD_REPORT=core-.
    for (const file of output.filter((file) => file.type === 'chunk' && file.fileName.startsWith(process.env.BUILD_REPORT))) {
      console.log(file.fileName);
      for (const [id, info] of Object.entries(file.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 40)) {
        console.log(`  ${String(info.renderedLength).padStart(7)} ${id.slice(root.length)}`);
      }
    }
  }
  // The loader alone, told core's hashed name.
  await build({
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify,
    sourcemap: 'external',
    legalComments: 'none',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'warning',
    entryPoints: { loader: `${islandsSrc}/boot/loader-entry.ts` },
    outdir,
    // the drop-in's loader is never stopped: createLoader leaves its `stop` out (create-loader.ts)
    define: { __CORE__: JSON.stringify(`./${core.fileName}`), __LOADER_NEVER_STOPS__: 'true' },
    // core is this build's own output, beside the loader: imported, not bundled.
    external: ['./core-*'],
  });
  if (minify) {
    for (const chunk of output.filter((file) => file.type === 'chunk')) await squeeze(`${outdir}/${chunk.fileName}`, { eager: eagerCore && chunk === core, ownCode: chunk === core, arrows: arrowSafe(chunk), pickNames: chunk === core });
    // The loader is ours alone, but arrows made it 2 B larger.
    await squeeze(`${outdir}/loader.js`, { ownCode: true, pickNames: true });
  }
  await precompress(outdir);
  // The loader's size must not depend on how many islands ship: it names none of them (every
  // name of the contract is in packages/islands/src/registry.ts, which only core.js carries).
  const loaderCode = readFileSync(`${outdir}/loader.js`, 'utf8');
  const registered = [...readFileSync(`${islandsSrc}/registry.ts`, 'utf8').matchAll(/^\s+'?([a-z-]+)'?: '(?:load|idle|visible|interaction)',$/gm)].map((match) => match[1]);
  const named = registered.filter((name) => loaderCode.includes(`"${name}"`));
  if (registered.length < 20 || named.length) throw new Error(`loader.js must name no island (names: ${named.join(', ') || 'none'}; registry read: ${registered.length})`);
  const loaderGzip = gzipSync(loaderCode, { level: 9 }).length;
  if (minify && loaderGzip > LOADER_BUDGET) throw new Error(`${outdir}/loader.js is ${loaderGzip} B gzip, over its ${LOADER_BUDGET} B budget`);

  // For the bench and the tests (kept beside the folder, not in it): what each file imports, and
  // which file and stylesheet each island loads.
  const outputs = { 'loader.js': { imports: [{ path: core.fileName, kind: 'dynamic-import' }] } };
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    outputs[file.fileName] = {
      imports: [...file.imports.map((path) => ({ path, kind: 'import-statement' })), ...file.dynamicImports.map((path) => ({ path, kind: 'dynamic-import' }))],
    };
  }
  const islands = {};
  for (const name of names) {
    const chunk = output.find((file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(`/${name}/${name}.island.tsx`)));
    islands[name] = { js: chunk.fileName, css: sheets[name]?.fileName };
  }
  writeFileSync(`${outdir}.meta.json`, JSON.stringify({ loader: 'loader.js', core: core.fileName, islands, outputs }, null, 1));
}

const names = islandEntries();
const sheets = await islandStylesheets(names);
const out = option('--out');
if (out) {
  const flavour = option('--flavour') ?? 'react';
  await buildFlavour(resolve(out), flavour === 'preact' ? preactAliases : {}, names, sheets);
  console.log(`drop-in (${flavour}): ${resolve(out)}`);
} else {
  await buildFlavour(`${root}dist/islands`, {}, names, sheets);
  await buildFlavour(`${root}dist/islands-preact`, preactAliases, names, sheets);
  console.log(`drop-in: dist/islands and dist/islands-preact, ${names.length} islands: ${names.join(', ')}`);
}

if (!process.argv.includes('--drop-in-only') && !out) {
  execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'inherit' });
  console.log('packages: ESM + .d.ts in packages/*/dist');
}

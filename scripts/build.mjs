// Builds the drop-in folders (dist/islands, dist/islands-preact) from one source tree, then the
// ESM + .d.ts packages for bundler users (tsup). Run by `npm run build`.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

const shared = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: !process.env.NO_MINIFY, // NO_MINIFY=1 keeps names readable in a CPU profile
  sourcemap: true,
  legalComments: 'none',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: `${root}tsconfig.json`,
  logLevel: 'warning',
  metafile: true,
};

async function buildFlavour(outdir, alias) {
  rmSync(outdir, { recursive: true, force: true });
  const names = islandEntries();
  const entryPoints = { core: `${islandsSrc}/boot/core-entry.ts` };
  for (const name of names) entryPoints[name] = `${islandsSrc}/${name}/${name}.island.tsx`;
  // Pass 1: islands and core, code-split so the store, React and the UI kit exist once.
  const chunks = await build({
    ...shared,
    alias,
    entryPoints,
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  });
  const withCss = names.filter((name) => existsSync(`${outdir}/${name}.css`));
  // Pass 2: the loader alone, told which chunks have a stylesheet to add before mounting.
  const loader = await build({
    ...shared,
    entryPoints: { loader: `${islandsSrc}/boot/loader-entry.ts` },
    outdir,
    define: { ...shared.define, __ISLAND_CHUNKS__: JSON.stringify(names), __ISLANDS_WITH_CSS__: JSON.stringify(withCss) },
  });
  const meta = { inputs: { ...chunks.metafile.inputs, ...loader.metafile.inputs }, outputs: { ...chunks.metafile.outputs, ...loader.metafile.outputs } };
  writeFileSync(`${outdir}/meta.json`, JSON.stringify(meta));
  return names;
}

const names = await buildFlavour(`${root}dist/islands`, {});
await buildFlavour(`${root}dist/islands-preact`, preactAliases);
console.log(`drop-in: dist/islands and dist/islands-preact, ${names.length} islands: ${names.join(', ')}`);

if (!process.argv.includes('--drop-in-only')) {
  execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'inherit' });
  console.log('packages: ESM + .d.ts in packages/*/dist');
}

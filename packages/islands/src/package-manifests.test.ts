// @vitest-environment node
/**
 * The publishable packages' manifests against the sources: a bundler user can import every
 * island and its stylesheet, and gets the dependency versions this repository tests with.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports: Record<string, string | { types: string; import: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): Manifest => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as Manifest;
const rootManifest = read('package.json') as Manifest & { devDependencies: Record<string, string> };
const publishable = ['store', 'api', 'loader', 'islands'].map((name) => read(`packages/${name}/package.json`));
const islands = readdirSync(`${root}packages/islands/src`, { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && existsSync(`${root}packages/islands/src/${dir.name}/${dir.name}.island.tsx`))
  .map((dir) => dir.name);

describe('package manifests', () => {
  it('offer every island with its types, and its stylesheet, from @shop-islands/islands', () => {
    const { exports } = read('packages/islands/package.json');
    expect(islands.length).toBeGreaterThan(0);
    for (const name of islands) {
      expect(exports[`./${name}`]).toEqual({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
      expect(exports[`./${name}.css`]).toBe(`./dist/${name}.css`);
    }
    expect(exports['./styles.css']).toBe('./dist/index.css');
  });

  it('are published at the repository’s version and depend on each other at that version', () => {
    for (const manifest of publishable) {
      expect(manifest.private, manifest.name).toBeUndefined();
      expect(manifest.version, manifest.name).toBe(rootManifest.version);
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
        if (name.startsWith('@shop-islands/')) expect(range, `${manifest.name} → ${name}`).toBe(rootManifest.version);
      }
    }
    expect(read('packages/dev-server/package.json').private).toBe(true);
  });

  it('allow the versions pinned at the root, which the tests run on', () => {
    const pinned: Record<string, string> = { ...rootManifest.devDependencies, ...rootManifest.dependencies };
    for (const manifest of publishable) {
      const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
      for (const [name, range] of Object.entries(ranges)) {
        if (name.startsWith('@shop-islands/')) continue;
        const version = pinned[name];
        expect(version, `${manifest.name} → ${name} is pinned at the root`).toBeDefined();
        // Caret ranges from the pinned version, or from the major (`^19.0.0`) for peers.
        const [major] = version!.split('.');
        expect([`^${version}`, `^${major}.0.0`], `${manifest.name} → ${name}`).toContain(range);
      }
    }
  });

  it('need React 19 for the islands, or Preact 11 in its place', () => {
    const manifest = read('packages/islands/package.json');
    expect(manifest.peerDependencies).toMatchObject({ react: '^19.0.0', 'react-dom': '^19.0.0', preact: '^11.0.0' });
    expect(manifest.peerDependenciesMeta?.preact?.optional).toBe(true);
    expect(manifest.peerDependenciesMeta?.react?.optional).toBeUndefined();
  });
});

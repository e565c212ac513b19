// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { islandChunks, createIslandRegistry } from './bundler-registry';
import { ISLAND_DEFAULTS } from './registry';

const here = fileURLToPath(new URL('.', import.meta.url));
const islandFolders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${here}${entry.name}/${entry.name}.island.tsx`))
  .map((entry) => entry.name)
  .sort();

describe('island registry', () => {
  it('knows every island folder, for the drop-in loader and for bundler users alike', () => {
    expect(islandFolders.length).toBeGreaterThan(0);
    for (const name of islandFolders) expect(Object.keys(ISLAND_DEFAULTS)).toContain(name);
    expect(Object.keys(islandChunks).sort()).toEqual(islandFolders);
  });

  it('gives each shipped island the default moment the contract lists for it', () => {
    for (const [name, [hydrate]] of Object.entries(islandChunks)) expect(hydrate, name).toBe(ISLAND_DEFAULTS[name as keyof typeof ISLAND_DEFAULTS]);
    expect(createIslandRegistry()['buy-button']!.hydrate).toBe('interaction');
  });

  it('names islands in kebab-case, the same word as their folder', () => {
    for (const name of Object.keys(ISLAND_DEFAULTS)) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  // Its own time limit: the first import of each island transforms its whole module graph (the
  // map's engines and the slider included), about 3 s on a quiet machine. Under load it once took
  // more than the default 5 s.
  it('loads each bundled island as a module the loader can mount', { timeout: 60_000 }, async () => {
    const registry = createIslandRegistry();
    for (const name of islandFolders) {
      const module = await registry[name]!.load();
      expect(typeof module.parseProps).toBe('function');
      expect(typeof module.mount).toBe('function');
    }
  });
});

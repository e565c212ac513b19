// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, object, optional, text, withInfo } from '@shop-islands/api';
import { exampleOf, PAGES_DIR, renderPage, ROOT, shippedIslands, sizeSection, withoutSizes } from '../../../scripts/docs/pages';
import { propsTable } from '../../../scripts/docs/props';
import { ISLAND_DEFAULTS, type IslandName } from './registry';

describe('islands reference pages (docs/islands, npm run docs)', () => {
  test.each(shippedIslands())('docs/islands/%s.md is what npm run docs writes from the code (sizes aside)', async (island) => {
    const file = `${PAGES_DIR}/${island}.md`;
    expect(existsSync(file), `${file} is missing: run npm run docs`).toBe(true);
    const page = await renderPage(island);
    expect(withoutSizes(readFileSync(file, 'utf8')), `${file} is out of date: run npm run docs`).toBe(withoutSizes(page));
  });

  test.each(shippedIslands())('the %s page states its default moment and has one copy-paste example of the island', async (island) => {
    const page = await renderPage(island);
    expect(page).toContain(`Default \`data-hydrate\`: \`${ISLAND_DEFAULTS[island as IslandName]}\``);
    expect(exampleOf(page)).toContain(`data-island="${island}"`);
  });

  test("README's islands table links every island's page, with its default moment", () => {
    const readme = readFileSync(`${ROOT}/README.md`, 'utf8');
    for (const island of shippedIslands()) {
      expect(readme).toContain(`| [\`${island}\`](docs/islands/${island}.md) | ${ISLAND_DEFAULTS[island as IslandName]} |`);
    }
  });

  test('a prop the check reads but the docs do not explain, or the reverse, stops the generator', () => {
    const check = object({ productId: count, label: optional(text, 'Купить'), extra: optional(object({ note: text }), null) });
    const meanings = { productId: 'id', label: 'text', extra: 'more' };
    expect(() => propsTable('demo', [check], meanings)).toThrow(/no meaning for extra\.note/);
    expect(() => propsTable('demo', [check], { ...meanings, 'extra.note': 'n', gone: 'old' })).toThrow(/no such prop: gone/);
    const table = propsTable('demo', [check], { ...meanings, 'extra.note': 'a note' });
    expect(table).toContain('| `productId` | a whole number ≥ 0 | required | id |');
    expect(table).toContain('| `label` | text | optional, default `"Купить"` | text |');
    expect(table).toContain('| `extra.note` | text | required | a note |');
  });

  test('props of two variants: each field says what every variant accepts, and one only some variants need is not plainly required', () => {
    const literal = (words: string) => withInfo((value: unknown) => value, { expected: words });
    const one = object({ productId: count, variant: optional(literal("'catalog' or 'product'"), 'catalog') });
    const other = object({ variant: literal("'similar'"), sectionCode: text });
    const table = propsTable('demo', [one, other], { productId: 'id', variant: 'which', sectionCode: 'section' });
    expect(table).toContain("| `variant` | 'catalog' or 'product', or 'similar' |");
    expect(table).toContain('| `productId` | a whole number ≥ 0 | required where it applies | id |');
    expect(table).toContain('| `sectionCode` | text | required where it applies | section |');
  });

  test('sizes come from the build: gzip of the island\'s files and of loader + core, or how to get them', () => {
    const dist = mkdtempSync(join(tmpdir(), 'docs-sizes-'));
    expect(sizeSection('buy-button', dist)).toMatch(/Run `npm run build`/);
    for (const folder of ['islands', 'islands-preact']) {
      mkdirSync(join(dist, folder));
      const meta = {
        loader: 'loader.js',
        core: 'core-1.js',
        islands: { 'buy-button': { js: 'item-actions-1.js', css: 'buy-button-1.css' }, 'compare-toggle': { js: 'item-actions-1.js' } },
        outputs: { 'item-actions-1.js': { imports: [{ path: 'core-1.js', kind: 'import-statement' }] } },
      };
      writeFileSync(join(dist, `${folder}.meta.json`), JSON.stringify(meta));
      const sizes: Record<string, number> = { 'loader.js': 1024, 'core-1.js': 10240, 'item-actions-1.js': 2048, 'buy-button-1.css': 512 };
      for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(dist, folder, `${file}.gz`), Buffer.alloc(bytes));
    }
    const section = sizeSection('buy-button', dist);
    expect(section).toContain('| React | 2.0 KB (one file with `compare-toggle`) | 0.5 KB | 11.0 KB |');
    expect(section).toContain('| Preact | 2.0 KB');
    // The sizes differ from build to build; the comparison with the committed page leaves them out.
    expect(withoutSizes(`a\n<!-- size:start -->\n${section}\n<!-- size:end -->\nb`)).toBe(withoutSizes('a\n<!-- size:start -->\nother\n<!-- size:end -->\nb'));
  });
});

/**
 * `npm run docs`: writes docs/islands/<name>.md for every island that ships, from its hand-written
 * source and the code (scripts/docs/pages.ts). `npm run build` runs it, so the sizes on the pages
 * are those of the build just made. `--check` writes nothing and fails when a page is out of date
 * (sizes aside).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';

// Before any island module loads: they import their stylesheets.
register('./docs/css-hook.mjs', import.meta.url);
const { PAGES_DIR, renderPage, shippedIslands, withoutSizes } = await import('./docs/pages');

const check = process.argv.includes('--check');
const stale: string[] = [];
mkdirSync(PAGES_DIR, { recursive: true });
for (const island of shippedIslands()) {
  const file = `${PAGES_DIR}/${island}.md`;
  const page = await renderPage(island);
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (check) {
    if (withoutSizes(committed) !== withoutSizes(page)) stale.push(file);
  } else if (committed !== page) {
    writeFileSync(file, page);
    console.log(`docs: wrote ${file}`);
  }
}
if (stale.length) {
  console.error(`docs: out of date (run npm run docs): ${stale.join(', ')}`);
  process.exit(1);
}

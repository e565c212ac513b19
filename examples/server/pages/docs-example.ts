import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_ENDPOINTS } from '@shop-islands/dev-server';
import { exampleOf } from '../../../scripts/docs/example';
import { trusted } from '../html';
import { layout, type PageContext } from '../layout';

const pagesDir = fileURLToPath(new URL('../../../docs/islands/', import.meta.url));
const CONFIG_SCRIPT = /<script type="application\/json" id="shop-islands-config">([\s\S]*?)<\/script>/;

/**
 * `/__docs/<island>/`: the copy-paste example of docs/islands/<island>.md, as written, in the demo
 * site's layout, so the browser tests check that every reference page's example mounts. The page
 * is read on each request: a regenerated page is served without a restart.
 *
 * An example that needs its own page config (opt-quantity's `"mode": "opt"`) shows the config
 * script of header.php; its settings become this page's config (its `sessid` placeholder aside),
 * instead of a second config script.
 */
export function docsExamplePage(context: PageContext): string {
  const island = context.params.island ?? '';
  let example: string;
  try {
    example = exampleOf(readFileSync(`${pagesDir}${island}.md`, 'utf8'));
  } catch {
    return layout(context, { title: 'Нет такой страницы', main: trusted(`<h1>Нет страницы docs/islands/${island}.md</h1>`) });
  }
  let config: Record<string, unknown> = {};
  const configured = CONFIG_SCRIPT.exec(example);
  if (configured) {
    const { sessid: _placeholder, endpoints, ...rest } = JSON.parse(configured[1]!) as Record<string, unknown>;
    config = { ...rest, endpoints: { ...DEMO_ENDPOINTS, ...(endpoints as Record<string, string> | undefined) } };
    example = example.replace(CONFIG_SCRIPT, '');
  }
  return layout(context, {
    title: `Пример: ${island}`,
    config,
    main: trusted(`<h1>Пример: ${island}</h1>\n${example}`),
  });
}

/**
 * The islands' reference pages (docs/islands/<name>.md): the hand-written source of each island
 * (`packages/islands/src/<name>/<name>.docs.md`) with its placeholders replaced by parts generated
 * from the code, so those parts cannot drift from it:
 *
 * - `<!-- hydrate -->`: the default `data-hydrate` (packages/islands/src/registry.ts);
 * - `<!-- props -->`: the props table, from the island's props checks and `<name>.docs.ts`;
 * - `<!-- calls -->`: the server calls its `.island.tsx` files bind, read from packages/api/src/calls;
 * - `<!-- rules -->`: the constants its code relies on, with their values imported from the code;
 * - `<!-- texts -->`: its Russian texts (`<name>.messages.ts`);
 * - `<!-- size -->`: its size as served, from the last build (dist/islands*.meta.json and `.gz`).
 *
 * Sizes change with every build, so they sit between `<!-- size:start -->` and `<!-- size:end -->`
 * and the test that compares the committed pages leaves that part out (`withoutSizes`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiErrorMessages, ENDPOINT_KEYS } from '@shop-islands/api';
import { PATHS } from '../../packages/api/src/paths';
import { ISLAND_DEFAULTS, type IslandName } from '../../packages/islands/src/registry';
import type { IslandReference } from '../../packages/islands/src/reference.types';
import { boundCalls, describeCall, type CallReference } from './calls';
import { exampleOf } from './example';
import { propsTable } from './props';

export { exampleOf };

export const ROOT = resolve(import.meta.dirname, '../..');
const ISLANDS_SRC = `${ROOT}/packages/islands/src`;
export const PAGES_DIR = `${ROOT}/docs/islands`;

/** The islands that ship: folders with `<name>.island.tsx`, as the build finds them. */
export function shippedIslands(): string[] {
  return readdirSync(ISLANDS_SRC, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`${ISLANDS_SRC}/${dir.name}/${dir.name}.island.tsx`))
    .map((dir) => dir.name)
    .sort();
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${text}\``;

function callsTable(island: string, ownFailure?: string): string {
  // A variant may live in a chunk of its own (`compare-toggle.similar.variant.tsx`): its calls count too.
  const islandFiles = readdirSync(`${ISLANDS_SRC}/${island}`).filter((file) => file.endsWith('.island.tsx') || file.endsWith('.variant.tsx'));
  const calls = [...new Set(islandFiles.flatMap((file) => boundCalls(`${ISLANDS_SRC}/${island}/${file}`)))].map(describeCall);
  if (calls.length === 0) return 'This island makes no server call of its own.';
  return [
    '| call | method | address | sends | reads from the answer |',
    '| --- | --- | --- | --- | --- |',
    ...calls.map((call) => `| ${code(call.name)} | ${call.method} | ${cell(address(call))} | ${call.request.map(code).join(', ')} | ${cell(answer(call))} |`),
    '',
    ...(ownFailure ? [ownFailure] : failureTable()),
  ].join('\n');
}

/** The shared text of each kind of failure (`apiErrorMessage`). */
function failureTable(): string[] {
  return [
    'When a call fails, the shopper reads the text for its kind of failure (`apiErrorMessage`):',
    '',
    '| failure | text |',
    '| --- | --- |',
    // `aborted` is left out: only a superseded request is aborted, and the islands drop its failure unseen.
    ...Object.entries(apiErrorMessages)
      .filter(([kind]) => kind !== 'aborted')
      .map(([kind, text]) => `| ${code(kind)} | «${cell(text)}» |`),
  ];
}

function address(call: CallReference): string {
  const { address: where } = call;
  if (where.kind === 'given') return 'the address in the island\'s props';
  if (where.kind === 'config') {
    if (!(ENDPOINT_KEYS as readonly string[]).includes(where.configKey)) throw new Error(`${call.name}: "${where.configKey}" is not in ENDPOINT_KEYS`);
    return `page config ${code(`endpoints.${where.configKey}`)} (no default: without it the call fails as ${code('config')})`;
  }
  if (PATHS[where.configKey as keyof typeof PATHS] !== where.path) throw new Error(`${call.name}: its path differs from PATHS.${where.configKey}`);
  return `${code(where.path)}; page config ${code(`endpoints.${where.configKey}`)} overrides it`;
}

function answer(call: CallReference): string {
  const kind = call.answer === 'html' ? 'HTML' : 'JSON';
  if (call.answerFields.length) return `${kind}: ${call.answerFields.map(code).join(', ')}`;
  return `${kind}: ${call.answerExpects ?? 'nothing read'}`;
}

function rulesTable(reference: IslandReference): string {
  if (reference.rules.length === 0) return 'No constants of its own.';
  return [
    '| constant | value | what it rules |',
    '| --- | --- | --- |',
    ...reference.rules.map((rule) => `| ${code(rule.name)} | ${code(String(rule.value))} | ${cell(rule.meaning)} |`),
  ].join('\n');
}

/** Parameter names of a message function, from its source (the docs run unbundled sources). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const match = /^\s*(?:function\b[^(]*)?\(([^)]*)\)/.exec(source) ?? /^\s*([\w$]+)\s*=>/.exec(source);
  return (match?.[1] ?? '').split(',').map((parameter) => parameter.trim().replace(/[:=].*$/, '').trim()).filter(Boolean);
}

/** A message as the shopper reads it: a text, or a function shown with example arguments. */
function messageRows(value: unknown, key: string): Array<[string, string]> {
  if (typeof value === 'string') return [[key, `«${value}»`]];
  if (typeof value === 'function') {
    const names = parameterNames(value as (...args: never[]) => unknown);
    const call = value as (...args: unknown[]) => unknown;
    // Texts that insert their arguments show them as {name}; those that count (plurals: the
    // words change with the number) get 3. A text inserts its arguments as they are when its
    // {name} version with numbers put in reads as the text made from those numbers (tried with
    // 3, 5, … and 5, 7, …).
    const placeholders = names.map((name) => `{${name}}`);
    const withNames = String(call(...placeholders));
    const asIs = (first: number) => {
      const examples = names.map((_, index) => first + 2 * index);
      const filled = placeholders.reduce((text, placeholder, index) => text.replaceAll(placeholder, String(examples[index])), withNames);
      return filled === String(call(...examples));
    };
    // Otherwise the counting arguments get 3 and the others stay {name} where the text inserts
    // them as they are («В корзине 3 товара на сумму {total}», not «на сумму 3»).
    const kept = names.map((name, index) => {
      const text = String(call(...names.map((_, other) => (other === index ? `{${name}}` : 3))));
      const five = String(call(...names.map((_, other) => (other === index ? 5 : 3))));
      return text.includes(`{${name}}`) && text.replaceAll(`{${name}}`, '5') === five;
    });
    const counted = names.filter((_, index) => !kept[index]);
    const readable = placeholders.every((placeholder) => withNames.includes(placeholder)) && asIs(3) && asIs(5)
      ? withNames
      : `${String(call(...names.map((name, index) => (kept[index] ? `{${name}}` : 3))))}» for ${counted.map((name) => `${name} = 3`).join(', ')}`;
    return [[`${key}(${names.join(', ')})`, `«${readable}${readable === withNames ? '»' : ''}`]];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => messageRows(item, `${key}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    // An option list item such as {value, label}: the label is the text, the value its code.
    if ('label' in value && 'value' in value) return [[`${key} (${String((value as { value: unknown }).value)})`, `«${String((value as { label: unknown }).label)}»`]];
    return entries.flatMap(([name, item]) => messageRows(item, `${key}.${name}`));
  }
  return [];
}

function textsTable(reference: IslandReference): string {
  const rows = Object.entries(reference.messages).flatMap(([key, value]) => messageRows(value, key));
  if (rows.length === 0) return 'No text of its own (`messages` is empty).';
  return ['| key | text |', '| --- | --- |', ...rows.map(([key, text]) => `| ${code(key)} | ${cell(text)} |`)].join('\n');
}

const gzipSize = (file: string): number | undefined => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : undefined);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

interface BuildMeta {
  loader: string;
  core: string;
  islands: Record<string, { js: string; css?: string }>;
  outputs: Record<string, { imports: Array<{ path: string; kind: string }> }>;
}

/** The island's size as served (the precompressed `.gz` files of the last build), or how to get it. */
export function sizeSection(island: string, distDir = `${ROOT}/dist`): string {
  const flavours = [
    ['React', 'islands'],
    ['Preact', 'islands-preact'],
  ] as const;
  const rows: string[] = [];
  for (const [flavour, folder] of flavours) {
    const metaFile = `${distDir}/${folder}.meta.json`;
    if (!existsSync(metaFile)) return 'Run `npm run build` (then `npm run docs`) for the sizes as served.';
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as BuildMeta;
    const own = meta.islands[island];
    if (!own) return `The last build has no \`${island}\`: run \`npm run build\`, then \`npm run docs\`.`;
    const size = (file: string): number => gzipSize(`${distDir}/${folder}/${file}`) ?? NaN;
    // Its script with what that script imports, except core.js (every page loads it anyway).
    const scripts = [own.js, ...(meta.outputs[own.js]?.imports ?? []).filter((i) => i.kind === 'import-statement' && i.path !== meta.core).map((i) => i.path)];
    const shared = Object.entries(meta.islands)
      .filter(([name, files]) => name !== island && files.js === own.js)
      .map(([name]) => code(name));
    const script = scripts.reduce((sum, file) => sum + size(file), 0);
    const css = own.css ? size(own.css) : 0;
    rows.push(
      `| ${flavour} | ${kb(script)}${shared.length ? ` (one file with ${shared.join(', ')})` : ''} | ${kb(css)} | ${kb(size(meta.loader) + size(meta.core))} |`,
    );
  }
  return [
    'Gzip, as served: the precompressed `.gz` files of the last `npm run build`, which writes these figures here.',
    '',
    '| flavour | its script | its stylesheet | every page: `loader.js` + `core.js` |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const SIZE_START = '<!-- size:start -->';
const SIZE_END = '<!-- size:end -->';

/** A page with its size figures taken out: what the committed page must match whatever the build. */
export function withoutSizes(page: string): string {
  return page.replace(new RegExp(`${SIZE_START}[\\s\\S]*?${SIZE_END}`, 'g'), `${SIZE_START}${SIZE_END}`);
}

async function reference(island: string): Promise<IslandReference> {
  const module = (await import(`${ISLANDS_SRC}/${island}/${island}.docs.ts`)) as { reference?: IslandReference };
  if (!module.reference) throw new Error(`${island}.docs.ts exports no reference`);
  return module.reference;
}

/** The reference page of `island`, as `npm run docs` writes it (sizes from `distDir`). */
export async function renderPage(island: string, distDir?: string): Promise<string> {
  const sourceFile = `packages/islands/src/${island}/${island}.docs.md`;
  const source = readFileSync(`${ROOT}/${sourceFile}`, 'utf8');
  const ref = await reference(island);
  const hydrate = ISLAND_DEFAULTS[island as IslandName];
  if (!hydrate) throw new Error(`${island} is not in ISLAND_DEFAULTS`);
  const parts: Record<string, () => string> = {
    hydrate: () => code(hydrate),
    props: () => propsTable(island, ref.checks, ref.props),
    calls: () => callsTable(island, ref.callFailure),
    rules: () => rulesTable(ref),
    texts: () => textsTable(ref),
    size: () => `${SIZE_START}\n${sizeSection(island, distDir)}\n${SIZE_END}`,
  };
  const used = new Set<string>();
  const page = source.replace(/<!-- (\w+) -->/g, (whole, name: string) => {
    const part = parts[name];
    if (!part) throw new Error(`${sourceFile}: unknown placeholder ${whole}`);
    used.add(name);
    return part();
  });
  const unused = Object.keys(parts).filter((name) => name !== 'hydrate' && !used.has(name));
  if (unused.length) throw new Error(`${sourceFile}: no placeholder for ${unused.map((name) => `<!-- ${name} -->`).join(', ')}`);
  exampleOf(page);
  return `<!-- Written by \`npm run docs\` from ${sourceFile} and the code. Edit those, not this file. -->\n\n${page}`;
}

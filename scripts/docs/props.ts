/**
 * The props table of a reference page, from the island's props checks themselves: each
 * combinator of packages/api/src/check.ts (and `refine`, `withInfo` in the islands' runtime)
 * carries what it accepts (`check.info`), so the table cannot drift from what `parseProps` does.
 */
import type { Check } from '@shop-islands/api';

/** One row: a prop, or a field inside one (`help.kasko.note`, `sections[].code`). */
export interface PropRow {
  path: string;
  type: string;
  /** `required`, or the default when the prop is missing or `null`. */
  presence: string;
}

function fail(message: string): never {
  throw new Error(message);
}

/** The words for what a check accepts: its own, or built from its parts. */
export function typeWords(check: Check<unknown>): string {
  const info = check.info ?? fail(`a props check without info: ${check.toString().slice(0, 80)}`);
  if (info.fallback && info.base) return typeWords(info.base);
  if (info.expected === 'a list' && info.item) return `a list of ${plural(typeWords(info.item))}`;
  if (info.item) return `an object of ${plural(typeWords(info.item))} by key`;
  return info.expected || (info.base ? typeWords(info.base) : fail('a check without words'));
}

// «a list of objects», «a list of text»: the item's words without their article.
const plural = (words: string): string =>
  words.replace(/^an? object$/, 'objects').replace(/^an? whole number/, 'whole numbers').replace(/^a number$/, 'numbers');

function presence(check: Check<unknown>): string {
  const fallback = check.info?.fallback;
  if (!fallback) return 'required';
  if (fallback.value === undefined) return 'optional (left out)';
  return `optional, default \`${JSON.stringify(fallback.value)}\``;
}

/** The fields inside a check (`object` fields, those of a list's objects), after any `optional`. */
function innerFields(check: Check<unknown>): { fields: Record<string, Check<unknown>>; list: boolean } | null {
  let current: Check<unknown> | undefined = check;
  let list = false;
  while (current?.info) {
    if (current.info.fields) return { fields: current.info.fields, list };
    if (current.info.expected === 'a list' && current.info.item) list = true;
    current = current.info.item ?? current.info.base;
  }
  return null;
}

/**
 * The rows of the props table for `checks`, one check per variant of the props (fields of later
 * checks after those of earlier ones). A field several variants have lists what each accepts; a
 * field required by some variants only is required "where it applies", which its meaning says.
 */
export function propRows(checks: ReadonlyArray<Check<unknown>>): PropRow[] {
  const rows: PropRow[] = [];
  const variantsOf = new Map<string, number>();
  const walk = (fields: Record<string, Check<unknown>>, prefix: string): void => {
    for (const [name, check] of Object.entries(fields)) {
      const path = `${prefix}${name}`;
      const type = typeWords(check);
      const seen = rows.find((row) => row.path === path);
      if (seen) {
        if (!seen.type.split(', or ').includes(type)) seen.type = `${seen.type}, or ${type}`;
        if (!prefix) variantsOf.set(path, variantsOf.get(path)! + 1);
        continue;
      }
      rows.push({ path, type, presence: presence(check) });
      if (!prefix) variantsOf.set(path, 1);
      const inner = innerFields(check);
      if (inner) walk(inner.fields, inner.list ? `${path}[].` : `${path}.`);
    }
  };
  for (const check of checks) {
    const top = check.info?.fields ?? fail('an island props check that is not object({…})');
    walk(top, '');
  }
  for (const row of rows) {
    if (row.presence === 'required' && variantsOf.has(row.path) && variantsOf.get(row.path)! < checks.length) row.presence = 'required where it applies';
  }
  return rows;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The props table in Markdown; fails naming every prop without a meaning and every meaning without a prop. */
export function propsTable(island: string, checks: ReadonlyArray<Check<unknown>>, meanings: Readonly<Record<string, string>>): string {
  const rows = propRows(checks);
  const missing = rows.filter((row) => !meanings[row.path]).map((row) => row.path);
  const unknown = Object.keys(meanings).filter((path) => !rows.some((row) => row.path === path));
  if (missing.length || unknown.length) {
    fail(
      `${island}.docs.ts: ${[missing.length ? `no meaning for ${missing.join(', ')}` : '', unknown.length ? `no such prop: ${unknown.join(', ')}` : '']
        .filter(Boolean)
        .join('; ')}`,
    );
  }
  return [
    '| prop | type | required / default | meaning |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| \`${row.path}\` | ${cell(row.type)} | ${cell(row.presence)} | ${cell(meanings[row.path]!)} |`),
  ].join('\n');
}

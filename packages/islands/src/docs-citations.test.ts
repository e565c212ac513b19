// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The repository stands on its own: a comment, test title or page may cite only documents the
 * repository contains (docs/contributing.md#house-style). The rules live in docs/embedding.md,
 * docs/budgets.md, docs/contributing.md and docs/islands/<name>.md.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const thisFile = 'packages/islands/src/docs-citations.test.ts';

const SCANNED_DIRS = ['packages', 'scripts', 'e2e', 'examples', '.storybook', 'stories', 'docs'];
const SCANNED_FILES = ['README.md'];
const EXTENSIONS = /\.(ts|tsx|mjs|css|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'artifacts', 'public']);

function walk(dir: string): string[] {
  if (!existsSync(`${root}${dir}`)) return [];
  return readdirSync(`${root}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path);
    return EXTENSIONS.test(entry.name) ? [path] : [];
  });
}

const files = [...SCANNED_DIRS.flatMap(walk), ...SCANNED_FILES].filter((path) => path !== thisFile);

/** Island folders with an island in them: their reference pages may be cited before they are written. */
const islandFolders = new Set(
  readdirSync(`${root}packages/islands/src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${root}packages/islands/src/${entry.name}/${entry.name}.island.tsx`))
    .map((entry) => entry.name),
);

// Built from pieces so that this file does not cite them itself.
const OUTSIDE_DOCUMENTS: ReadonlyArray<[string, RegExp]> = [
  ['the product spec', new RegExp(`\\bspec ${'§'}`, 'i')],
  ['the spec', new RegExp(`\\bthe ${'spec'}('s)?\\b`, 'i')],
  ['the design brief', new RegExp(`\\b${'DES' + 'IGN'}\\b`)],
  ['the style brief', new RegExp(`\\b${'STY' + 'LE'}\\.md\\b`)],
  ['the toolchain notes', new RegExp(`\\b${'TOOL' + 'CHAIN'}\\b`)],
  ['a path outside the repository', new RegExp(`/${'work'}/shared`)],
];

/** `docs/….md`, optionally `#anchor`, as cited in text or in a relative Markdown link. */
const DOCS_CITATION = /(?<![\w-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
const README_ANCHOR = /(?<![\w/.-])README\.md#[\w-]+/g;

/** GitHub's anchor for a Markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let anchors = anchorsByFile.get(path);
  if (!anchors) {
    const text = readFileSync(`${root}${path}`, 'utf8').replace(/```[\s\S]*?```/g, '');
    anchors = new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));
    anchorsByFile.set(path, anchors);
  }
  return anchors;
}

function problemWithCitation(citation: string): string | null {
  const [path = '', anchor] = citation.split('#');
  const island = /^docs\/islands\/([a-z-]+)\.md$/.exec(path);
  if (!existsSync(`${root}${path}`) || !statSync(`${root}${path}`).isFile()) {
    if (island && islandFolders.has(island[1]!)) return null; // generated per island: may not be written yet
    return `${citation}: no such file in the repository`;
  }
  if (anchor !== undefined && !anchorsOf(path).has(anchor)) return `${citation}: no heading with that anchor`;
  return null;
}

describe('documents cited in the repository', () => {
  it('scans the sources, tests, stories, examples and pages', () => {
    expect(files).toContain('packages/store/src/city.ts');
    expect(files).toContain('docs/embedding.md');
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no document outside the repository', () => {
    const problems: string[] = [];
    for (const path of files) {
      readFileSync(`${root}${path}`, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of OUTSIDE_DOCUMENTS) {
            if (pattern.test(line)) problems.push(`${path}:${index + 1} cites ${what}: ${line.trim()}`);
          }
        });
    }
    expect(problems).toEqual([]);
  });

  it('cites only docs pages (and headings) that exist, or the page of an island folder', () => {
    const problems: string[] = [];
    for (const path of files) {
      const text = readFileSync(`${root}${path}`, 'utf8');
      for (const [citation] of text.matchAll(DOCS_CITATION)) {
        const problem = problemWithCitation(citation);
        if (problem) problems.push(`${path}: ${problem}`);
      }
      for (const [citation] of text.matchAll(README_ANCHOR)) {
        const anchor = citation.split('#')[1]!;
        if (!anchorsOf('README.md').has(anchor)) problems.push(`${path}: ${citation}: no heading with that anchor`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tells a made-up page from a real one', () => {
    expect(problemWithCitation('docs/embedding.md#store')).toBeNull();
    expect(problemWithCitation('docs/islands/buy-button.md')).toBeNull();
    expect(problemWithCitation('docs/islands/no-such-island.md')).toMatch(/no such file/);
    expect(problemWithCitation('docs/embedding.md#no-such-heading')).toMatch(/no heading/);
    expect(problemWithCitation('docs/spec.md')).toMatch(/no such file/);
  });
});

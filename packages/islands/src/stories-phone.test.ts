// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * docs/contributing.md#making-an-island: every state has a story at desktop width and at 375 px.
 * The phone partner of story `X` is `XMobile` (made with `onPhone` of .storybook/phone.ts), so the
 * stories are read as text, the modules are not imported.
 */

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every `*.stories.tsx` under packages/islands/src, as a path relative to it. */
const files = (readdirSync(here, { recursive: true }) as string[])
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('.stories.tsx'))
  .sort();

/**
 * Desktop stories that have no phone partner on purpose, by file. Keep it short: each needs a reason.
 */
const WITHOUT_PHONE: Readonly<Record<string, readonly string[]>> = {
  // «Off» is a page that is not mobile (576 px or wider, no `mobile` class): at 375 px the page is
  // always mobile (docs/embedding.md#page-variants), so that state cannot happen on a phone.
  'mobile-search/mobile-search.stories.tsx': ['Off'],
  // Not a component: what `formatPrice` and `pluralRu` print, the same at every width.
  'ui/format.stories.tsx': ['PricesAndPlurals'],
};

function storyNames(file: string): string[] {
  const text = readFileSync(`${here}${file}`, 'utf8');
  return [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
}

describe('stories at desktop width and at 375 px', () => {
  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain('buy-button/buy-button.stories.tsx');
  });

  it.each(files)('%s: every desktop story has its phone partner <Name>Mobile', (file) => {
    const names = new Set(storyNames(file));
    const allowed = WITHOUT_PHONE[file] ?? [];
    const missing = [...names].filter((name) => !name.endsWith('Mobile') && !allowed.includes(name) && !names.has(`${name}Mobile`));
    expect(missing, `${file}: no phone partner for ${missing.join(', ')} (add \`export const <Name>Mobile = onPhone(<Name>)\`)`).toEqual([]);
  });

  it.each(files)('%s: no story name starts with Mobile (the phone partner of X is XMobile)', (file) => {
    const misnamed = storyNames(file).filter((name) => name.startsWith('Mobile'));
    expect(misnamed, `${file}: rename ${misnamed.join(', ')} to <State>Mobile`).toEqual([]);
  });

  it.each(files)('%s: takes the phone viewport from .storybook/phone.ts', (file) => {
    const text = readFileSync(`${here}${file}`, 'utf8');
    expect(/value:\s*'mobile'/.test(text), `${file}: use PHONE or onPhone() of .storybook/phone.ts`).toBe(false);
  });

  it('lists only stories that exist and have no partner in WITHOUT_PHONE', () => {
    const stale = Object.entries(WITHOUT_PHONE).flatMap(([file, allowed]) => {
      const names = files.includes(file) ? storyNames(file) : [];
      return allowed.filter((name) => !names.includes(name) || names.includes(`${name}Mobile`)).map((name) => `${file}: ${name}`);
    });
    expect(stale).toEqual([]);
  });
});

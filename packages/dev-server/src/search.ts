/** Text matching for the suggestions: case, ё/е and a wrong keyboard layout («cbuyfk» → «сигнал»). */

const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const layoutMap = new Map([...LATIN].map((ch, index) => [ch, CYRILLIC[index] as string]));

export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** The query as typed with the Latin layout switched on by mistake, or null when it has no Latin letters. */
export function switchLayout(text: string): string | null {
  const lower = text.toLowerCase();
  if (!/[a-z[\];',.`]/.test(lower)) return null;
  return [...lower].map((ch) => layoutMap.get(ch) ?? ch).join('');
}

/** Every word of the query occurs in the text. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = normalize(text);
  return normalize(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

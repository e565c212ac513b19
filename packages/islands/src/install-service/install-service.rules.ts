/**
 * What PHP prints before or inside a page when a script warns or dies (`<b>Warning</b>:` …): an
 * answer carrying one is not the block the template meant.
 */
const PHP_DIAGNOSTIC = /<b>(?:Warning|Notice|Deprecated|Fatal error|Parse error)<\/b>/i;

/** What an answer of getBwIButton is (docs/islands/install-service.md). */
export type BlockAnswer = 'block' | 'empty' | 'malformed';

/**
 * Sorts an answer of getBwIButton: nothing but white space is `empty` (the fallback stays);
 * markup that does not start and end with a tag, or carries a PHP diagnostic, is `malformed`
 * (a cut or broken answer: inserting it would break the page around it).
 */
export function classifyBlock(html: string): BlockAnswer {
  const body = html.trim();
  if (body === '') return 'empty';
  if (!body.startsWith('<') || !body.endsWith('>') || PHP_DIAGNOSTIC.test(body)) return 'malformed';
  return 'block';
}

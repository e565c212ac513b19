/**
 * What PHP prints before or inside a page when a script warns or dies (`<b>Warning</b>:` …): an
 * answer carrying one is not the block the template meant.
 */
const PHP_DIAGNOSTIC = /<b>(?:Warning|Notice|Deprecated|Fatal error|Parse error)<\/b>/i;

/**
 * A whole page where a block was asked for: a site's 404 or login page answered with status 200,
 * or a mistyped address. Its styles and header would restyle the product page and mount its
 * header's islands twice.
 */
const WHOLE_PAGE = /<(?:!doctype|html|head|body)[\s>]/i;

/** What an answer of getBwIButton is (docs/islands/install-service.md). */
export type BlockAnswer = 'block' | 'empty' | 'malformed';

/**
 * Sorts an answer of getBwIButton: nothing but white space is `empty` (the fallback stays);
 * markup that does not start and end with a tag, carries a PHP diagnostic or is a whole page, is
 * `malformed` (a cut, broken or wrong answer: inserting it would break the page around it).
 */
export function classifyBlock(html: string): BlockAnswer {
  const body = html.trim();
  if (body === '') return 'empty';
  if (!body.startsWith('<') || !body.endsWith('>') || PHP_DIAGNOSTIC.test(body) || WHOLE_PAGE.test(body)) return 'malformed';
  return 'block';
}

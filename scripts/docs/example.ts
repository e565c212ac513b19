/**
 * The copy-paste example of a reference page: its one ```` ```html example ```` block. The examples
 * server puts it on a page of its own (`/__docs/<island>/`) and the browser tests mount it there,
 * so an example that no longer works fails the tests.
 */
export function exampleOf(page: string): string {
  const blocks = [...page.matchAll(/^```html example\n([\s\S]*?)^```$/gm)];
  if (blocks.length !== 1) throw new Error(`a reference page needs exactly one \`\`\`html example block, found ${blocks.length}`);
  return blocks[0]![1]!;
}

import { Markdown, Source } from '@storybook/addon-docs/blocks';

/**
 * An island's reference page (docs/islands/<name>.md) on its Docs page. Storybook's `Markdown`
 * block renders fenced code blocks empty, so the page is split at them: prose through `Markdown`,
 * each code block (the markup to copy) through `Source`, which shows it with a copy button.
 */
export function ReferencePage({ page }: { page: string }) {
  // split() with capture groups: prose, language, code, prose, language, code … prose.
  const parts = page.split(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/m);
  const blocks = [];
  for (let index = 0; index < parts.length; index += 3) {
    const prose = parts[index]!;
    if (prose.trim()) blocks.push(<Markdown key={`p${index}`}>{prose}</Markdown>);
    const code = parts[index + 2];
    if (code !== undefined) blocks.push(<Source key={`c${index}`} code={code.trimEnd()} language={(parts[index + 1] || 'html') as 'html'} dark={false} />);
  }
  return <>{blocks}</>;
}

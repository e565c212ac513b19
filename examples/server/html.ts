import { escapeHtml, propsAttr } from '@shop-islands/dev-server';

/** Markup that is already safe: produced by `html` or by the backend's templates. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(part);
};

/**
 * Server templates of the example pages, the way a Bitrix template would print them: every
 * interpolated value is escaped unless it is already `SafeHtml`.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < parts.length ? render(parts[index]!) : ''), ''));
}

/** Trusted markup from the backend's own renderers (already escaped there). */
export const trusted = (markup: string) => new SafeHtml(markup);

/** An island mark with its props and its server fallback (docs/embedding.md#props). */
export function island(name: string, props: unknown, fallback: SafeHtml, attrs: { hydrate?: string; id?: string; className?: string } = {}): SafeHtml {
  const hydrate = attrs.hydrate ? html` data-hydrate="${attrs.hydrate}"` : '';
  const id = attrs.id ? html` id="${attrs.id}"` : '';
  const className = attrs.className ? html` class="${attrs.className}"` : '';
  return trusted(`<div data-island="${escapeHtml(name)}"${id}${className}${hydrate} data-props='${propsAttr(props)}'>${fallback.value}</div>`);
}

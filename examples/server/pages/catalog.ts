import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Каталог: the server-rendered page; its islands arrive with their issues. */
export function catalogPage(context: PageContext): string {
  return layout(context, {
    title: 'Каталог',
    main: html`<h1>Каталог</h1>`,
  });
}

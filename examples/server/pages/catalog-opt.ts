import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Оптовый каталог: the server-rendered page; its islands arrive with their issues. */
export function catalogOptPage(context: PageContext): string {
  return layout(context, {
    title: 'Оптовый каталог',
    main: html`<h1>Оптовый каталог</h1>`,
  });
}

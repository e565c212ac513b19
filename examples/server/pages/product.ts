import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Карточка товара: the server-rendered page; its islands arrive with their issues. */
export function productPage(context: PageContext): string {
  return layout(context, {
    title: 'Карточка товара',
    main: html`<h1>Карточка товара</h1>`,
  });
}

import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Сравнение товаров: the server-rendered page; its islands arrive with their issues. */
export function comparePage(context: PageContext): string {
  return layout(context, {
    title: 'Сравнение товаров',
    main: html`<h1>Сравнение товаров</h1>`,
  });
}

import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Корзина: the server-rendered page; its islands arrive with their issues. */
export function cartPage(context: PageContext): string {
  return layout(context, {
    title: 'Корзина',
    main: html`<h1>Корзина</h1>`,
  });
}

import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Вход: the server-rendered page; its islands arrive with their issues. */
export function loginPage(context: PageContext): string {
  return layout(context, {
    title: 'Вход',
    main: html`<h1>Вход</h1>`,
  });
}

import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Пункты возврата: the server-rendered page; its islands arrive with their issues. */
export function returnPointsPage(context: PageContext): string {
  return layout(context, {
    title: 'Пункты возврата',
    main: html`<h1>Пункты возврата</h1>`,
  });
}

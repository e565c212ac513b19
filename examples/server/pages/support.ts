import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Техподдержка: the server-rendered page; its islands arrive with their issues. */
export function supportPage(context: PageContext): string {
  return layout(context, {
    title: 'Техподдержка',
    main: html`<h1>Техподдержка</h1>`,
  });
}

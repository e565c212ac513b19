import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Подбор по автомобилю: the server-rendered page; its islands arrive with their issues. */
export function wizardPage(context: PageContext): string {
  return layout(context, {
    title: 'Подбор по автомобилю',
    main: html`<h1>Подбор по автомобилю</h1>`,
  });
}

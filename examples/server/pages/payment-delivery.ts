import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** Оплата и доставка: the server-rendered page; its islands arrive with their issues. */
export function paymentDeliveryPage(context: PageContext): string {
  return layout(context, {
    title: 'Оплата и доставка',
    main: html`<h1>Оплата и доставка</h1>`,
  });
}

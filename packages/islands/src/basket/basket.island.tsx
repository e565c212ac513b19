import { add2BasketByID, basketDelete, basketQuantity, bindCalls } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { onPageHide } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { fallbackFields } from '../ui/fallback-fields';
import { announce } from '../ui/live-region';
import { createBasketModel, type ServerTexts } from './basket.model';
import { parseBasketProps } from './basket.props';
import { BasketView } from './basket.view';

/** The figure of a fallback cell without its label (`<span class="basket-table__label">Цена: </span>12 990 руб.`). */
function cellFigure(cell: Element | null): string | undefined {
  if (!cell) return undefined;
  const label = cell.querySelector('.basket-table__label')?.textContent ?? '';
  return (cell.textContent ?? '').slice(label.length).trim() || undefined;
}

/** docs/islands/basket.md#markup-to-copy: prices, sums and the total keep the server's wording. */
function readServerTexts(fallback: readonly ChildNode[]): ServerTexts {
  const lines = new Map<number, { price?: string; sum?: string }>();
  const rows = findInFallback(fallback, '.basket-table')?.querySelectorAll('tr[data-row-id]') ?? [];
  for (const row of Array.from(rows)) {
    lines.set(Number(row.getAttribute('data-row-id')), { price: cellFigure(row.querySelector('.basket-table__price')), sum: cellFigure(row.querySelector('.basket-table__sum')) });
  }
  return { total: findInFallback(fallback, '.basket__total strong')?.textContent?.trim() || undefined, lines };
}

/**
 * `data-island="basket"`: the basket page's lines, quantities, removal, clearing and undo
 * (docs/islands/basket.md). The server's empty-basket block, printed hidden in the fallback, is
 * moved into the island and shown once nothing is left.
 */
export default defineIsland({
  parseProps: parseBasketProps,
  model: (props, { fallback, element, events }) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { basketQuantity, basketDelete, add2BasketByID });
    const navigate = (url: string) => element.ownerDocument.defaultView?.location.assign(url);
    const model = createBasketModel({
      props,
      serverTexts: readServerTexts(fallback),
      store,
      api,
      clock: realClock,
      announce,
      navigate,
      onPageHide: (leave) => onPageHide(element, leave),
    });
    // docs/islands/basket.md#when-it-loads: a quantity typed into a printed field while the island
    // loaded is this line's change (sent once its field is left, at once if it was left already).
    const typed = fallbackFields(fallback, events);
    const focused = (element.ownerDocument.activeElement as HTMLInputElement | null)?.name;
    for (const line of model.lines.peek()) {
      const name = `QUANTITY_${line.item.rowId}`;
      const text = typed[name];
      if (text === undefined || text === line.text.peek()) continue;
      model.input(line, text);
      if (focused !== name) model.commit(line);
    }
    return model;
  },
  view: (model, _props, { fallback }) => <BasketView model={model} serverEmpty={findInFallback(fallback, '.basket-empty')} />,
});

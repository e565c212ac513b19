import { signal } from '@preact/signals-core';
import type { BasketAddResult, CompareRemoveResult } from '@shop-islands/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manualClock } from '../ui/clock.testkit';
import { deferred } from '../runtime/testkit';
import { createCompareTableModel } from './compare-table.model';
import type { CompareProduct } from './compare-table.props';
import { AUTO_DIFFERENCES_MS } from './compare-table.rules';
import { product, threeProducts } from './compare-table.testkit';
import { CompareTableView } from './compare-table.view';

/** The view over fake store lists and an api answering each call with `removeAnswer` / `addAnswer`. */
function renderTable(
  products: CompareProduct[] = threeProducts(),
  answers: { remove?: () => Promise<CompareRemoveResult>; add?: () => Promise<BasketAddResult> } = {},
  basket: readonly number[] = [],
) {
  const compareItems = signal<readonly number[]>(products.map((item) => item.id));
  const basketItems = signal<readonly number[]>(basket);
  let adds = 0;
  const clock = manualClock();
  const visits: string[] = [];
  const model = createCompareTableModel({
    products,
    api: {
      delFromCompareList: answers.remove ?? (async () => ({ STATE: true, SHOW_COMPARE: 0 })),
      add2BasketByID: () => {
        adds += 1;
        return answers.add ? answers.add() : Promise.resolve({ ok: true, RESULT_ID: 5, BASKET_ITEMS_CNT: 1 });
      },
    },
    store: {
      compareItems,
      basketItems,
      basketKnown: signal(true),
      removeFromCompare: (id) => (compareItems.value = compareItems.value.filter((item) => item !== id)),
      addToBasket: (id) => (basketItems.value = [...basketItems.value, id]),
    },
    clock,
    navigate: (url) => void visits.push(url),
    announce: () => {},
  });
  render(<CompareTableView model={model} />);
  return { model, clock, visits, compareItems, basketItems, adds: () => adds };
}

const table = () => screen.getByRole('table');
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('compare-table view', () => {
  it('shows a column per product with its name, price, «В корзину» and remove icon', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Товаров в сравнении: 3' })).toBeTruthy();
    const heads = within(table()).getAllByRole('columnheader');
    expect(heads.map((cell) => within(cell).queryByRole('link')?.textContent ?? cell.textContent)).toEqual(['Характеристика', 'Alarm 101', 'Alarm 103', 'Alarm 104']);
    expect(screen.getAllByRole('button', { name: /^В корзину/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 103' })).toBeTruthy();
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent).slice(-3)).toEqual(['yes', 'yes', '—']);
  });

  it('switches to the differences after 100 ms, marking the choice and the caption', () => {
    const t = renderTable();
    expect(pressed('все характеристики')).toBe('true');
    act(() => t.clock.tick(AUTO_DIFFERENCES_MS));
    expect(pressed('только различия')).toBe('true');
    expect(screen.getByRole('table', { name: 'Товаров в сравнении: 3, только различия' })).toBeTruthy();
    expect(table().getAttribute('data-view')).toBe('differences');
    // The rows where all agree are marked for the differences view to hide.
    const same = within(table()).getByRole('rowheader', { name: 'Country' }).closest('tr');
    expect(same?.hasAttribute('data-same')).toBe(true);
    expect(within(table()).getByRole('rowheader', { name: 'Brand' }).closest('tr')?.hasAttribute('data-same')).toBe(false);
  });

  it('lets the shopper toggle back to all', async () => {
    const t = renderTable();
    act(() => t.clock.tick(AUTO_DIFFERENCES_MS));
    await userEvent.click(screen.getByRole('button', { name: 'все характеристики' }));
    expect(pressed('все характеристики')).toBe('true');
    expect(table().getAttribute('data-view')).toBe('all');
  });

  it('says so when no row differs in the differences view', async () => {
    renderTable([product(1, { Country: 'RU' }), product(2, { Country: 'RU' })]);
    await userEvent.click(screen.getByRole('button', { name: 'только различия' }));
    expect(screen.getByText('Характеристики всех товаров совпадают.')).toBeTruthy();
  });

  it('spaces two columns evenly without scroll buttons, and scrolls more', () => {
    renderTable([product(1), product(2)]);
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('even');
    expect(screen.queryByRole('button', { name: 'Следующий товар' })).toBeNull();
  });

  it('steps the scroll area by one column width with the buttons and the arrow keys', async () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Товаров в сравнении: 3' });
    const steps: number[] = [];
    Object.defineProperties(region, { scrollWidth: { value: 980 }, clientWidth: { value: 500 } });
    region.scrollTo = ((options: ScrollToOptions) => {
      region.scrollLeft = options.left ?? 0;
      steps.push(region.scrollLeft);
      region.dispatchEvent(new Event('scroll'));
    }) as typeof region.scrollTo;
    for (const head of region.querySelectorAll('[data-part="product"]')) head.getBoundingClientRect = () => ({ width: 200 }) as DOMRect;
    act(() => void region.dispatchEvent(new Event('scroll')));
    const forward = screen.getByRole('button', { name: 'Следующий товар' });
    const back = screen.getByRole('button', { name: 'Предыдущий товар' });
    expect(back.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(forward);
    expect(steps).toEqual([200]);
    expect(back.hasAttribute('aria-disabled')).toBe(false);
    region.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}{Home}{End}');
    expect(steps).toEqual([200, 400, 480, 400, 0, 480]);
    expect(forward.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(forward);
    expect(steps).toHaveLength(6);
  });

  it('counts a step pressed while the table still glides from where the previous one goes', async () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Товаров в сравнении: 3' });
    const steps: number[] = [];
    Object.defineProperties(region, { scrollWidth: { value: 980 }, clientWidth: { value: 500 } });
    // A smooth scroll: the box stays where it is until the test moves it.
    region.scrollTo = ((options: ScrollToOptions) => void steps.push(options.left ?? 0)) as typeof region.scrollTo;
    const scrollTo = (left: number) => act(() => void ((region.scrollLeft = left), region.dispatchEvent(new Event('scroll'))));
    for (const head of region.querySelectorAll('[data-part="product"]')) head.getBoundingClientRect = () => ({ width: 200 }) as DOMRect;
    scrollTo(0);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий товар' }));
    scrollTo(60);
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(steps).toEqual([200, 400]);
    // Settled at its target: the next step counts from there.
    scrollTo(400);
    await userEvent.keyboard('{ArrowLeft}');
    expect(steps).toEqual([200, 400, 200]);
    // Moved by other means on the way (a link focused in a column): from where the box is.
    scrollTo(150);
    await userEvent.keyboard('{ArrowRight}');
    expect(steps).toEqual([200, 400, 200, 200]);
    // A wheel stops the glide short of its target.
    scrollTo(160);
    region.dispatchEvent(new Event('wheel'));
    await userEvent.keyboard('{ArrowRight}');
    expect(steps).toEqual([200, 400, 200, 200, 200]);
  });

  it('removes a column and moves the focus to the next remove icon', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 103' }));
    expect(screen.getByRole('table', { name: 'Товаров в сравнении: 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alarm 103' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 104' }));
  });

  it('shows every row of the one product left, with «только различия» unavailable', async () => {
    const t = renderTable(threeProducts().slice(0, 2));
    act(() => t.clock.tick(AUTO_DIFFERENCES_MS));
    expect(table().getAttribute('data-view')).toBe('differences');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 101' }));
    expect(table().getAttribute('data-view')).toBe('all');
    expect(pressed('все характеристики')).toBe('true');
    const differences = screen.getByRole('button', { name: 'только различия' });
    expect(differences.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(differences);
    expect(table().getAttribute('data-view')).toBe('all');
  });

  it('shows the empty-list message after the last removal, with the focus on it', async () => {
    renderTable([product(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 1' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Список сравнения пуст.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'каталоге' }).getAttribute('href')).toBe('/catalog/');
    expect(document.activeElement?.textContent).toBe('Список сравнения пуст.');
  });

  it('shows the reason of a refused removal next to the column, which stays', async () => {
    renderTable(threeProducts(), { remove: async () => ({ STATE: false, SHOW_COMPARE: 3, ERROR: 'Не вышло' }) });
    const icon = screen.getByRole('button', { name: 'Удалить из сравнения: Alarm 101' });
    await userEvent.click(icon);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).filter(Boolean)).toEqual(['Не вышло']);
    expect(icon.getAttribute('aria-describedby')).toBe(screen.getByText('Не вышло').id);
    expect(document.activeElement).toBe(icon);
  });

  it('follows a removal in another tab', () => {
    const t = renderTable();
    act(() => void (t.compareItems.value = [101, 104]));
    expect(screen.getByRole('table', { name: 'Товаров в сравнении: 2' })).toBeTruthy();
  });

  it('adds to the basket, then goes to the basket page; the spinner holds the button meanwhile', async () => {
    const answer = deferred<BasketAddResult>();
    const t = renderTable(threeProducts(), { add: () => answer.promise });
    const buy = screen.getByRole('button', { name: 'В корзину «Alarm 101»' });
    await userEvent.click(buy);
    expect(buy.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve({ ok: true, RESULT_ID: 5, BASKET_ITEMS_CNT: 1 }));
    expect(t.visits).toEqual(['/personal/cart/']);
  });

  it('says «В корзине» on the column of a product already in the basket, and leads to the basket without adding it again', async () => {
    const user = userEvent.setup();
    const t = renderTable(threeProducts(), {}, [103]);
    const inBasket = screen.getByRole('button', { name: 'В корзине «Alarm 103»' });
    expect(screen.getByRole('button', { name: 'В корзину «Alarm 101»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В корзину «Alarm 104»' })).toBeInTheDocument();
    await user.click(inBasket);
    expect(t.adds()).toBe(0);
    expect(t.visits).toEqual(['/personal/cart/']);
  });

  it('turns a column to «В корзине» when the product is put in the basket in another tab', () => {
    const t = renderTable();
    act(() => void (t.basketItems.value = [104]));
    expect(screen.getByRole('button', { name: 'В корзине «Alarm 104»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину «Alarm 104»' })).toBeNull();
  });

  it('shows the availability instead of the price and button for products not for sale', () => {
    renderTable([product(1, {}, { purchasingOption: 'NOT_FOR_SALE' }), product(2, {}, { purchasingOption: 'NO_AVAILABLE' })]);
    expect(screen.getByText('Нет в продаже')).toBeTruthy();
    expect(screen.getByText('Временно нет в наличии')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /В корзину/ })).toBeNull();
  });
});

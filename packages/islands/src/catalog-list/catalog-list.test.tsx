import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop-islands/api';
import { emptyCatalogFilter } from '@shop-islands/store';
import { CatalogListView } from './catalog-list.view';
import { fragmentHtml, listSetup, page, range, sectionsHtml, settle } from './catalog-list.testkit';

/** The server's first page as the template prints it inside the island's fallback. */
function serverItems(ids: readonly number[]): Element {
  const holder = document.createElement('div');
  holder.innerHTML = fragmentHtml(ids, 0);
  return holder.querySelector('.catalog-list__items')!;
}

function renderList(options: Parameters<typeof listSetup>[0] & { ids?: number[] } = {}) {
  const setup = listSetup(options);
  const items = serverItems(options.ids ?? range(1, 18));
  const view = render(<CatalogListView model={setup.model} serverItems={items} />);
  return { ...setup, ...view, items };
}

const links = () => screen.getAllByRole('link', { name: /^Товар \d+$/ });

describe('catalog-list view', () => {
  it('keeps the server’s items, the very same nodes, with the found counter', () => {
    const { items, catalogCalls } = renderList();
    expect(screen.getByText('Найдено 42 товара')).toBeInTheDocument();
    expect(links()).toHaveLength(18);
    expect(items.isConnected).toBe(true);
    expect(catalogCalls).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Список товаров' })).toHaveAttribute('data-state', 'idle');
  });

  it('covers the old items while a new filter loads, then shows the new ones', async () => {
    const { store, catalogCalls, container } = renderList();
    act(() => store.setCatalogFilter({ ...emptyCatalogFilter(), purposes: [2] }));
    const body = screen.getByRole('region', { name: 'Список товаров' });
    expect(body).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.si-loading-overlay')).not.toBeNull();
    expect(links()).toHaveLength(18);
    await act(async () => {
      catalogCalls[0]!.resolve(page([5, 6], 2));
      await settle();
    });
    expect(body).toHaveAttribute('aria-busy', 'false');
    expect(links().map((link) => link.textContent)).toEqual(['Товар 5', 'Товар 6']);
    expect(screen.getByText('Найдено 2 товара')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('«Показать ещё» adds a page, moves focus to the first new item and goes away at the end', async () => {
    const user = userEvent.setup();
    const { catalogCalls } = renderList({ props: { totalCount: 30 } });
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(screen.getByRole('button', { name: 'Загрузка…' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      catalogCalls[0]!.resolve(page(range(1, 30), 30));
      await settle();
    });
    expect(links()).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Товар 19' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('the list region is busy while «Показать ещё» loads, as for a new filter', async () => {
    const user = userEvent.setup();
    const { catalogCalls } = renderList();
    const region = screen.getByRole('region', { name: 'Список товаров' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(region).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      catalogCalls[0]!.resolve(page(range(1, 36), 42));
      await settle();
    });
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('wholesale: after «Показать ещё» the focus goes to the first new item, even one put above old ones in its section', async () => {
    const user = userEvent.setup();
    const setup = listSetup({ mode: 'opt', props: { pageSize: 2, totalCount: 4, shownCount: 2 } });
    const holder = document.createElement('div');
    holder.innerHTML = sectionsHtml([[1], [3]], 4);
    render(<CatalogListView model={setup.model} serverItems={holder.querySelector('.catalog-list__items')} />);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await act(async () => {
      setup.catalogCalls[0]!.resolve({ html: sectionsHtml([[1, 2], [3, 4]], 4), totalCount: 4 });
      await settle();
    });
    expect(links().map((link) => link.textContent)).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Товар 4']);
    expect(screen.getByRole('link', { name: 'Товар 2' })).toHaveFocus();
  });

  it('says nothing was found and offers to reset the filter', async () => {
    const user = userEvent.setup();
    const { store, catalogCalls } = renderList();
    act(() => store.setCatalogFilter({ ...emptyCatalogFilter(), sort: '1', maxPrice: 1 }));
    await act(async () => {
      catalogCalls[0]!.resolve(page([], 0));
      await settle();
    });
    expect(screen.getByText(/По выбранным условиям товаров не найдено/)).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Товар/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    expect(store.catalogQuery.value?.filter).toEqual({ ...emptyCatalogFilter(), sort: '1' });
  });

  it('after «Сбросить фильтр» the focus stays on the list when the items come back', async () => {
    const user = userEvent.setup();
    const { store, catalogCalls } = renderList();
    act(() => store.setCatalogFilter({ ...emptyCatalogFilter(), maxPrice: 1 }));
    await act(async () => {
      catalogCalls[0]!.resolve(page([], 0));
      await settle();
    });
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    await act(async () => {
      catalogCalls[1]!.resolve(page(range(1, 18), 42));
      await settle();
    });
    expect(screen.queryByRole('button', { name: 'Сбросить фильтр' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Список товаров' })).toHaveFocus();
  });

  it('on a server error keeps the items and offers «Повторить»', async () => {
    const user = userEvent.setup();
    const { store, catalogCalls } = renderList();
    act(() => store.setCatalogFilter({ ...emptyCatalogFilter(), purposes: [1] }));
    await act(async () => {
      catalogCalls[0]!.reject(new ApiError('http', 'HTTP 500', { url: '/catalogList', status: 500 }));
      await settle();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сервера. Попробуйте позже.');
    expect(links()).toHaveLength(18);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(catalogCalls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The button went with the alert: the focus waits on the list instead of the page.
    expect(screen.getByRole('region', { name: 'Список товаров' })).toHaveFocus();
  });

  it('«Сравнить выбранные» is unavailable with an explanation until products are in the compare list', async () => {
    const user = userEvent.setup();
    const { store, compareCalls } = renderList();
    const button = screen.getByRole('button', { name: 'Сравнить выбранные' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Отметьте товары кнопкой «Сравнить» в карточках.');
    await user.click(button);
    expect(compareCalls).toHaveLength(0);
    act(() => store.addToCompare([4, 7]));
    const ready = screen.getByRole('button', { name: 'Сравнить выбранные (2)' });
    expect(ready).toHaveAttribute('aria-disabled', 'false');
    await user.click(ready);
    expect(compareCalls[0]!.target).toEqual([4, 7]);
  });

  it('«Сравнить выбранные» is unavailable while its request runs: a second click sends nothing', async () => {
    const user = userEvent.setup();
    const { compareCalls } = renderList({ compare: [4, 7] });
    const button = screen.getByRole('button', { name: 'Сравнить выбранные (2)' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(compareCalls).toHaveLength(1);
    await act(async () => {
      compareCalls[0]!.reject(new ApiError('network', 'offline', { url: '/add2CompareList' }));
      await settle();
    });
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('«Сравнить выбранные» refused by the server: the reason is read out next to the button, the page stays', async () => {
    const user = userEvent.setup();
    const { compareCalls, navigations } = renderList({ compare: [4, 7] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сравнить выбранные (2)' }));
    await act(async () => {
      compareCalls[0]!.resolve({ SHOW_COMPARE: 0, ERROR: 'Сравнение временно недоступно' });
      await settle();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось добавить товары к сравнению: Сравнение временно недоступно');
    // Beside the button it is about, in the same group.
    expect(alert.parentElement).toContainElement(screen.getByRole('button', { name: 'Сравнить выбранные (2)' }));
    expect(screen.getByRole('button', { name: 'Сравнить выбранные (2)' })).toHaveAttribute('aria-disabled', 'false');
    expect(navigations).toEqual([]);
  });

  it('shows a server reason as text, never as markup', async () => {
    const user = userEvent.setup();
    const { compareCalls } = renderList({ compare: [4] });
    await user.click(screen.getByRole('button', { name: 'Сравнить выбранные (1)' }));
    await act(async () => {
      compareCalls[0]!.resolve({ SHOW_COMPARE: 0, ERROR: '<b>Нет</b>' });
      await settle();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось добавить товары к сравнению: <b>Нет</b>');
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
  });

  it('never touches the server’s markup on a re-render (nested islands keep their DOM)', async () => {
    const { store, catalogCalls, container } = renderList();
    const firstItem = container.querySelector('[data-product-id="1"]')!;
    firstItem.setAttribute('data-island-status', 'mounted');
    // Unrelated re-renders: the compare count and the loading state change.
    act(() => store.addToCompare(1));
    act(() => store.setCatalogFilter({ ...emptyCatalogFilter(), purposes: [1] }));
    act(() => store.setCatalogFilter(emptyCatalogFilter()));
    await act(settle);
    expect(catalogCalls[0]!.signal?.aborted).toBe(true);
    expect(container.querySelector('[data-product-id="1"]')).toBe(firstItem);
    expect(within(firstItem as HTMLElement).getByRole('link', { name: 'Товар 1' })).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockProvider, formatPrice } from '../ui';
import { createCatalogFilterModel } from './catalog-filter.model';
import { CatalogFilterView } from './catalog-filter.view';
import { filterProps, manualClock, testStore } from './catalog-filter.testkit';

function renderFilter(overrides: Record<string, unknown> = {}) {
  const store = testStore();
  const clock = manualClock();
  const props = filterProps(overrides);
  const model = createCatalogFilterModel(props, { store, clock });
  // One clock for the model's reload delay and the help notes' auto-hide: the test moves it.
  const view = render(
    <ClockProvider clock={clock}>
      <CatalogFilterView model={model} props={props} />
    </ClockProvider>,
  );
  return { ...view, store, clock, model, query: () => store.catalogQuery.value };
}

/** Lets the popover, loaded lazily, finish its first render's effects (positioning, the timer). */
const shownSettled = () => act(async () => {});

describe('catalog-filter view', () => {
  it('groups the checkboxes under their legends and filters on a click', async () => {
    const user = userEvent.setup();
    const { query } = renderFilter();
    const purposes = screen.getByRole('group', { name: 'Назначение' });
    await user.click(within(purposes).getByRole('checkbox', { name: 'Автозапуск' }));
    expect(within(purposes).getByRole('checkbox', { name: 'Автозапуск' })).toBeChecked();
    expect(query()).toMatchObject({ origin: 'shopper', filter: { purposes: [2] } });
  });

  it('sorts by price (docs/embedding.md#constants: values 1 and 2)', async () => {
    const user = userEvent.setup();
    const { query } = renderFilter();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дороже');
    expect(query()?.filter.sort).toBe('2');
  });

  it('«Показать другие фильтры» reveals the functions and says it is open', async () => {
    const user = userEvent.setup();
    renderFilter();
    const toggle = screen.getByRole('button', { name: 'Показать другие фильтры' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const box = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(box).toHaveAttribute('data-state', 'closed');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Скрыть другие фильтры' })).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('data-state', 'open');
    expect(within(box!).getByRole('group', { name: 'Функции' })).toBeInTheDocument();
  });

  it('types only digits into a price, and the slider follows what is typed', async () => {
    const user = userEvent.setup();
    renderFilter();
    const from = screen.getByRole('textbox', { name: 'Цена от' });
    await user.clear(from);
    await user.type(from, '1a2 -5,00');
    expect(from).toHaveValue('12500');
    const slider = screen.getByRole('slider', { name: 'Минимальная цена' });
    expect(slider).toHaveAttribute('aria-valuetext', `от ${formatPrice(12500)}`);
  });

  it('reloads 1000 ms after the last digit', async () => {
    const user = userEvent.setup();
    const { clock, query } = renderFilter();
    const to = screen.getByRole('textbox', { name: 'Цена до' });
    await user.clear(to);
    await user.type(to, '20000');
    expect(query()?.origin).toBe('server');
    act(() => clock.tick(1000));
    expect(query()?.filter.maxPrice).toBe(20000);
  });

  it('Enter in a price input applies it at once instead of submitting the page', async () => {
    const user = userEvent.setup();
    const { query } = renderFilter();
    const from = screen.getByRole('textbox', { name: 'Цена от' });
    await user.clear(from);
    await user.type(from, '7000{Enter}');
    expect(query()?.filter.minPrice).toBe(7000);
  });

  it('a slider moved and let go updates its input and reloads; the thumbs never cross', () => {
    const { query } = renderFilter();
    const min = screen.getByRole('slider', { name: 'Минимальная цена' });
    const max = screen.getByRole('slider', { name: 'Максимальная цена' });
    fireEvent.input(max, { target: { value: '15090' } });
    fireEvent.change(max);
    expect(screen.getByRole('textbox', { name: 'Цена до' })).toHaveValue('15090');
    expect(max).toHaveAttribute('aria-valuetext', `до ${formatPrice(15090)}`);
    expect(query()?.filter.maxPrice).toBe(15090);
    fireEvent.input(min, { target: { value: '30090' } });
    fireEvent.change(min);
    expect(screen.getByRole('textbox', { name: 'Цена от' })).toHaveValue('15090');
    expect(min).toHaveAttribute('aria-valuetext', `от ${formatPrice(15090)}`);
    expect(query()?.filter).toMatchObject({ minPrice: 15090, maxPrice: 15090 });
  });

  it('«Сбросить» clears every choice in the form', async () => {
    const user = userEvent.setup();
    renderFilter({ initial: { ITEM_PURPOSE_LIST: [1, 3], MIN_PRICE: 5000 } });
    expect(screen.getByRole('checkbox', { name: 'Защита от угона' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByRole('checkbox', { name: 'Защита от угона' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Цена от' })).toHaveValue('290');
  });

  it('shows the filter help while its «?» has the focus and hides it 500 ms after (docs/islands/catalog-filter.md)', async () => {
    const user = userEvent.setup();
    const { clock } = renderFilter();
    await user.click(screen.getByRole('button', { name: 'Как работает фильтр' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Отметьте назначение и функции');
    await shownSettled();
    act(() => clock.tick(5000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    act(() => clock.tick(499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => clock.tick(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the kasko help up for 1500 ms once its «?» is left (docs/islands/catalog-filter.md)', async () => {
    const user = userEvent.setup();
    const { clock } = renderFilter();
    expect(screen.getByText(/Скидка на КАСКО при установке/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подробнее о скидке на КАСКО' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Страховые компании снижают стоимость полиса.');
    await shownSettled();
    await user.tab();
    // Longer than the filter help's 500 ms: this note has its own time.
    act(() => clock.tick(1499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => clock.tick(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the names of the no-JS form, so it still is a working GET form', () => {
    const { container } = renderFilter();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/catalog/');
    expect(form).toHaveAttribute('method', 'get');
    expect(container.querySelector('input[name="FILTER_PARAMS[ITEM_PURPOSE_LIST][]"]')).not.toBeNull();
    expect(container.querySelector('input[name="FILTER_PARAMS[ITEM_FEATURES][gsm]"][value="Y"]')).not.toBeNull();
    expect(container.querySelector('input[name="SECTION_CODE"]')).toHaveValue('signalizatsii');
  });
});

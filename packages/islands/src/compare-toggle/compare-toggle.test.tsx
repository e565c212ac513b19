import { signal } from '@preact/signals-core';
import type { CompareAddResult, CompareRemoveResult } from '@shop-islands/api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from '@shop-islands/store';
import { setPageRuntime } from '../runtime/page';
import { deferred, mountLikeTheLoader } from '../runtime/testkit';
import compareToggle from './compare-toggle.island';
import { createCompareToggleModel, type CompareToggleProps } from './compare-toggle.model';
import { CompareToggleView } from './compare-toggle.view';
import { ClockProvider } from '../ui';
import { realClock, type Clock } from '../ui/clock';
import { manualClock } from '../ui/clock.testkit';

/** The view over a fake compare list; the api agrees unless told otherwise. */
function renderToggle(
  options: {
    compare?: number[];
    props?: Partial<CompareToggleProps>;
    add?: () => Promise<CompareAddResult>;
    remove?: () => Promise<CompareRemoveResult>;
    /** The popover's auto-hide clock (the real timers by default). */
    clock?: Clock;
  } = {},
) {
  const compareItems = signal<readonly number[]>(options.compare ?? []);
  const model = createCompareToggleModel({
    productId: 101,
    api: {
      add2CompareList: options.add ?? (() => Promise.resolve({ SHOW_COMPARE: 1 })),
      delFromCompareList: options.remove ?? (() => Promise.resolve({ STATE: true, SHOW_COMPARE: 0 })),
    },
    store: {
      compareItems,
      addToCompare: (id) => (compareItems.value = [...compareItems.value, id as number]),
      removeFromCompare: (id) => (compareItems.value = compareItems.value.filter((item) => item !== id)),
    },
    announce: () => {},
  });
  const props: CompareToggleProps = { productId: 101, productName: 'Стражъ A93', variant: 'catalog', ...options.props };
  render(
    <ClockProvider clock={options.clock ?? realClock}>
      <CompareToggleView model={model} props={props} />
      <a href="/next">Следующий товар</a>
    </ClockProvider>,
  );
  return { compareItems };
}

const popover = () => screen.queryByRole('dialog', { name: 'Товар в сравнении' });

describe('compare-toggle view', () => {
  it('adds to the compare list: pressed «В сравнении», then offers removal and the comparison page', async () => {
    const user = userEvent.setup();
    const { compareItems } = renderToggle();
    const toggle = screen.getByRole('button', { name: 'Сравнить «Стражъ A93»' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle).toHaveAccessibleName('В сравнении «Стражъ A93»');
    expect(compareItems.value).toEqual([101]);
    expect(popover()).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The popover's chunk loads on first use.
    expect(await screen.findByRole('link', { name: 'Перейти к сравнению' })).toHaveAttribute('href', '/catalog/compare/');
    await user.click(screen.getByRole('button', { name: 'Удалить из сравнения' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(popover()).toBeNull();
    expect(compareItems.value).toEqual([]);
    // Focus went down with the popover's button: it comes back to the toggle.
    expect(toggle).toHaveFocus();
  });

  it('says it is busy while adding, keeps the focus and ignores another click', async () => {
    const user = userEvent.setup();
    const answer = deferred<CompareAddResult>();
    let adds = 0;
    renderToggle({ add: () => ((adds += 1), answer.promise) });
    const toggle = screen.getByRole('button', { name: 'Сравнить «Стражъ A93»' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Сравнить «Стражъ A93», подождите…');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(adds).toBe(1);
    await act(async () => answer.resolve({ SHOW_COMPARE: 1 }));
    expect(toggle).toHaveAccessibleName('В сравнении «Стражъ A93»');
    expect(toggle).toHaveAttribute('aria-busy', 'false');
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();
  });

  it('shows «Удаляем…» in the popover while the removal runs and ignores another click', async () => {
    const user = userEvent.setup();
    const answer = deferred<CompareRemoveResult>();
    let removals = 0;
    renderToggle({ compare: [101], remove: () => ((removals += 1), answer.promise) });
    const toggle = screen.getByRole('button', { name: /^В сравнении/ });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Удалить из сравнения' }));
    const removing = screen.getByRole('button', { name: 'Удаляем…' });
    expect(removing).toHaveAttribute('aria-busy', 'true');
    expect(removing).toHaveAttribute('aria-disabled', 'true');
    expect(removing).toHaveFocus();
    // The toggle is busy as while adding (docs/islands/compare-toggle.md).
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAccessibleName('В сравнении «Стражъ A93», подождите…');
    await user.click(removing);
    expect(removals).toBe(1);
    await act(async () => answer.resolve({ STATE: true, SHOW_COMPARE: 0 }));
    expect(popover()).toBeNull();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveAttribute('aria-busy', 'false');
    expect(toggle).toHaveAccessibleName('Сравнить «Стражъ A93»');
  });

  it('opens the popover from the keyboard with focus on the removal, and Escape brings focus back', async () => {
    const user = userEvent.setup();
    renderToggle({ compare: [101] });
    const toggle = screen.getByRole('button', { name: /^В сравнении/ });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Удалить из сравнения' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('keeps the product and shows the server’s reason in the popover when removal fails', async () => {
    const user = userEvent.setup();
    renderToggle({ compare: [101], remove: () => Promise.resolve({ STATE: false, SHOW_COMPARE: 1, ERROR: 'Не указан товар' }) });
    await user.click(screen.getByRole('button', { name: /^В сравнении/ }));
    await user.click(await screen.findByRole('button', { name: 'Удалить из сравнения' }));
    expect(await screen.findByText('Не указан товар')).toHaveAttribute('role', 'alert');
    expect(popover()).not.toBeNull();
    expect(screen.getByRole('button', { name: /^В сравнении/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a failed add beside the toggle, which stays not pressed', async () => {
    const user = userEvent.setup();
    renderToggle({ add: () => Promise.reject(new Error('boom')) });
    const toggle = screen.getByRole('button', { name: /^Сравнить/ });
    await user.click(toggle);
    expect(await screen.findByText('Что-то пошло не так. Попробуйте ещё раз.')).toHaveAttribute('role', 'alert');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Что-то пошло не так. Попробуйте ещё раз.');
  });

  it('follows another tab: pressed when the product is added there', () => {
    const { compareItems } = renderToggle({ props: { variant: 'product', productName: undefined } });
    expect(screen.getByRole('button', { name: 'Добавить к сравнению' })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      compareItems.value = [101];
    });
    expect(screen.getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');
  });

  // The popover's code loads on first use: each test waits for it to show (on its own, in any
  // order), then moves the popover's clock by hand.
  describe('product page popover', () => {
    it('hides by itself after 2000 ms on the product page, but not in the catalogue', async () => {
      const clock = manualClock();
      renderToggle({ compare: [101], props: { variant: 'product' }, clock });
      fireEvent.click(screen.getByRole('button', { name: /^В сравнении/ }), { detail: 1 });
      await screen.findByRole('dialog', { name: 'Товар в сравнении' });
      await act(async () => {});
      act(() => clock.tick(1999));
      expect(popover()).not.toBeNull();
      act(() => clock.tick(1));
      expect(popover()).toBeNull();
    });

    it('stays open in the catalogue until the shopper closes it', async () => {
      const clock = manualClock();
      renderToggle({ compare: [101], clock });
      fireEvent.click(screen.getByRole('button', { name: /^В сравнении/ }), { detail: 1 });
      await screen.findByRole('dialog', { name: 'Товар в сравнении' });
      act(() => clock.tick(60_000));
      expect(popover()).not.toBeNull();
    });
  });
});

describe('compare-toggle island, first visit (docs/embedding.md#cached-html)', () => {
  mountLikeTheLoader();
  afterEach(() => {
    setPageRuntime(null);
    document.body.innerHTML = '';
  });

  it('keeps a printed «В сравнении» until the session’s compare list is known', async () => {
    // No storage: the store does not know the compare list until getVars.php answers.
    const store = createStore({ storage: null, cookies: { get: () => undefined, set: () => {}, remove: () => {} }, window: null, document: null });
    setPageRuntime({
      store,
      config: { sessid: 'abc', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'normal' },
      apiDeps: { fetch: async () => new Response('', { status: 500 }), sessid: () => 'abc', endpoints: {}, baseUrl: 'http://shop.test' },
    });
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = '<a href="/catalog/compare/">В сравнении</a>';
    await compareToggle.mount({ productId: 101, variant: 'catalog' }, { name: 'compare-toggle', element, events: [], fail: () => {} }).ready;
    expect(screen.getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');
    act(() => store.reconcile({ compareItems: [] }));
    expect(screen.getByRole('button', { name: 'Сравнить' })).toHaveAttribute('aria-pressed', 'false');
  });
});

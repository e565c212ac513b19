import { createLoader, type IslandModule, type Loader } from '@shop-islands/loader';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageRuntime } from '../runtime/page';
import optQuantityIsland from './opt-quantity.island';
import { DEBOUNCE_MS } from './opt-quantity.model';
import { prepaintOptQuantity } from './opt-quantity.prepaint';
import { createOptStore } from './opt-quantity.testkit';

/** The wholesale page's fallback, as docs/islands/opt-quantity.md#markup-to-copy prints it (cached: no quantity). */
const FALLBACK = `<div data-island="opt-quantity" data-props='{"productId": 101, "price": 1000, "max": 40, "quantity": 0, "productName": "StarLine A93"}'>
  <label>Количество <input type="number" name="QUANTITY" inputmode="numeric" min="0" max="40" step="1" value=""></label>
  <span data-line-price>0 ₽</span>
</div>`;

let loader: Loader | undefined;

/**
 * A wholesale page whose stored basket holds 3 of product 101, with the real loader, prepaint and
 * island; the island's chunk comes when the test says. `sent` lists the quantities saved.
 */
async function openPage() {
  const { store } = createOptStore([{ PRODUCT_ID: 101, QUANTITY: 3 }]);
  const sent: string[] = [];
  setPageRuntime({
    store,
    config: { sessid: 'abc', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'opt' },
    apiDeps: {
      fetch: async (input) => {
        const url = new URL(String(input));
        if (!url.pathname.endsWith('/change_quantity.php')) return new Response('', { status: 500 });
        sent.push(url.searchParams.get('QUANTITY') ?? '');
        return Response.json({ result: 1 });
      },
      sessid: () => 'abc',
      endpoints: {},
      baseUrl: 'http://shop.test',
    },
  });
  document.body.innerHTML = FALLBACK;
  const element = document.querySelector<HTMLElement>('[data-island]')!;
  let arrive!: (module: IslandModule) => void;
  const chunk = new Promise<IslandModule>((resolve) => (arrive = resolve));
  loader = createLoader({
    registry: { 'opt-quantity': { hydrate: 'interaction', load: () => chunk, prepaint: prepaintOptQuantity } },
    document,
    window,
  });
  const fallbackField = screen.getByRole('spinbutton', { name: 'Количество' });
  // The prepaint shows the stored quantity once the registry is known.
  await vi.waitFor(() => expect(fallbackField).toHaveValue(3));
  /**
   * The island's chunk arrives: it mounts and replays what the fallback got meanwhile. From here
   * the page's timers (the model's pause among them) move only when the test moves them; not
   * before, as user-event's clicks wait on real ones.
   */
  const mount = () =>
    act(async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      arrive(optQuantityIsland as IslandModule);
      await vi.waitFor(() => expect(element.dataset.islandStatus).toBe('mounted'));
    });
  const user = userEvent.setup();
  return { fallbackField, mount, sent, user };
}

afterEach(() => {
  act(() => loader?.unmount(document));
  loader?.stop();
  loader = undefined;
  vi.useRealTimers();
  setPageRuntime(null);
  document.body.replaceChildren();
});

describe('opt-quantity island, typed into while it loads', () => {
  test('starts from the quantity typed over the stored one, not the two run together, and saves it after the pause', async () => {
    const { fallbackField, mount, sent, user } = await openPage();
    // The click wakes the island; the 3 is replaced by a 5 before its chunk comes.
    await user.click(fallbackField);
    await user.keyboard('{Backspace}5');
    expect(fallbackField).toHaveValue(5);
    await mount();
    const field = screen.getByRole('textbox', { name: /^Количество ?, StarLine A93$/ });
    expect(field).toHaveValue('5');
    expect(field).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(sent).toEqual(['5']);
    expect(field).toHaveValue('5');
  });

  test('keeps a field emptied while it loaded empty, and takes the product out after the pause', async () => {
    const { fallbackField, mount, sent, user } = await openPage();
    await user.click(fallbackField);
    await user.keyboard('{Backspace}');
    await mount();
    const field = screen.getByRole('textbox', { name: /^Количество ?, StarLine A93$/ });
    expect(field).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(sent).toEqual(['0']);
  });

  test('a field only clicked starts from the stored quantity and sends nothing', async () => {
    const { fallbackField, mount, sent, user } = await openPage();
    await user.click(fallbackField);
    await mount();
    const field = screen.getByRole('textbox', { name: /^Количество ?, StarLine A93$/ });
    expect(field).toHaveValue('3');
    expect(field).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(sent).toEqual([]);
  });
});

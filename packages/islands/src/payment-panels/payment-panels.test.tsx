import type { IslandContext } from '@shop-islands/loader';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import paymentPanels from './payment-panels.island';

/** The page's fallback as the template prints it: shortcuts with detail links, then two sections of `<details>`. */
const FALLBACK = `<ul class="shortcut-list"><li><h2>Оплата частями</h2><a href="#payment-instalment" data-panel-link="payment-instalment">Подробнее</a></li>
<li><a href="/return-points/#map">Пункты выдачи</a></li></ul>
<section aria-labelledby="payment-title"><h2 id="payment-title">Способы оплаты</h2>
<details class="panel" id="payment-cash" data-panel="payment-cash"><summary><h3>Наличными или картой при получении</h3></summary><div class="panel__body"><p>Оплата курьеру.</p></div></details>
<details class="panel" id="payment-instalment" data-panel="payment-instalment"><summary><h3>Оплата частями и кредит</h3></summary><div class="panel__body"><p>Четыре платежа. <a href="#delivery-courier">Доставка</a></p></div></details>
</section>
<section aria-labelledby="delivery-title"><h2 id="delivery-title">Доставка и установка</h2>
<details class="panel" id="delivery-courier" data-panel="delivery-courier"><summary><h3>Курьером</h3></summary><div class="panel__body"><p>На следующий день.</p></div></details>
</section>`;

const PANELS = [
  { id: 'payment-cash', title: 'Наличными или картой при получении' },
  { id: 'payment-instalment', title: 'Оплата частями и кредит' },
  { id: 'delivery-courier', title: 'Курьером' },
];

const mounted: Array<{ unmount(): void }> = [];
const scrolls: number[] = [];

async function mount(options: { hash?: string; panels?: typeof PANELS } = {}) {
  history.replaceState(null, '', `/payment-delivery/${options.hash ?? ''}`);
  const element = document.createElement('div');
  element.innerHTML = FALLBACK;
  document.body.append(element);
  const before = element.innerHTML;
  const context: IslandContext = { name: 'payment-panels', element, events: [], fail: (error) => { throw error; } };
  let handle!: ReturnType<typeof paymentPanels.mount>;
  await act(async () => {
    handle = paymentPanels.mount(paymentPanels.parseProps({ panels: options.panels ?? PANELS }), context);
    await handle.ready;
  });
  mounted.push(handle);
  return { element, before, handle };
}

beforeEach(() => {
  scrolls.length = 0;
  // happy-dom has no layout, no motion preference and no scrolling: the scroll is at once and recorded.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof window.matchMedia;
  window.scrollTo = ((options: ScrollToOptions) => void scrolls.push(options.top ?? 0)) as typeof window.scrollTo;
  window.scrollBy = (() => {}) as typeof window.scrollBy;
});

afterEach(async () => {
  act(() => mounted.splice(0).forEach((handle) => handle.unmount()));
  document.body.replaceChildren();
  // happy-dom fires a test's hash changes a task later: let them land now, with no island
  // listening, not in the next test (where a late one reopened and scrolled a second time).
  await (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete();
});

const button = (name: string) => screen.getByRole('button', { name });

describe('payment-panels island', () => {
  test('a heading with a collapsed button per panel, controlling its hidden body; the rest of the page as printed', async () => {
    const { element } = await mount();
    expect(screen.getAllByRole('button').map((item) => item.textContent)).toEqual(PANELS.map((panel) => panel.title));
    for (const panel of PANELS) {
      const heading = screen.getByRole('heading', { level: 3, name: panel.title });
      expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
      const body = document.getElementById(button(panel.title).getAttribute('aria-controls')!)!;
      expect(body).not.toBeVisible();
      expect(body.closest(`#${panel.id}`)).not.toBeNull();
    }
    expect(element.querySelector('details, summary')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Способы оплаты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее' })).toBeInTheDocument();
    expect(element.querySelector('.si-payment-panels')).toHaveAttribute('data-state', 'closed');
  });

  test('the server body nodes are moved, not copied: every panel text stays in the page', async () => {
    const { element } = await mount();
    expect(element.querySelectorAll('.panel__body')).toHaveLength(3);
    expect(element.textContent).toContain('Оплата курьеру.');
    expect(element.textContent).toContain('На следующий день.');
  });

  test("opens the closed panel the browser's find in page found the text in (beforematch), and leaves an open one open", async () => {
    await mount();
    const body = document.getElementById(button('Курьером').getAttribute('aria-controls')!)!;
    expect(body).toHaveAttribute('hidden');
    // The browser fires it on the closed body, then takes the attribute away itself.
    act(() => {
      body.dispatchEvent(new Event('beforematch'));
      body.removeAttribute('hidden');
    });
    expect(button('Курьером')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('На следующий день.')).toBeVisible();
    act(() => void body.dispatchEvent(new Event('beforematch')));
    expect(button('Курьером')).toHaveAttribute('aria-expanded', 'true');
  });

  test('hides the closed bodies until found where the browser can search them', async () => {
    const findable = 'onbeforematch' in HTMLElement.prototype;
    Object.defineProperty(HTMLElement.prototype, 'onbeforematch', { value: null, configurable: true, writable: true });
    try {
      await mount();
      expect(document.getElementById(button('Курьером').getAttribute('aria-controls')!)).toHaveAttribute('hidden', 'until-found');
    } finally {
      if (!findable) delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
    }
  });

  test('a click opens a panel and puts it in the address; another panel closes it; a second click closes it', async () => {
    const user = userEvent.setup();
    const { element } = await mount();
    await user.click(button('Курьером'));
    expect(button('Курьером')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('На следующий день.')).toBeVisible();
    expect(location.hash).toBe('#delivery-courier');
    expect(element.querySelector('.si-payment-panels')).toHaveAttribute('data-state', 'open');

    await user.click(button('Наличными или картой при получении'));
    expect(button('Курьером')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('На следующий день.')).not.toBeVisible();
    expect(location.hash).toBe('#payment-cash');

    await user.click(button('Наличными или картой при получении'));
    expect(screen.queryByRole('button', { expanded: true })).toBeNull();
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/payment-delivery/');
  });

  test('keyboard: Tab reaches each button, Enter and Space open and close its panel', async () => {
    const user = userEvent.setup();
    await mount();
    await user.tab(); // «Подробнее»
    await user.tab(); // «Пункты выдачи»
    await user.tab();
    expect(button('Наличными или картой при получении')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Наличными или картой при получении')).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // the open body has nothing to focus: on to the next button
    expect(button('Оплата частями и кредит')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Оплата частями и кредит')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Наличными или картой при получении')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button('Оплата частями и кредит')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a detail link opens its panel, moves the focus to its button and scrolls there instead of jumping', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('link', { name: 'Подробнее' }));
    expect(button('Оплата частями и кредит')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Оплата частями и кредит')).toHaveFocus();
    expect(location.hash).toBe('#payment-instalment');
    expect(scrolls).toHaveLength(1);
    // A link inside a panel to another panel works the same way.
    await user.click(screen.getByRole('link', { name: 'Доставка' }));
    expect(button('Курьером')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the address names the panel open on load', async () => {
    await mount({ hash: '#payment-instalment' });
    expect(button('Оплата частями и кредит')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Четыре платежа/)).toBeVisible();
    expect(scrolls).toHaveLength(1);
  });

  test('unmounted, the fallback is back as the server printed it', async () => {
    const { element, before, handle } = await mount();
    await userEvent.setup().click(button('Курьером'));
    act(() => handle.unmount());
    expect(element.innerHTML).toBe(before);
  });

  test('a panel without its details in the fallback is left out; none at all leaves the fallback', async () => {
    await mount({ panels: [...PANELS, { id: 'delivery-abroad', title: 'В Казахстан' }] });
    expect(screen.queryByRole('button', { name: 'В Казахстан' })).toBeNull();
    act(() => mounted.splice(0).forEach((handle) => handle.unmount()));
    await expect(mount({ panels: [{ id: 'delivery-abroad', title: 'В Казахстан' }] })).rejects.toThrow(/no details/);
  });
});

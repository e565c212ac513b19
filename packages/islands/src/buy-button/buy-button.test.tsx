import { signal } from '@preact/signals-core';
import { add2BasketByID, bindCalls, type ApiDeps, type BasketAddResult } from '@shop-islands/api';
import { createBackendState, createHandlers, DEMO_ENDPOINTS, DEMO_SESSID } from '@shop-islands/dev-server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { flightKeyframes, FLY_TO_BASKET_MS } from './buy-button.fly';
import { createBuyButtonModel, type BuyButtonProps } from './buy-button.model';
import { BuyButtonView } from './buy-button.view';

const ORIGIN = 'http://shop.test';

/** The view over a fake store and an api that answers `answer()` for each call. */
function renderButton(options: { basket?: number[]; answer?: () => Promise<BasketAddResult>; props?: Partial<BuyButtonProps> } = {}) {
  const basketItems = signal<readonly number[]>(options.basket ?? []);
  const navigations: string[] = [];
  const model = createBuyButtonModel({
    productId: 101,
    api: { add2BasketByID: options.answer ?? (() => Promise.resolve({ ok: true, RESULT_ID: 1, BASKET_ITEMS_CNT: 1 })) },
    store: { basketItems, addToBasket: (id) => (basketItems.value = [...basketItems.value, id]) },
    navigate: (url) => navigations.push(url),
    announce: () => {},
  });
  const props: BuyButtonProps = { productId: 101, productName: 'Стражъ A93', variant: 'catalog', ...options.props };
  const view = render(<BuyButtonView model={model} props={props} />);
  return { ...view, basketItems, navigations, model };
}

describe('buy-button view', () => {
  it('names the button with its product and turns it into «В корзине» after the add', async () => {
    const user = userEvent.setup();
    const { basketItems } = renderButton();
    const button = screen.getByRole('button', { name: 'В корзину «Стражъ A93»' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'В корзине «Стражъ A93», перейти в корзину' })).toBe(button);
    // The same element: keyboard focus stays where it was.
    expect(button).toHaveFocus();
    expect(basketItems.value).toEqual([101]);
  });

  it('shows the spinner as busy and ignores further clicks until the answer', async () => {
    const user = userEvent.setup();
    let finish!: (value: BasketAddResult) => void;
    let calls = 0;
    renderButton({
      answer: () => {
        calls += 1;
        return new Promise((resolve) => (finish = resolve));
      },
    });
    const button = screen.getByRole('button', { name: /^В корзину/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Not `disabled`, which would drop the focus: said to be unavailable, and still focused.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('В корзину «Стражъ A93», добавляем…');
    expect(button.closest('[data-state]')).toHaveAttribute('data-state', 'loading');
    await user.dblClick(button);
    expect(calls).toBe(1);
    await act(async () => finish({ ok: true, RESULT_ID: 5, BASKET_ITEMS_CNT: 1 }));
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('reads «В корзине» on load when the store has the product, and a click goes to the basket page', async () => {
    const user = userEvent.setup();
    const { navigations } = renderButton({ basket: [101] });
    await user.click(screen.getByRole('button', { name: /^В корзине/ }));
    expect(navigations).toEqual(['/personal/cart/']);
  });

  it('changes when another tab adds the product', () => {
    const { basketItems } = renderButton();
    act(() => {
      basketItems.value = [101];
    });
    expect(screen.getByRole('button', { name: /^В корзине/ })).toBeInTheDocument();
  });

  it('shows why an add failed in an alert beside the button, which stays «В корзину»', async () => {
    const user = userEvent.setup();
    renderButton({ answer: () => Promise.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' }) });
    const button = screen.getByRole('button', { name: /^В корзину/ });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Товара нет в наличии');
    expect(button).toHaveAccessibleDescription('Товара нет в наличии');
    expect(button).toHaveAccessibleName('В корзину «Стражъ A93»');
  });

  it('says «Добавить в корзину» on the product page', () => {
    renderButton({ props: { variant: 'product', productName: undefined } });
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
  });
});

describe('fly-to-basket animation', () => {
  it('moves the picture onto the centre of the basket link and shrinks it to its height', () => {
    const frames = flightKeyframes({ left: 100, top: 500, width: 200, height: 200 }, { left: 1000, top: 20, width: 100, height: 40 });
    expect(frames[0]).toMatchObject({ transform: 'translate(0px, 0px) scale(1)', opacity: 1 });
    expect(frames[1]).toMatchObject({ transform: 'translate(850px, -560px) scale(0.2)' });
    expect(FLY_TO_BASKET_MS).toBe(750);
  });

  it('flies a hidden copy of the product picture to the header basket after an add, unless motion is reduced', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = `<a href="/personal/cart/" id="basket">Корзина <span class="basket_count">3</span></a>
      <div class="catalog-item" data-product-id="101"><img src="/images/101.svg" alt="Стражъ A93"><div id="slot"></div></div>`;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 100, 40));
    const animate = vi.spyOn(HTMLElement.prototype, 'animate');
    const basketItems = signal<readonly number[]>([]);
    const model = createBuyButtonModel({
      productId: 101,
      api: { add2BasketByID: () => Promise.resolve({ ok: true, RESULT_ID: 1, BASKET_ITEMS_CNT: 1 }) },
      store: { basketItems, addToBasket: (id) => (basketItems.value = [id]) },
      navigate: () => {},
      announce: () => {},
    });
    render(<BuyButtonView model={model} props={{ productId: 101, variant: 'catalog' }} />, { container: document.getElementById('slot')! });
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    // The animations' code is fetched when the add starts and plays once it has come.
    const flyer = await waitFor(() => {
      const copy = document.querySelector('img.si-buy-button__flyer');
      expect(copy).not.toBeNull();
      return copy;
    });
    expect(flyer).toHaveAttribute('aria-hidden', 'true');
    expect(flyer).toHaveAttribute('alt', '');
    expect(animate.mock.calls.some(([, options]) => (options as KeyframeAnimationOptions).duration === 750)).toBe(true);
    expect(animate.mock.calls.some(([, options]) => (options as KeyframeAnimationOptions).duration === 1000)).toBe(true);

    // With reduced motion the same add changes the button only.
    flyer?.remove();
    animate.mockClear();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    act(() => {
      basketItems.value = [];
    });
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByRole('button', { name: /^В корзине/ })).toBeInTheDocument();
    // The view's use of the (already loaded) animations' code runs before this later import settles.
    await act(() => import('./buy-button.fly'));
    expect(document.querySelector('.si-buy-button__flyer')).toBeNull();
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('buy-button against the reference backend', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  function withBackend(faults: Record<string, '500'> = {}) {
    server.resetHandlers(...createHandlers(createBackendState(), { faults }));
    const deps: ApiDeps = { fetch: (input, init) => fetch(input, init), sessid: () => DEMO_SESSID, endpoints: DEMO_ENDPOINTS, baseUrl: ORIGIN };
    // The calls as the island binds them.
    const api = bindCalls(deps, { add2BasketByID });
    const basketItems = signal<readonly number[]>([]);
    const store = { basketItems, addToBasket: (id: number) => (basketItems.value = [...basketItems.value, id]) };
    return { api, store, basketItems };
  }

  it('puts an available product in the basket, and refuses one that is out of stock with the server’s reason', async () => {
    const { api, store, basketItems } = withBackend();
    const available = createBuyButtonModel({ productId: 101, api, store, navigate: () => {}, announce: () => {} });
    await available.activate();
    expect(available.state.value).toBe('in-basket');
    const waiting = createBuyButtonModel({ productId: 110, api, store, navigate: () => {}, announce: () => {} });
    await waiting.activate();
    expect(waiting.error.value).toBe('Товара нет в наличии');
    expect(basketItems.value).toEqual([101]);
  });

  it('a 500 from the server leaves the basket as it was', async () => {
    const { api, store, basketItems } = withBackend({ add2BasketByID: '500' });
    const model = createBuyButtonModel({ productId: 101, api, store, navigate: () => {}, announce: () => {} });
    await model.activate();
    expect(model.state.value).toBe('error');
    expect(model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(basketItems.value).toEqual([]);
  });
});

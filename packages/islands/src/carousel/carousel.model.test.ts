import { createCarouselModel, type ViewportLike } from './carousel.model';
import { parseCarouselProps, slideKind } from './carousel.props';
import type { SlideKind } from './carousel.props';

/** A window whose width the test sets, firing `resize` as a browser would. */
function fakeViewport(innerWidth: number) {
  const listeners = new Set<() => void>();
  const viewport: ViewportLike & { innerWidth: number; resize(width: number): void; listeners: Set<() => void> } = {
    innerWidth,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    resize(width) {
      this.innerWidth = width;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return viewport;
}

function setup(count: number, width = 1280, kind: SlideKind = 'products') {
  const viewport = fakeViewport(width);
  const announced: string[] = [];
  const model = createCarouselModel({ count, kind, viewport, announce: (message) => announced.push(message) });
  return { model, viewport, announced };
}

describe('carousel model', () => {
  it.each([
    [1280, 4],
    [1000, 4],
    [999, 3],
    [900, 3],
    [800, 3],
    [799, 2],
    [600, 2],
    [500, 2],
    [499, 1],
    [400, 1],
    [320, 1],
  ])('shows the related carousel’s number of slides at %i px: %i (docs/embedding.md#shop-pages)', (width, perView) => {
    expect(setup(12, width).model.perView.value).toBe(perView);
  });

  it('follows the window as it is resized, and stops listening once disposed', () => {
    const { model, viewport } = setup(12, 1280);
    viewport.resize(650);
    expect(model.perView.value).toBe(2);
    model.dispose();
    expect(viewport.listeners.size).toBe(0);
    viewport.resize(1280);
    expect(model.perView.value).toBe(2);
  });

  it('takes a desktop width when there is no window (stories, tests)', () => {
    const model = createCarouselModel({ count: 12, kind: 'products', viewport: null, announce: () => {} });
    expect(model.perView.value).toBe(4);
  });

  it('has nothing to page when every slide fits: no buttons, no swiping', () => {
    const { model, announced } = setup(4, 1280);
    expect(model.pageable.value).toBe(false);
    expect(model.state.value).toBe('static');
    expect(model.canGoBack.value).toBe(false);
    expect(model.canGoOn.value).toBe(false);
    model.next();
    model.settle(2);
    expect(model.first.value).toBe(0);
    expect(announced).toEqual([]);
    expect(setup(1, 320).model.pageable.value).toBe(false);
  });

  it('starts at the first slide with only the forward button enabled', () => {
    const { model } = setup(12);
    expect(model.first.value).toBe(0);
    expect(model.state.value).toBe('start');
    expect(model.canGoBack.value).toBe(false);
    expect(model.canGoOn.value).toBe(true);
  });

  it('pages by a whole view and announces what is in view', () => {
    const { model, announced } = setup(12);
    model.next();
    expect(model.first.value).toBe(4);
    expect(model.state.value).toBe('middle');
    expect(model.canGoBack.value && model.canGoOn.value).toBe(true);
    model.next();
    expect(model.first.value).toBe(8);
    expect(model.state.value).toBe('end');
    expect(model.canGoOn.value).toBe(false);
    model.previous();
    expect(model.first.value).toBe(4);
    expect(announced).toEqual(['Товары 5–8 из 12', 'Товары 9–12 из 12', 'Товары 5–8 из 12']);
  });

  it('keeps the last page full: 10 slides by 4 page 1–4, 5–8, 7–10', () => {
    const { model, announced } = setup(10);
    model.next();
    model.next();
    expect(model.first.value).toBe(6);
    expect(announced).toEqual(['Товары 5–8 из 10', 'Товары 7–10 из 10']);
    model.previous();
    expect(model.first.value).toBe(2);
    model.previous();
    expect(model.first.value).toBe(0);
  });

  it('does nothing, and says nothing, at either end', () => {
    const { model, announced } = setup(8);
    model.previous();
    expect(announced).toEqual([]);
    model.next();
    model.next();
    expect(model.first.value).toBe(4);
    expect(announced).toEqual(['Товары 5–8 из 8']);
  });

  it('reads one product as «Товар N из M» when one fills the view', () => {
    const { model, announced } = setup(8, 400);
    model.next();
    expect(announced).toEqual(['Товар 2 из 8']);
    expect(model.position.value).toBe('Товар 2 из 8');
  });

  it('reads slides that are not products as positions (the equipment)', () => {
    const { model, announced } = setup(7, 1280, 'items');
    model.next();
    expect(announced).toEqual(['Позиции 4–7 из 7']);
    const single = setup(3, 400, 'items');
    single.model.next();
    expect(single.announced).toEqual(['Позиция 2 из 3']);
  });

  it('follows a swipe: the slide it rests on starts the view, announced once, clamped to the ends', () => {
    const { model, announced } = setup(12);
    model.settle(3);
    expect(model.first.value).toBe(3);
    model.settle(3);
    model.settle(50);
    expect(model.first.value).toBe(8);
    model.settle(-2);
    expect(model.first.value).toBe(0);
    expect(announced).toEqual(['Товары 4–7 из 12', 'Товары 9–12 из 12', 'Товары 1–4 из 12']);
  });

  it('brings a focused slide into view moving as little as possible, without announcing', () => {
    const { model, announced } = setup(12);
    model.reveal(2);
    expect(model.first.value).toBe(0);
    model.reveal(5);
    expect(model.first.value).toBe(2);
    model.reveal(11);
    expect(model.first.value).toBe(8);
    model.reveal(7);
    expect(model.first.value).toBe(7);
    expect(announced).toEqual([]);
  });

  it('keeps the last page full after a resize to more per view', () => {
    const { model, viewport } = setup(6, 400);
    model.settle(5);
    expect(model.first.value).toBe(5);
    viewport.resize(1280);
    expect(model.first.value).toBe(2);
    expect(model.state.value).toBe('end');
    viewport.resize(1400);
    expect(model.position.value).toBe('Товары 3–6 из 6');
  });

  it('stops paging once a resize makes every slide fit', () => {
    const { model, viewport } = setup(3, 400);
    model.next();
    viewport.resize(1280);
    expect(model.state.value).toBe('static');
    expect(model.first.value).toBe(0);
  });
});

describe('carousel props', () => {
  const product = { productId: 101, name: 'StarLine A93', url: '/catalog/product/101/', image: '/img/101.png', price: 15990 };

  it('takes products and names alike, filling in what a name-only slide leaves out', () => {
    const props = parseCarouselProps({ label: 'Комплектация', headingId: 'tab-equipment-title', items: [{ name: 'Брелок' }] });
    expect(props.items).toEqual([{ name: 'Брелок', url: '', image: '', price: null, productId: null }]);
    expect(slideKind(props)).toBe('items');
    const products = parseCarouselProps({ label: 'Похожие товары', items: [product, { ...product, productId: 102, price: undefined }] });
    expect(products.headingId).toBe('');
    expect(products.items[1]!.price).toBeNull();
    expect(slideKind(products)).toBe('products');
  });

  it('says which field is wrong', () => {
    expect(() => parseCarouselProps({ items: [] })).toThrow(TypeError);
    expect(() => parseCarouselProps({ label: 'Похожие', items: [{ ...product, productId: -1 }] })).toThrow(/props\.items\[0\]\.productId/);
    expect(() => parseCarouselProps({ label: 'Похожие', items: [{ name: '' }] })).toThrow(/props\.items\[0\]\.name/);
  });
});

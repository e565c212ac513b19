import { replay } from './replay';

/** Dispatches `event` on `target` (which sets `event.target`) and returns it, as the loader recorded it. */
const recorded = <E extends Event>(target: Element, event: E) => {
  target.dispatchEvent(event);
  return event;
};
const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });

/** The island as mounted, its fallback detached as an island's mount leaves it. */
const setup = (fallbackHtml: string, islandHtml: string) => {
  const fallback = document.createElement('div');
  fallback.innerHTML = fallbackHtml;
  const island = document.createElement('div');
  island.innerHTML = islandHtml;
  document.body.append(island);
  const clicked: string[] = [];
  island.addEventListener('click', (event) => clicked.push((event.target as Element).id));
  return { fallback, island, clicked };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replay finds the counterpart of the touched fallback element', () => {
  test('by the same name first', () => {
    const { fallback, island, clicked } = setup(
      `<button name="qty-plus" data-part="plus">+</button>`,
      `<button id="other" data-part="plus">+</button><button id="named" name="qty-plus">+</button>`,
    );
    replay(island, [recorded(fallback.querySelector('button')!, click())]);
    expect(clicked).toEqual(['named']);
  });

  test('by the same data-part when there is no name', () => {
    const { fallback, island, clicked } = setup(
      `<a href="/compare/" data-part="toggle">Сравнить</a>`,
      `<button id="first">Сравнить</button><button id="toggle" data-part="toggle">К сравнению</button>`,
    );
    replay(island, [recorded(fallback.querySelector('a')!, click())]);
    expect(clicked).toEqual(['toggle']);
  });

  test('by the same tag and text next', () => {
    const { fallback, island, clicked } = setup(
      `<button>\n  Купить в кредит\n</button>`,
      `<button id="buy">Купить</button><button id="credit">Купить в кредит</button>`,
    );
    replay(island, [recorded(fallback.querySelector('button')!, click())]);
    expect(clicked).toEqual(['credit']);
  });

  test('a tap on an icon goes to the island\'s control with the same hidden text, not the first icon', () => {
    const remove = (id: string, name: string) => `<a href="/catalog/compare/?action=DELETE_FROM_COMPARE_LIST&amp;id=${id}"><svg viewBox="0 0 16 16"><path d="M3 3l10 10"/></svg><span class="visually-hidden">Удалить из сравнения: ${name}</span></a>`;
    const { fallback, island, clicked } = setup(
      remove('101', 'Стражъ A93') + remove('103', 'Стражъ A96'),
      `<button id="a93"><svg><path/></svg><span class="visually-hidden">Удалить из сравнения: Стражъ A93</span></button><button id="a96"><svg><path/></svg><span class="visually-hidden">Удалить из сравнения: Стражъ A96</span></button>`,
    );
    replay(island, [recorded(fallback.querySelectorAll('path')[1]!, click())]);
    expect(clicked).toEqual(['a96']);
  });

  test('by the same text, whatever the tag: the fallback\'s link and the island\'s button', () => {
    const { fallback, island, clicked } = setup(`<a href="/personal/cart/?action=ADD2BASKET&amp;id=101">В корзину</a>`, `<button id="more">Ещё</button><button id="add">В корзину</button>`);
    replay(island, [recorded(fallback.querySelector('a')!, click())]);
    expect(clicked).toEqual(['add']);
  });

  test('else the first focusable element', () => {
    const { fallback, island, clicked } = setup(
      `<a href="/personal/cart/">В корзину</a>`,
      `<span id="price">15 990 ₽</span><button id="add">Добавить</button><button id="more">Ещё</button>`,
    );
    replay(island, [recorded(fallback.querySelector('a')!, click())]);
    expect(clicked).toEqual(['add']);
  });

  test('an event on the island\'s own element replays nothing (it is on none of the fallback\'s controls)', () => {
    const { island, clicked } = setup(`<a href="/compare/">Сравнить</a>`, `<button id="toggle">Сравнить</button>`);
    const events = [recorded(island, new FocusEvent('focusin', { bubbles: true })), recorded(island, click())];
    // The recording itself was a click on the island: only what the replay does counts.
    clicked.length = 0;
    replay(island, events);
    expect(clicked).toEqual([]);
    expect(document.activeElement).not.toBe(island.querySelector('#toggle'));
  });

  test('a focus event focuses the counterpart without clicking it', () => {
    const { fallback, island, clicked } = setup(`<input name="phone">`, `<input id="phone" name="phone">`);
    replay(island, [recorded(fallback.querySelector('input')!, new FocusEvent('focusin', { bubbles: true }))]);
    expect(document.activeElement).toBe(island.querySelector('#phone'));
    expect(clicked).toEqual([]);
  });
});

test('types past a React-style value tracker on the element', () => {
  // The fallback field holds what the browser typed into it; the island's shows part of it.
  const { fallback, island } = setup(`<input name="q" value="мот">`, `<input name="q" value="мо">`);
  const field = island.querySelector('input')!;
  // React wraps the element's own `value` setter to remember the last value it saw, then ignores
  // input events whose value equals it; the replay must change the value behind its back
  const trackerSets: string[] = [];
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native.get!.call(field),
    set: (value: string) => {
      trackerSets.push(value);
      native.set!.call(field, value);
    },
  });
  const seen: string[] = [];
  field.addEventListener('input', () => seen.push(field.value));
  replay(island, [recorded(fallback.querySelector('input')!, new KeyboardEvent('keydown', { key: 'т', bubbles: true }))]);
  expect(seen).toEqual(['мот']);
  expect(trackerSets).toEqual([]);
});

describe('keys typed into a fallback field', () => {
  /** The keys as the browser handles them: each recorded, then typed into the fallback field. */
  const typeInto = (field: HTMLInputElement, text: string) =>
    [...text].map((key) => {
      const event = recorded(field, new KeyboardEvent('keydown', { key, bubbles: true }));
      field.value += key;
      return event;
    });

  test('give the island\'s field the fallback field\'s text, once, when the island carried it over already', () => {
    const { fallback, island } = setup(`<input name="MIN_PRICE">`, `<input name="MIN_PRICE" value="5000">`);
    const events = typeInto(fallback.querySelector('input')!, '5000');
    const seen: string[] = [];
    island.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    replay(island, events);
    expect(island.querySelector('input')!.value).toBe('5000');
    expect(seen).toEqual([]);
  });

  test('give it the text after a correction the key list does not hold (a Backspace)', () => {
    const { fallback, island } = setup(`<input name="q">`, `<input name="q">`);
    const field = fallback.querySelector('input')!;
    const events = typeInto(field, 'моп');
    field.value = 'мо';
    events.push(...typeInto(field, 'т'));
    const seen: string[] = [];
    island.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    replay(island, events);
    expect(island.querySelector('input')!.value).toBe('мот');
    expect(seen).toEqual(['мот']);
  });
});

test('a key on something that is not a text field only focuses it', () => {
  const { fallback, island } = setup(`<button name="go">Найти</button>`, `<button name="go">Найти</button>`);
  replay(island, [recorded(fallback.querySelector('button')!, new KeyboardEvent('keydown', { key: 'x', bubbles: true }))]);
  expect(document.activeElement).toBe(island.querySelector('button'));
  expect(island.querySelector('button')!.textContent).toBe('Найти');
});

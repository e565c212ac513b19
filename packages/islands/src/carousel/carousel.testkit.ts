/** Test helpers of the carousel's view and stories: the server's list, a window, a recording slider. */
import type { CreateSlider, SliderOptions } from './carousel.slider';

/** A product strip as the template prints it: cards with a name link and a buy link each. */
export function productList(count: number): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'product-strip__list';
  for (let index = 1; index <= count; index += 1) {
    const card = document.createElement('li');
    card.className = 'product-card';
    card.dataset.productId = String(100 + index);
    const name = document.createElement('a');
    name.href = `/catalog/product/${100 + index}/`;
    name.textContent = `Товар ${index}`;
    const buy = document.createElement('a');
    buy.href = `/personal/cart/?action=ADD2BASKET&id=${100 + index}`;
    buy.textContent = 'В корзину';
    card.append(name, buy);
    list.append(card);
  }
  return list;
}

/** An equipment list: names only, nothing focusable. */
export function nameList(names: readonly string[]): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'equipment-list';
  for (const name of names) {
    const item = document.createElement('li');
    item.textContent = name;
    list.append(item);
  }
  return list;
}

/** A slider that records what the view asked of it; `swipe` plays a shopper's swipe. */
export function recordingSlider() {
  const calls: string[] = [];
  let options: SliderOptions | undefined;
  const create: CreateSlider = (given) => {
    options = given;
    calls.push(`create ${given.perView} ${given.pageable ? 'pageable' : 'static'} at ${given.first}`);
    return {
      layout: (perView, pageable) => calls.push(`layout ${perView} ${pageable ? 'pageable' : 'static'}`),
      show: (first) => calls.push(`show ${first}`),
      destroy: () => calls.push('destroy'),
    };
  };
  return {
    create,
    calls,
    options: () => options,
    swipe: (index: number) => options?.onSettle(index),
  };
}

/**
 * The add-to-basket animations of docs/islands/buy-button.md, with the Web Animations API (no layout work, no
 * library): a picture of the product flies to the header basket (750 ms) and the button's basket
 * icon spins (1000 ms). Both are skipped when the shopper asked for reduced motion.
 */

/** docs/islands/buy-button.md: fly-to-basket animation. */
export const FLY_TO_BASKET_MS = 750;
/** docs/islands/buy-button.md: basket icon spin. */
export const BASKET_ICON_SPIN_MS = 1000;

/** The part of a DOMRect the flight needs. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Keyframes that move a copy placed over `from` onto the centre of `to`, shrinking it to the
 * target's height and fading it, so it seems to drop into the basket.
 */
export function flightKeyframes(from: Box, to: Box): Keyframe[] {
  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  const scale = from.height > 0 ? Math.min(1, Math.max(0.05, to.height / from.height)) : 1;
  return [
    { transform: 'translate(0px, 0px) scale(1)', opacity: 1 },
    { transform: `translate(${round(dx)}px, ${round(dy)}px) scale(${round(scale)})`, opacity: 0.3 },
  ];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function reducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** The first visible basket counter's link (the header's «Корзина»), or the counter itself. */
export function findBasketTarget(doc: Document): HTMLElement | null {
  for (const counter of doc.querySelectorAll<HTMLElement>('.basket_count')) {
    const target = counter.closest<HTMLElement>('a') ?? counter;
    if (isShown(target)) return target;
  }
  return null;
}

/**
 * The product's picture: the first image of the catalogue item around the button (the item
 * carries `data-product-id`); else the button itself flies.
 */
export function findFlyingSource(button: HTMLElement): HTMLElement {
  const picture = button.closest('[data-product-id]')?.querySelector<HTMLImageElement>('img');
  return picture && isShown(picture) ? picture : button;
}

/**
 * Flies a copy of `source` to the header basket and removes the copy afterwards. Returns the
 * animation (null when skipped: reduced motion, no visible basket, or no Web Animations).
 */
export function flyToBasket(source: HTMLElement, win: Window = window): Animation | null {
  const doc = source.ownerDocument;
  const target = findBasketTarget(doc);
  if (!target || reducedMotion(win) || typeof source.animate !== 'function') return null;
  const from = source.getBoundingClientRect();
  const flyer = source.cloneNode(true) as HTMLElement;
  // A decoration: out of the accessibility tree, the tab order and the pointer's way.
  flyer.removeAttribute('id');
  flyer.setAttribute('aria-hidden', 'true');
  flyer.setAttribute('inert', '');
  if (flyer.localName === 'img') flyer.setAttribute('alt', '');
  flyer.classList.add('si-buy-button__flyer');
  // Setting `style` from script is allowed under a strict CSP (only style attributes in markup are not).
  Object.assign(flyer.style, {
    left: `${from.left}px`,
    top: `${from.top}px`,
    width: `${from.width}px`,
    height: `${from.height}px`,
  });
  doc.body.append(flyer);
  const animation = flyer.animate(flightKeyframes(from, target.getBoundingClientRect()), {
    duration: FLY_TO_BASKET_MS,
    easing: 'cubic-bezier(0.5, 0, 0.75, 0)',
    fill: 'forwards',
  });
  const cleanUp = () => flyer.remove();
  animation.addEventListener('finish', cleanUp);
  animation.addEventListener('cancel', cleanUp);
  return animation;
}

/** One full turn of the in-basket icon (docs/islands/buy-button.md: 1000 ms). */
export function spinIcon(icon: Element | null, win: Window = window): Animation | null {
  if (!icon || reducedMotion(win) || typeof icon.animate !== 'function') return null;
  return icon.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
    duration: BASKET_ICON_SPIN_MS,
    easing: 'ease-in-out',
  });
}

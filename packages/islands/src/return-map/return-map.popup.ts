import type { MapPoint } from './return-map.engine';
import { messages } from './return-map.messages';

/**
 * A point's popup, the same for both engines, built from DOM nodes with `textContent`: the map
 * data is text, never HTML (docs/islands/return-map.md#map-data). The heading takes the focus
 * when the popup opens, so a keyboard user lands in it and a screen reader reads it.
 */
export function popupContent(point: MapPoint, doc: Document): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'si-return-map__popup';
  const add = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = text;
    box.append(element);
    return element;
  };
  const heading = add('h3', 'si-return-map__popup-title', point.name);
  heading.tabIndex = -1;
  if (point.address) add('p', 'si-return-map__popup-address', point.address);
  if (point.balloon) add('p', 'si-return-map__popup-text', point.balloon);
  if (point.hours) add('p', 'si-return-map__popup-hours', messages.hours + point.hours);
  if (point.phone) {
    const line = add('p', 'si-return-map__popup-phone', messages.phone);
    const link = doc.createElement('a');
    link.href = `tel:${point.phone.replace(/[^\d+]/g, '')}`;
    link.textContent = point.phone;
    line.append(link);
  }
  for (const src of point.images) {
    const image = add('img', 'si-return-map__popup-image');
    image.src = src;
    image.alt = messages.photo(point.name);
    // The box is sized in CSS, so the popup does not jump when the picture arrives.
    image.width = 240;
    image.height = 135;
    image.loading = 'lazy';
  }
  return box;
}

/** Focuses the popup's heading once it is in the document (the engines add it a frame later). */
export function focusPopup(box: HTMLElement): void {
  box.querySelector<HTMLElement>('.si-return-map__popup-title')?.focus({ preventScroll: true });
}

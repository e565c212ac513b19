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

/** The island's controls over the map (zoom, fullscreen, location), beside the engine's box. */
export function mapControls(container: HTMLElement): Element | null {
  return container.parentElement?.querySelector('.si-return-map__controls') ?? null;
}

/** Room left between a popup and the controls, in CSS px. */
const CONTROLS_GAP = 10;
/** The widest popup (docs/islands/return-map.md#popups), and the narrowest it is squeezed to. */
const POPUP_WIDTH = { max: 280, min: 180 } as const;

/**
 * How wide a popup may be in a map `mapWidth` px wide whose controls are `controlsWidth` px wide:
 * on a phone a centred popup of full width reached under the controls, its «×» with them. Room is
 * kept for the controls on both sides, so a popup centred on its point clears them.
 */
export function popupMaxWidth(mapWidth: number, controlsWidth: number): number {
  const room = mapWidth - 2 * (controlsWidth + 2 * CONTROLS_GAP);
  return Math.round(Math.max(POPUP_WIDTH.min, Math.min(POPUP_WIDTH.max, room)));
}

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/**
 * How far a popup has to move (`[dx, dy]`, CSS px) to lie inside the map, `padding` from its
 * edges, and clear of the controls: both engines pan the map by the opposite. Beside the controls
 * a popup keeps to their left; one too wide for that goes below them instead. A popup larger than
 * the room keeps its top left corner in view (its heading and «×»).
 */
export function popupShift(popup: Box, map: Box, controls: Box | null, padding: number): [number, number] {
  const room = { left: map.left + padding, top: map.top + padding, right: map.right - padding, bottom: map.bottom - padding };
  const along = (start: number, end: number, min: number, max: number) => (start < min || end - start > max - min ? min - start : end > max ? max - end : 0);
  let dx = along(popup.left, popup.right, room.left, room.right);
  let dy = along(popup.top, popup.bottom, room.top, room.bottom);
  if (controls) {
    const top = popup.top + dy;
    const bottom = popup.bottom + dy;
    const beside = top < controls.bottom + CONTROLS_GAP && bottom > controls.top - CONTROLS_GAP;
    if (beside && popup.right + dx > controls.left - CONTROLS_GAP) {
      const left = controls.left - CONTROLS_GAP;
      if (popup.right - popup.left <= left - room.left) dx = left - popup.right;
      else dy = Math.max(dy, controls.bottom + CONTROLS_GAP - popup.top);
    }
  }
  return [dx, dy];
}

/** The widest a popup of the map in `container` may be now (`popupMaxWidth` with its controls). */
export function popupWidthIn(container: HTMLElement): number {
  return popupMaxWidth(container.clientWidth, mapControls(container)?.getBoundingClientRect().width ?? 0);
}

/** Moves the map by the engine's own `panBy` so an open popup lies where `popupShift` wants it. */
export function bringPopupIntoView(popup: HTMLElement | undefined, container: HTMLElement, padding: number, panBy: (offset: [number, number]) => void): void {
  if (!popup) return;
  const controls = mapControls(container)?.getBoundingClientRect() ?? null;
  const [dx, dy] = popupShift(popup.getBoundingClientRect(), container.getBoundingClientRect(), controls, padding);
  if (dx !== 0 || dy !== 0) panBy([-dx, -dy]);
}

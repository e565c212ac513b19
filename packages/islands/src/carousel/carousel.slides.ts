import { messages } from './carousel.messages';
import { SLIDE_CLASS, TRACK_CLASS } from './carousel.slider';

/**
 * The server's slides: the items of its list (`<ul>` of product cards, or of equipment names),
 * as printed. The island moves these nodes, it never copies them: their nested islands (buy,
 * compare, pre-order) stay the ones the loader knows (docs/islands/carousel.md#markup-to-copy).
 */
export function serverSlides(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.children).filter((child): child is HTMLElement => child.tagName === 'LI');
}

/**
 * Marks the list as the slider's track (not a tab stop) and each item as a slide of the carousel pattern: described
 * as «слайд» and named «N из M». The items stay list items (a list of 8, read as such): `<li>` may
 * not take the pattern's `group` role, and the cards inside are the server's to keep as printed.
 * Returns what puts the markup back as the server printed it, for when the island unmounts and
 * the fallback returns.
 */
export function markSlides(list: HTMLElement, slides: readonly HTMLElement[]): () => void {
  const saved = [list, ...slides].map((element) => ({
    element,
    attributes: ['tabindex', 'aria-roledescription', 'aria-label'].map((name) => [name, element.getAttribute(name)] as const),
  }));
  list.classList.add(TRACK_CLASS);
  // A fallback strip of names is focusable so that keyboard users can scroll it without script;
  // the carousel does not scroll (its buttons and keys page), so that stop would lead nowhere.
  list.removeAttribute('tabindex');
  slides.forEach((slide, index) => {
    slide.classList.add(SLIDE_CLASS);
    slide.setAttribute('aria-roledescription', messages.slide);
    slide.setAttribute('aria-label', messages.slidePosition(index + 1, slides.length));
  });
  return () => {
    list.classList.remove(TRACK_CLASS);
    slides.forEach((slide) => slide.classList.remove(SLIDE_CLASS));
    for (const { element, attributes } of saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
  };
}

/** A key typed here belongs to a field or to a dialog opened from a slide, not to the carousel. */
export function isInField(target: EventTarget | null): boolean {
  const element = target as Element | null;
  return !!element?.closest?.('input, textarea, select, [contenteditable]:not([contenteditable="false"]), dialog, [role="dialog"], [role="alertdialog"]');
}

/** Used when nothing better matches: the island's first focusable element. */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * Replays on the mounted island what the shopper did to its fallback while it loaded. Each event's
 * target (the link or button around it, for an icon) is matched to the island's element with the
 * same `name`, else the same `data-part`, else the focusable one whose text is the same (the
 * fallback's link «В корзину» and the island's button of that text, or two icon controls with the
 * same visually hidden text), else the first focusable one. A click clicks it, focus focuses it, and a
 * printable key gives a text field the fallback field's text (or is typed into it).
 */
export function replay(root: Element, events: readonly Event[]): void {
  for (const event of events) {
    const { type, key } = event as KeyboardEvent;
    // an event on the island's own element is on none of its fallback's controls: nothing to replay
    if (event.target == root) continue;
    // an icon's <svg> or <path> inside a link or button stands for that control
    const target = (event.target as Element).closest(FOCUSABLE) || (event.target as Element);
    const same = (attribute: string, value = target.getAttribute(attribute)) =>
      value && [...root.querySelectorAll<HTMLElement>(`[${attribute}]`)].find((c) => c.getAttribute(attribute) == value);
    // what a control says: its text, a visually hidden part included (an icon link's, say)
    const said = (element: Element) => element.textContent!.trim();
    const counterpart =
      same('name') ||
      same('data-part') ||
      (said(target) && [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((c) => said(c) == said(target))) ||
      root.querySelector<HTMLElement>(FOCUSABLE);
    if (!counterpart) continue;
    if (type == 'click') counterpart.click();
    else counterpart.focus();
    if (key && counterpart.matches('input,textarea')) {
      const field = counterpart as HTMLInputElement;
      // A fallback field took the keys itself (a Backspace's work too): its text, not the key once
      // more, which an island that carried that text over would then hold twice (5000 → 50005000).
      // A target without text of its own (a link, a button) has the key typed.
      const text = (target as HTMLInputElement).value || field.value + key;
      // the prototype's setter: React watches the element's own `value` setter and would drop the change
      if (field.value != text) Object.getOwnPropertyDescriptor(field.constructor.prototype, 'value')!.set!.call(field, text), field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

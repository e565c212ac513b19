/** Used when nothing better matches: the island's first focusable element. */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * Replays on the mounted island what the shopper did to its fallback while it loaded. Each event's
 * target is matched to the island's element with the same `name`, else the same `data-part`, else
 * the same tag and text, else the first focusable one. A click clicks it, focus focuses it, and a
 * printable key is typed into it when it is a text field.
 */
export function replay(root: Element, events: readonly Event[]): void {
  for (const event of events) {
    const { type, key } = event as KeyboardEvent;
    const target = event.target as Element;
    const text = target.textContent!.trim();
    const same = (attribute: string, value = target.getAttribute(attribute)) =>
      value && [...root.querySelectorAll<HTMLElement>(`[${attribute}]`)].find((c) => c.getAttribute(attribute) == value);
    const counterpart =
      same('name') ||
      same('data-part') ||
      [...root.querySelectorAll<HTMLElement>(target.localName)].find((c) => c.textContent!.trim() == text) ||
      root.querySelector<HTMLElement>(FOCUSABLE);
    if (!counterpart) continue;
    if (type == 'click') counterpart.click();
    else counterpart.focus();
    if (key && counterpart.matches('input,textarea')) {
      const field = counterpart as HTMLInputElement;
      // the prototype's setter: React watches the element's own `value` setter and would drop the change
      Object.getOwnPropertyDescriptor(field.constructor.prototype, 'value')!.set!.call(field, field.value + key);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

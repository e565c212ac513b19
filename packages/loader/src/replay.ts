/** Used when nothing better matches: the island's first focusable element. */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * The island's counterpart of a fallback element the shopper touched: same `name`, else same
 * `data-part`, else same tag and text, else the first focusable element.
 */
export function findCounterpart(root: Element, target: Element): HTMLElement | undefined {
  const candidates = [...root.querySelectorAll<HTMLElement>('*')];
  const text = target.textContent?.trim();
  const same = (attribute: string) => {
    const value = target.getAttribute(attribute);
    return value ? candidates.find((candidate) => candidate.getAttribute(attribute) == value) : undefined;
  };
  return (
    same('name') ||
    same('data-part') ||
    (text ? candidates.find((c) => c.tagName == target.tagName && c.textContent?.trim() == text) : undefined) ||
    candidates.find((candidate) => candidate.matches(FOCUSABLE))
  );
}

/**
 * Replays on the mounted island what the shopper did to the fallback while it loaded: a click
 * clicks the counterpart, focus focuses it, a printable key is typed into it if it is a text field.
 */
export function replay(root: Element, events: Event[]): void {
  for (const event of events) {
    const counterpart = findCounterpart(root, event.target as Element);
    if (!counterpart) continue;
    if (event.type == 'click') {
      counterpart.click();
      continue;
    }
    counterpart.focus();
    const { key } = event as KeyboardEvent;
    if (key && counterpart.matches('input,textarea')) {
      const field = counterpart as HTMLInputElement;
      // the prototype's setter: React watches the element's own `value` setter and would drop the change
      Object.getOwnPropertyDescriptor(field.constructor.prototype, 'value')!.set!.call(field, field.value + key);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** The fields of a fallback whose values an island can take over: named, and neither hidden nor a box to tick. */
const FIELDS = 'input[name]:not([type=hidden],[type=checkbox],[type=radio],[type=file]),textarea[name],select[name]';

/**
 * docs/embedding.md#hydration: what the named fields of an island's fallback hold when the island
 * takes over, by `name` (the first field of a name; empty values left out). That is what the
 * server printed, with what came since: a paste, the browser's or a password manager's autofill, a
 * choice in a select, the form put back by the browser on Back. A text field the shopper typed
 * keys into while the island loaded gives what the server printed instead: the loader's replay
 * then gives the island's field of the same name the text typed, as an `input` event, so the
 * island hears of it as typing (the phone mask reads a leading 8 as the country code).
 */
export function fallbackFields(fallback: readonly ChildNode[], events: readonly Event[]): Record<string, string> {
  const typed = new Set(events.filter((event) => event.type === 'keydown').map((event) => event.target));
  const values: Record<string, string> = {};
  for (const node of fallback) {
    // nodeType rather than instanceof: the nodes may come from another window's document.
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const fields = element.matches(FIELDS) ? [element] : Array.from(element.querySelectorAll(FIELDS));
    for (const field of fields as HTMLInputElement[]) {
      // The loader replays keys into text fields only: a select's keys (arrows, letters) chose its value.
      const value = typed.has(field) && field.localName !== 'select' ? field.defaultValue : field.value;
      if (value && !(field.name in values)) values[field.name] = value;
    }
  }
  return values;
}

/** What an island's form takes over from its fallback form: where it goes, and how. */
export interface FallbackForm {
  action?: string;
  method?: string;
}

/**
 * The `action` and `method` of the fallback's form, for the island's form to carry. The browser
 * puts a form's fields back on Back (the page printed anew, the island mounting over it) only into
 * a form it takes for the same one: Chromium keys what it saved by the form's action. The island's
 * form, without them, lost what the shopper had typed; the island still sends by script.
 */
export function fallbackForm(fallback: readonly ChildNode[]): FallbackForm {
  for (const node of fallback) {
    if (node.nodeType !== 1) continue;
    const form = (node as Element).localName === 'form' ? (node as Element) : (node as Element).querySelector('form');
    if (form) return { action: form.getAttribute('action') ?? undefined, method: form.getAttribute('method') ?? undefined };
  }
  return {};
}

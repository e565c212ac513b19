import { useEffect, useRef, type RefObject } from 'react';
import { fieldValidityMessages as messages } from './field-validity.messages';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the browser says of a field that fails its own checks (`required`, `type="email"`,
 * `pattern`), in Russian: `formats` names the text for a pattern by the field's name. Empty when
 * the field passes them, or fails in a way the forms do not use (the browser's words stay).
 */
export function fieldValidityText(field: Field, formats: Readonly<Record<string, string>> = {}): string {
  const { validity } = field;
  if (validity.valueMissing) {
    if (field instanceof field.ownerDocument.defaultView!.HTMLSelectElement) return messages.missingChoice;
    return field.type === 'checkbox' ? messages.missingTick : messages.missing;
  }
  if (validity.typeMismatch && field.type === 'email') return messages.email;
  if (validity.patternMismatch) return formats[field.name] ?? messages.format;
  return '';
}

/**
 * docs/embedding.md#browsers: the browser's messages of a form's own checks come in the browser's
 * language, whatever the page's; these say them in Russian. Each field failing a check gets its
 * text as it fails (the `invalid` event, which the browser fires before it shows the message) and
 * loses it as soon as the shopper changes it, so the browser checks it afresh. Returns the undo.
 */
export function russianValidity(form: HTMLFormElement, formats: Readonly<Record<string, string>> = {}): () => void {
  const isField = (target: EventTarget | null): target is Field => !!target && 'setCustomValidity' in target && 'validity' in target;
  const onInvalid = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    field.setCustomValidity('');
    field.setCustomValidity(fieldValidityText(field, formats));
  };
  const onChange = (event: Event) => {
    if (isField(event.target)) event.target.setCustomValidity('');
  };
  // `invalid` does not bubble: it reaches the form in the capture phase only.
  form.addEventListener('invalid', onInvalid, true);
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);
  return () => {
    form.removeEventListener('invalid', onInvalid, true);
    form.removeEventListener('input', onChange);
    form.removeEventListener('change', onChange);
  };
}

/** `russianValidity` for the form the returned ref is put on, for as long as it is mounted. */
export function useRussianValidity(formats?: Readonly<Record<string, string>>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (form.current ? russianValidity(form.current, formats) : undefined), [formats]);
  return form;
}

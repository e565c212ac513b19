/**
 * The phone field's mask (docs/islands/support-form.md#phone), in a chunk of its own: imask comes
 * only with the support form, once it is on screen, never in core.js. Only the pattern mask and the
 * input control are imported, not imask's index (dates, numbers, enums).
 */
import InputMask from 'imask/controls/input';
import MaskedPattern from 'imask/masked/pattern';
import { PHONE_MASK, phoneInsertion } from './support-form.rules';

/**
 * The mask's model: a pattern whose insertions go through `phoneInsertion` (typing, paste,
 * autofill). `typedBefore` says whether the insertion is the text typed before the mask came.
 */
export function createPhoneMasked(typedBefore = () => false): MaskedPattern {
  return new MaskedPattern({
    mask: PHONE_MASK,
    // lazy: the placeholder shows the format until the shopper types, and an empty field stays ''.
    lazy: true,
    prepare: (inserted: string, masked: { value: string; unmaskedValue: string }) =>
      phoneInsertion(inserted, { value: masked.value, digits: masked.unmaskedValue }, typedBefore()),
  });
}

/** Puts the mask on the field; `destroy()` takes it off. The field's current text is masked at once. */
export function attachPhoneMask(input: HTMLInputElement): { destroy(): void } {
  const typed = input.value;
  let before = true;
  const mask = new InputMask(input, createPhoneMasked(() => before));
  // Typed or autofilled before the mask came: read it as one insertion (a leading 8 becomes +7).
  if (typed) mask.value = typed;
  before = false;
  return { destroy: () => mask.destroy() };
}

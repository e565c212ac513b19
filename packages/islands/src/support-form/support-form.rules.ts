/** The phone mask's rules, apart from imask so that they are tested as plain functions (docs/islands/support-form.md#phone). */

/** docs/islands/support-form.md#phone: +7 (###) ###-##-##; `{7}` keeps the country code in the value sent. */
export const PHONE_MASK = '+{7} (000) 000-00-00';

/** What the field holds before the text being inserted: the masked text and its digits. */
export interface PhoneHead {
  /** The masked text before the insertion point ('' in an empty field, '+7 (' after a typed 7). */
  value: string;
  /** Its digits, the country code included ('7', '7912' …). */
  digits: string;
}

/**
 * The text to insert into the phone field, so that however the number arrives (typed, pasted,
 * autofilled, «+7 912…», «8 912…», «9123456789») the field shows +7 (912) …
 * docs/islands/support-form.md#phone: a leading 8 becomes +7. Only an insertion before any
 * national digit is touched: an 8 typed inside the number stays an 8. `typedBefore`: the text was
 * in the field before the mask came, most likely typed key by key, so ten digits after an 8 or 7
 * are a number one key short, not a national number.
 */
export function phoneInsertion(inserted: string, head: PhoneHead, typedBefore = false): string {
  // Digits after the country code already typed: the insertion is inside the number.
  if (head.digits.replace(/^7/, '') !== '') return inserted;
  const digits = inserted.replace(/\D/g, '');
  const empty = head.value === '';
  // One key after «+7», or no digit at all: as typed (a letter is the mask's to drop).
  if (digits.length < (empty ? 1 : 2)) return inserted;
  // Its country code first (8… or 7…): a whole number of 11 digits, or, into an empty field, one
  // still being typed (its first key is the country code, as it is for a key in the masked field).
  // Ten digits arriving at once are a national number, whatever they start with (St Petersburg's
  // 812, Kazakhstan's 7xx).
  const withCode = /^[78]/.test(digits) && (digits.length > 10 || (empty && digits.length < (typedBefore ? 11 : 10)));
  // Digits only, so the mask does not read «+», spaces or brackets as digits.
  const national = withCode ? digits.slice(1) : digits;
  // Into an empty field with the country code in front: the mask takes a 7 arriving first for its
  // own +7, so a national number starting with 7 would lose its first digit.
  return empty ? `7${national}` : national;
}

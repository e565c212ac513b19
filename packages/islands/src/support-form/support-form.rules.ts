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
 * national digit is touched: an 8 typed inside the number stays an 8.
 */
export function phoneInsertion(inserted: string, head: PhoneHead): string {
  // Digits after the country code already typed: the insertion is inside the number.
  if (head.digits.replace(/^7/, '') !== '') return inserted;
  const digits = inserted.replace(/\D/g, '');
  // The first key in an empty field: 8 (or 7) is the country code, shown as +7.
  if (head.value === '' && (digits === '8' || digits === '7')) return '7';
  // One key: as typed (a letter is the mask's to drop).
  if (digits.length < 2) return inserted;
  // A whole number with its country code (+7…, 7…, 8…) or a national one: its national digits,
  // without «+», spaces or brackets, which the mask would read as digits.
  const national = digits.length >= 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  // Into an empty field with the country code in front: the mask takes a 7 arriving first for its
  // own +7, so a national number starting with 7 (Kazakhstan's 7xx) would lose its first digit.
  return head.value === '' ? `7${national}` : national;
}

import { fallbackFields } from '../ui/fallback-fields';

/** The fields whose values the island takes over from the fallback (docs/islands/auth-form.md). */
export const FIELD_NAMES = ['USER_LOGIN', 'USER_PASSWORD', 'captcha_word', 'code'] as const;
export type FieldValues = Partial<Record<(typeof FIELD_NAMES)[number], string>>;

/**
 * docs/islands/auth-form.md#markup-to-copy: what the browser or a password manager filled into the
 * fallback's fields before the island loaded is kept. A field the shopper typed into while it
 * loaded is left to the loader's replay, which types those keys again.
 */
export function filledValues(fallback: readonly ChildNode[], events: readonly Event[]): FieldValues {
  const fields = fallbackFields(fallback, events);
  const values: FieldValues = {};
  for (const name of FIELD_NAMES) if (fields[name]) values[name] = fields[name];
  return values;
}

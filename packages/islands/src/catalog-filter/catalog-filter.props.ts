import { count, list, object, optional, text, type Check } from '@shop-islands/api';
import { parseCatalogFilter, type CatalogFilterState } from '@shop-islands/store';
import { checkProps, reject } from '../runtime/check-props';
import type { PriceBounds } from './catalog-filter.rules';

/** A purpose the filter offers (ITEM_PURPOSE_LIST value). */
export interface PurposeOption {
  id: number;
  name: string;
}

/** A function the filter offers (ITEM_FEATURES key). */
export interface FeatureOption {
  code: string;
  name: string;
}

/** Props from the template: what the server knows about this section's filter. */
export interface CatalogFilterProps {
  /** SECTION_CODE; '' for the whole catalogue. */
  sectionCode: string;
  purposes: readonly PurposeOption[];
  features: readonly FeatureOption[];
  /** The section's price bounds in roubles. */
  price: PriceBounds;
  /** The filter the page was rendered with (FILTER_PARAMS names, as the cookie). */
  initial: CatalogFilterState;
  /**
   * Whether the filter saved in the cookie may replace `initial` on load. The template says
   * false when the address itself asked for a filter (a shared link, the no-JS form).
   */
  restoreSaved: boolean;
  /** The form's address for the no-JS submit. */
  action: string;
  /** Help texts: the filter's (docs/islands/catalog-filter.md: hides after 500 ms) and the kasko sale note's (1500 ms). */
  help: { filter: string; kasko: { note: string; text: string } | null };
}

// The checks of its own are exported for the island's reference page (catalog-filter.docs.ts
// describes them there, so their words stay out of the bundles).
export const yesNo: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : reject(path, 'true or false', value));
export const code: Check<string> = (value, path) => text(value, path) || reject(path, 'a non-empty code', value);
export const priceBounds: Check<PriceBounds> = (value, path) => {
  const price = object({ min: count, max: count })(value, path);
  return price.min <= price.max ? price : reject(path, '{min, max} in whole roubles, min ≤ max', value);
};
export const filterState: Check<CatalogFilterState> = (value = {}, path) =>
  parseCatalogFilter(value) ?? reject(path, 'an object of FILTER_PARAMS', value);

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  sectionCode: optional(text, ''),
  purposes: optional(list(object({ id: count, name: text })), []),
  features: optional(list(object({ code, name: text })), []),
  price: priceBounds,
  initial: filterState,
  restoreSaved: optional(yesNo, true),
  action: optional(text, ''),
  help: optional(object({ filter: optional(text, ''), kasko: optional(object({ note: text, text }), null) }), { filter: '', kasko: null }),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseCatalogFilterProps(raw: unknown): CatalogFilterProps {
  const props = checkProps(propsCheck, raw);
  return { ...props, initial: { ...props.initial, sectionCode: props.sectionCode } };
}

const FORM_FIELD = /^FILTER_PARAMS\[([A-Z_]+)\](?:\[([^\]]*)\])?$/;

/**
 * The filter a fallback form holds, from its fields (`new FormData(form)`), in FILTER_PARAMS
 * names. The island reads it when it mounts: a shopper who ticked a box before the script
 * arrived (or whose browser restored the form on «Назад») keeps that choice.
 */
export function filterFromFormFields(fields: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const purposes: string[] = [];
  const features: Record<string, string> = {};
  const filter: Record<string, unknown> = { ITEM_PURPOSE_LIST: purposes, ITEM_FEATURES: features };
  for (const [name, value] of fields) {
    const match = FORM_FIELD.exec(name);
    if (!match || typeof value !== 'string') continue;
    const [, field, key] = match;
    if (field === 'ITEM_PURPOSE_LIST') purposes.push(value);
    else if (field === 'ITEM_FEATURES' && key) features[key] = value;
    else if (field === 'SORT_BY' || field === 'MIN_PRICE' || field === 'MAX_PRICE') filter[field] = value;
  }
  return filter;
}

import { parseCatalogFilter, type CatalogFilterState } from '@shop-islands/store';
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
  /** Help texts: the filter's (spec §9: hides after 500 ms) and the kasko sale note's (1500 ms). */
  help: { filter: string; kasko: { note: string; text: string } | null };
}

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, name: string, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw new TypeError(`"${name}" must be a string`);
  return value;
}

function options<T>(value: unknown, name: string, read: (item: Fields) => T | null): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError(`"${name}" must be a list`);
  return value.map((item, index) => {
    const option = isObject(item) ? read(item) : null;
    if (!option) throw new TypeError(`"${name}[${index}]" is not a valid option`);
    return option;
  });
}

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseCatalogFilterProps(raw: unknown): CatalogFilterProps {
  if (!isObject(raw)) throw new TypeError('props must be an object');
  const sectionCode = text(raw.sectionCode, 'sectionCode', '');
  const purposes = options(raw.purposes, 'purposes', ({ id, name }) =>
    Number.isSafeInteger(id) && typeof name === 'string' ? { id: id as number, name } : null,
  );
  const features = options(raw.features, 'features', ({ code, name }) =>
    typeof code === 'string' && code !== '' && typeof name === 'string' ? { code, name } : null,
  );
  const price = raw.price;
  if (!isObject(price) || !Number.isSafeInteger(price.min) || !Number.isSafeInteger(price.max) || (price.min as number) < 0 || (price.min as number) > (price.max as number)) {
    throw new TypeError('"price" must be {min, max} in whole roubles, min ≤ max');
  }
  const initial = raw.initial === undefined ? {} : raw.initial;
  const parsedInitial = parseCatalogFilter(initial);
  if (!parsedInitial) throw new TypeError('"initial" must be an object of FILTER_PARAMS');
  const help = isObject(raw.help) ? raw.help : {};
  const kasko = help.kasko;
  if (kasko !== undefined && kasko !== null && !(isObject(kasko) && typeof kasko.note === 'string' && typeof kasko.text === 'string')) {
    throw new TypeError('"help.kasko" must be {note, text}');
  }
  if (raw.restoreSaved !== undefined && typeof raw.restoreSaved !== 'boolean') throw new TypeError('"restoreSaved" must be true or false');
  return {
    sectionCode,
    purposes,
    features,
    price: { min: price.min as number, max: price.max as number },
    initial: { ...parsedInitial, sectionCode },
    restoreSaved: raw.restoreSaved ?? true,
    action: text(raw.action, 'action', ''),
    help: {
      filter: text(help.filter, 'help.filter', ''),
      kasko: isObject(kasko) ? { note: kasko.note as string, text: kasko.text as string } : null,
    },
  };
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

/**
 * Form encoding exactly like jQuery's `$.param` (non-traditional mode), because the Bitrix
 * endpoints read `$_POST`/`$_GET`, which PHP fills only from form bodies and query strings
 * (docs/embedding.md#network). Nested values use PHP bracket notation:
 * `{FILTER_PARAMS: {ITEM_PURPOSE_LIST: [3]}}` → `FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=3`.
 */

/** A single value as it goes on the wire; `null`/`undefined` are sent as an empty string. */
export type FormScalar = string | number | boolean | null | undefined;

/** Any value `$.param` can encode: scalars, arrays and plain objects, nested at will. */
export type FormValue = FormScalar | readonly FormValue[] | { readonly [key: string]: FormValue };

/**
 * What can be encoded: an object of named values, or a list of `{name, value}` pairs (the
 * shape of jQuery's `serializeArray()`, which keeps repeated names such as checkboxes).
 */
export type FormFields =
  | { readonly [key: string]: FormValue }
  | ReadonlyArray<{ readonly name: string; readonly value: FormScalar }>;

type AddPair = (key: string, value: FormScalar) => void;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` with spaces as `+`, as jQuery sends them. */
function encodePart(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // A lone surrogate (a half-deleted emoji) makes encodeURIComponent throw URIError; jQuery
    // would crash there. Send U+FFFD instead, as URLSearchParams and the browser's forms do.
    encoded = encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
  }
  return encoded.replace(/%20/g, '+');
}

function isContainer(value: FormValue): value is readonly FormValue[] | { readonly [key: string]: FormValue } {
  return typeof value === 'object' && value !== null;
}

/** jQuery's `buildParams`: walks arrays and objects, naming each leaf in bracket notation. */
function buildParams(prefix: string, value: FormValue, add: AddPair): void {
  if (Array.isArray(value)) {
    const items = value as readonly FormValue[];
    items.forEach((item, index) => {
      if (prefix.endsWith('[]') && !isContainer(item)) {
        // `ids[]: [1, 2]` → `ids[]=1&ids[]=2`. (jQuery would also send a nested object here,
        // as "[object Object]"; such an object is given an index below instead.)
        add(prefix, item);
      } else {
        // Scalars in a list get `[]`, objects and lists get their index: `a[0][b]=1`.
        buildParams(`${prefix}[${isContainer(item) ? index : ''}]`, item, add);
      }
    });
  } else if (isContainer(value)) {
    const object = value as { readonly [key: string]: FormValue };
    for (const key of Object.keys(object)) buildParams(`${prefix}[${key}]`, object[key], add);
  } else {
    add(prefix, value);
  }
}

/**
 * Encodes `fields` as `application/x-www-form-urlencoded`, byte for byte like jQuery's
 * `$.param(fields)`: brackets for nesting, `+` for spaces, `null`/`undefined` as an empty value,
 * booleans as `true`/`false`. Empty arrays and objects send nothing, as in jQuery.
 */
export function encodeForm(fields: FormFields): string {
  const pairs: string[] = [];
  const add: AddPair = (key, value) => {
    pairs.push(`${encodePart(key)}=${encodePart(value == null ? '' : String(value))}`);
  };
  if (Array.isArray(fields)) {
    for (const { name, value } of fields as ReadonlyArray<{ name: string; value: FormScalar }>) add(name, value);
  } else {
    const object = fields as { readonly [key: string]: FormValue };
    for (const key of Object.keys(object)) buildParams(key, object[key], add);
  }
  return pairs.join('&');
}

import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, list, object, optional, text, type Api, type CarModel } from '@shop-islands/api';
import { checkProps, filledText, positiveCount } from '../runtime/check-props';

/**
 * One word for the wizard (docs/contributing.md#house-style): `brand` (no brand chosen), `loading`
 * (the chosen brand's models on their way, the model select disabled), `failed` (they did not come;
 * retry), `retrying` (on their way again after «Повторить»), `ready` (the models listed).
 */
export type CarWizardState = 'brand' | 'loading' | 'failed' | 'retrying' | 'ready';

/** A brand of the select: `id` is sent to getModel.php, `code` goes into the route. */
export interface WizardBrand {
  id: number;
  code: string;
  name: string;
}

/** Props from the template (docs/islands/car-wizard.md#props). */
export interface CarWizardProps {
  brands: WizardBrand[];
  /** The brand and model chosen beforehand (codes; '' for none). */
  brand: string;
  model: string;
  /** The route, with `{carBrand}` and `{carModel}` in it. */
  action: string;
}

/** The route placeholders (docs/islands/car-wizard.md#route). */
export const ROUTE_TEMPLATE = '/wizard/{carBrand}/{carModel}/';

export const propsCheck = /* @__PURE__ */ object({
  brands: list(object({ id: positiveCount, code: filledText, name: filledText })),
  brand: optional(text, ''),
  model: optional(text, ''),
  action: optional(filledText, ROUTE_TEMPLATE),
});

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseCarWizardProps(raw: unknown): CarWizardProps {
  return checkProps(propsCheck, raw);
}

/** A model as the select lists it: its route code and name. */
export interface WizardModel {
  code: string;
  name: string;
}

/** The route code of a model: the server's `code`, else its name in lower case with dashes («Niva Travel» → niva-travel). */
export function modelCode(model: CarModel): string {
  return model.code || model.name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** docs/islands/car-wizard.md#route: the route with the brand and model codes in it. */
export function wizardUrl(action: string, brand: string, model: string): string {
  return action.replace('{carBrand}', encodeURIComponent(brand)).replace('{carModel}', encodeURIComponent(model));
}

/**
 * docs/islands/car-wizard.md#when-it-loads: the car to start with. What the fallback's selects
 * hold when the island takes over (`carBrand`: a brand code; `carModel`: `brand/model`, or a model
 * code) wins when it names a brand of the list, as the shopper may have chosen it while the island
 * loaded (or the browser put the form back on Back): the brand select's brand, else the brand of
 * the model chosen; the model only if it is of that brand. Otherwise the car the page is about
 * (`brand`, `model` of the props).
 */
export function startingCar(brands: readonly WizardBrand[], page: { brand: string; model: string }, fallback: { carBrand?: string; carModel?: string }): { brand: string; model: string } {
  const known = (code: string | undefined): code is string => brands.some((item) => item.code === code);
  const [modelBrand, modelCode] = fallback.carModel?.includes('/') ? fallback.carModel.split('/', 2) : [undefined, fallback.carModel];
  const brand = known(fallback.carBrand) ? fallback.carBrand : known(modelBrand) ? modelBrand : undefined;
  if (!brand) return page;
  return { brand, model: (modelBrand ?? brand) === brand ? (modelCode ?? '') : '' };
}

/**
 * docs/islands/car-wizard.md#loading: the models the fallback's model select prints, by brand code
 * (its options' `brand/model` values with their names). The same server printed them, so they stand
 * in when getModel.php cannot answer.
 */
export function printedModels(fallback: readonly ChildNode[]): Record<string, WizardModel[]> {
  // No prototype: a brand code is the server's word, and `constructor` is one too.
  const byBrand: Record<string, WizardModel[]> = Object.create(null);
  for (const node of fallback) {
    // nodeType rather than instanceof: the nodes may come from another window's document.
    if (node.nodeType !== 1) continue;
    for (const option of (node as Element).querySelectorAll<HTMLOptionElement>('select[name="carModel"] option')) {
      const [brand, code] = option.value.split('/', 2);
      const name = option.text.trim();
      if (brand && code && name) (byBrand[brand] ??= []).push({ code, name });
    }
  }
  return byBrand;
}

/** What the model needs; tests hand in fakes. */
export interface CarWizardDeps {
  brands: readonly WizardBrand[];
  action: string;
  api: Pick<Api, 'carModels'>;
  /** The models the fallback printed, by brand code (`printedModels`): offered when getModel.php fails. */
  printed?: Readonly<Record<string, readonly WizardModel[]>>;
  /** Goes to the route (`location.assign` on the page). */
  navigate(url: string): void;
}

export interface CarWizardModel {
  readonly state: ReadonlySignal<CarWizardState>;
  /** The chosen brand's code, '' for none. */
  readonly brand: ReadonlySignal<string>;
  readonly models: ReadonlySignal<readonly WizardModel[]>;
  /** The chosen model's code, '' for none. */
  readonly model: ReadonlySignal<string>;
  /** Both chosen: the form may go. */
  readonly complete: ReadonlySignal<boolean>;
  /** Why the models did not come, in the shopper's words for its kind of failure (`apiErrorMessage`); '' unless `failed`. */
  readonly error: ReadonlySignal<string>;
  /** Chooses a brand ('' for none) and loads its models; the model choice is cleared unless `keepModel` is one of them. */
  chooseBrand(code: string, keepModel?: string): Promise<void>;
  chooseModel(code: string): void;
  /** Loads the chosen brand's models again, keeping the model `chooseBrand` was asked to keep; only after `failed`. */
  retry(): Promise<void>;
  /** Goes to the chosen car's route; nothing happens until both are chosen. */
  submit(): void;
}

/** The car-selection wizard (docs/islands/car-wizard.md). */
export function createCarWizardModel({ brands, action, api, printed = {}, navigate }: CarWizardDeps): CarWizardModel {
  const state = signal<CarWizardState>('brand');
  const brand = signal('');
  const models = signal<readonly WizardModel[]>([]);
  const model = signal('');
  const complete = computed(() => state.value === 'ready' && brand.value !== '' && model.value !== '');
  const error = signal('');
  // docs/islands/car-wizard.md#loading: only the latest brand's answer is shown.
  let requests = 0;
  // The model to keep chosen once the list comes, for a retry too (docs/islands/car-wizard.md#loading).
  let keepModel = '';

  const load = async (again = false) => {
    const ticket = ++requests;
    const chosen = brands.find((item) => item.code === brand.peek());
    models.value = [];
    model.value = '';
    if (!chosen) {
      state.value = 'brand';
      return;
    }
    error.value = '';
    state.value = again ? 'retrying' : 'loading';
    const show = (list: readonly WizardModel[]) => {
      models.value = list;
      if (list.some((item) => item.code === keepModel)) model.value = keepModel;
      state.value = 'ready';
    };
    try {
      const answer = await api.carModels(chosen.id);
      if (ticket !== requests) return;
      show(answer.map((item) => ({ code: modelCode(item), name: item.name })));
    } catch (failure) {
      if (ticket !== requests) return;
      // The page printed this brand's models: the shopper picks from them and never sees the failure.
      const fallback = printed[chosen.code];
      if (Array.isArray(fallback) && fallback.length) return show(fallback);
      // An expired session is not mended by «Повторить»: the shopper is told to reload (docs/embedding.md#session-id).
      error.value = apiErrorMessage(failure);
      state.value = 'failed';
    }
  };

  return {
    state,
    brand,
    models,
    model,
    complete,
    error,
    async chooseBrand(code, keep = '') {
      brand.value = code;
      keepModel = keep;
      await load();
    },
    chooseModel(code) {
      if (models.peek().some((item) => item.code === code)) model.value = code;
    },
    // docs/islands/car-wizard.md#loading: a press while the retry is on its way does nothing.
    retry: () => (state.peek() === 'failed' ? load(true) : Promise.resolve()),
    submit() {
      if (!complete.peek()) return;
      navigate(wizardUrl(action, brand.peek(), model.peek()));
    },
  };
}

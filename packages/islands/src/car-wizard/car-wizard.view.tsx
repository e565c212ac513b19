import { useEffect, useRef, type FormEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { useIslandId } from '../runtime/use-island-id';
import type { FallbackForm } from '../ui/fallback-fields';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './car-wizard.messages';
import type { CarWizardModel, WizardBrand } from './car-wizard.model';
import './car-wizard.css';

/**
 * The car-selection wizard (docs/islands/car-wizard.md): a brand select, then the model select
 * with that brand's models, disabled and announced while they load, and «Подобрать» to the route.
 */
export function CarWizardView({ model, brands, form = {} }: { model: CarWizardModel; brands: readonly WizardBrand[]; form?: FallbackForm }) {
  const state = useSignalValue(model.state);
  const brand = useSignalValue(model.brand);
  const models = useSignalValue(model.models);
  const chosenModel = useSignalValue(model.model);
  const complete = useSignalValue(model.complete);
  const error = useSignalValue(model.error);
  const id = useIslandId();
  const loading = state === 'loading' || state === 'retrying';
  const failed = state === 'failed';
  const empty = state === 'ready' && !models.length;
  const modelSelect = useRef<HTMLSelectElement>(null);
  const previousState = useRef(state);
  const brandName = brands.find((item) => item.code === brand)?.name ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submit();
  };

  useEffect(() => {
    // «Повторить» leaves once the models come: if it had the focus, the shopper goes on from the
    // model select rather than from <body>.
    if (previousState.current === 'retrying' && state === 'ready' && document.activeElement === document.body) modelSelect.current?.focus();
    previousState.current = state;
  }, [state]);

  // docs/islands/car-wizard.md#loading: said once when loading starts and once when it ends.
  const status = loading ? messages.loading : state === 'ready' ? (models.length ? messages.loaded(brandName, models.length) : messages.empty) : '';

  return (
    <form className="si-car-wizard" action={form.action} method={form.method} data-state={state} onSubmit={onSubmit}>
      <div className="si-car-wizard__row">
        <label htmlFor={`${id}-brand`}>{messages.brand}</label>
        <select id={`${id}-brand`} name="carBrand" value={brand} onChange={(event) => void model.chooseBrand(event.currentTarget.value)}>
          <option value="">{messages.brandPlaceholder}</option>
          {brands.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="si-car-wizard__row">
        <label htmlFor={`${id}-model`}>{messages.model}</label>
        <select
          ref={modelSelect}
          id={`${id}-model`}
          name="carModel"
          value={chosenModel}
          disabled={state !== 'ready'}
          aria-busy={loading}
          aria-describedby={failed ? `${id}-failed` : empty ? `${id}-empty` : undefined}
          onChange={(event) => model.chooseModel(event.currentTarget.value)}
        >
          <option value="">{loading ? messages.loading : messages.modelPlaceholder}</option>
          {models.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {(failed || state === 'retrying') && (
        <p className="si-car-wizard__failed" role="alert" id={`${id}-failed`}>
          {failed && `${messages.failed} ${error} `}
          {/* Kept, not `disabled`, while the retry is on its way, so the focus stays on it; the model ignores the press. */}
          <button type="button" className="si-car-wizard__retry" aria-disabled={!failed || undefined} onClick={() => void model.retry()}>
            {messages.retry}
          </button>
        </p>
      )}
      {empty && (
        <p className="si-car-wizard__note" id={`${id}-empty`}>
          {messages.empty}
        </p>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <button type="submit" className="si-car-wizard__submit" disabled={!complete}>
        {messages.submit}
      </button>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { useIslandId } from '../runtime/use-island-id';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './car-wizard.messages';
import type { CarWizardModel, WizardBrand } from './car-wizard.model';
import './car-wizard.css';

/**
 * The car-selection wizard (docs/islands/car-wizard.md): a brand select, then the model select
 * with that brand's models, disabled and announced while they load, and «Подобрать» to the route.
 */
export function CarWizardView({ model, brands }: { model: CarWizardModel; brands: readonly WizardBrand[] }) {
  const state = useSignalValue(model.state);
  const brand = useSignalValue(model.brand);
  const models = useSignalValue(model.models);
  const chosenModel = useSignalValue(model.model);
  const complete = useSignalValue(model.complete);
  const id = useIslandId();
  const loading = state === 'loading';
  const brandName = brands.find((item) => item.code === brand)?.name ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submit();
  };

  // docs/islands/car-wizard.md#loading: said once when loading starts and once when it ends.
  const status = loading ? messages.loading : state === 'ready' ? (models.length ? messages.loaded(brandName, models.length) : messages.empty) : '';

  return (
    <form className="si-car-wizard" data-state={state} onSubmit={onSubmit}>
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
          id={`${id}-model`}
          name="carModel"
          value={chosenModel}
          disabled={state !== 'ready'}
          aria-busy={loading}
          aria-describedby={state === 'failed' ? `${id}-failed` : undefined}
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
      {state === 'failed' && (
        <p className="si-car-wizard__failed" role="alert" id={`${id}-failed`}>
          {messages.failed}{' '}
          <button type="button" className="si-car-wizard__retry" onClick={() => void model.retry()}>
            {messages.retry}
          </button>
        </p>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <button type="submit" className="si-car-wizard__submit" disabled={!complete}>
        {messages.submit}
      </button>
    </form>
  );
}

import { bindCalls, carModels } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { keepFocusedField } from '../ui/keep-focused-field';
import { fallbackFields, fallbackForm } from '../ui/fallback-fields';
import { getPageRuntime } from '../runtime/page';
import { createCarWizardModel, parseCarWizardProps, printedModels, startingCar } from './car-wizard.model';
import { CarWizardView } from './car-wizard.view';

/** `data-island="car-wizard"`: brand, then its models from getModel.php, then the route (docs/islands/car-wizard.md). */
export default keepFocusedField(
  defineIsland({
    parseProps: parseCarWizardProps,
    model: (props, { fallback, events }) => {
      const { apiDeps } = getPageRuntime();
      const model = createCarWizardModel({
        brands: props.brands,
        action: props.action,
        api: bindCalls(apiDeps, { carModels }),
        printed: printedModels(fallback),
        navigate: (url) => window.location.assign(url),
      });
      // The car chosen on the fallback, else the one the page is about: its brand's models load at
      // once, its model stays chosen.
      const car = startingCar(props.brands, props, fallbackFields(fallback, events));
      if (car.brand) void model.chooseBrand(car.brand, car.model);
      return model;
    },
    view: (model, props, { fallback }) => <CarWizardView model={model} brands={props.brands} form={fallbackForm(fallback)} />,
  }),
);

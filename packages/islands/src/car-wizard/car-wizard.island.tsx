import { bindCalls, carModels } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createCarWizardModel, parseCarWizardProps } from './car-wizard.model';
import { CarWizardView } from './car-wizard.view';

/** `data-island="car-wizard"`: brand, then its models from getModel.php, then the route (docs/islands/car-wizard.md). */
export default defineIsland({
  parseProps: parseCarWizardProps,
  model: (props) => {
    const { apiDeps } = getPageRuntime();
    const model = createCarWizardModel({
      brands: props.brands,
      action: props.action,
      api: bindCalls(apiDeps, { carModels }),
      navigate: (url) => window.location.assign(url),
    });
    // The car the page is about: its brand's models load at once, its model stays chosen.
    if (props.brand) void model.chooseBrand(props.brand, props.model);
    return model;
  },
  view: (model, props) => <CarWizardView model={model} brands={props.brands} />,
});

import { bindCalls, citySuggest } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCityPickerModel, parseCityPickerProps } from './city-picker.model';
import { CityPickerView } from './city-picker.view';

/** `data-island="city-picker"`: the header's city, the city-choice modal and the first-visit question (docs/islands/city-picker.md). */
export default defineIsland({
  parseProps: parseCityPickerProps,
  model: (props) => {
    const { store, apiDeps } = getPageRuntime();
    return createCityPickerModel({
      shown: props,
      city: store.city,
      api: bindCalls(apiDeps, { citySuggest }),
      chooseCity: store.chooseCity,
      confirmCity: store.confirmCity,
      announce: (message) => announce(message),
    });
  },
  view: (model) => <CityPickerView model={model} />,
});

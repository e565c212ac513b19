import { bindCalls, citySuggest } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createCityPickerModel, parseCityPickerProps } from './city-picker.model';
import { CityPickerView } from './city-picker.view';

/** `data-island="city-picker"`: the header's city, the city-choice modal and the first-visit question (docs/islands/city-picker.md). */
/**
 * The island's messages, read from inside the city modal while it is open (it holds the focus):
 * `aria-modal` hides the rest of the page from screen readers (docs/islands/city-picker.md#errors).
 */
export const announceFrom = (doc: Document) => (message: string) => announce(message, realClock, doc.activeElement?.closest('[aria-modal=true]'));

export default defineIsland({
  parseProps: parseCityPickerProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    return createCityPickerModel({
      shown: props,
      city: store.city,
      api: bindCalls(apiDeps, { citySuggest }),
      chooseCity: store.chooseCity,
      confirmCity: store.confirmCity,
      announce: announceFrom(element.ownerDocument),
      // The store reloads the page for a choice (docs/embedding.md#cookies), so the leaving is not
      // ours to make (runtime/leave-page.ts): only its end is awaited. A page that has left shows
      // again only from the back-forward cache.
      whenShownAgain: () =>
        new Promise<void>((resolve) => element.ownerDocument.defaultView?.addEventListener('pageshow', () => resolve(), { once: true })),
    });
  },
  view: (model) => <CityPickerView model={model} />,
});

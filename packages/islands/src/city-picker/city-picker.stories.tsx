import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { computed } from '@preact/signals-core';
import { bindCalls, citySuggest } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { announce } from '../ui/live-region';
import { createCityPickerModel } from './city-picker.model';
import { CityPickerView } from './city-picker.view';

interface CityPickerStoryArgs {
  /** Where the story starts: the header only, the first-visit question, or the open modal. */
  start: 'link' | 'question' | 'modal';
  /** Typed into the modal's field. */
  query?: string;
  /** A backend that never answers, to hold the loading state. */
  hang?: boolean;
  /** Enter pressed once the suggestions show: the city named as typed is chosen (`saving`). */
  enter?: boolean;
}

const SHOWN = { cityName: 'Москва', countryName: 'Россия', countryCode: 'RU' };

/**
 * The island as the page builds it: the story's store (in-memory cookies: choosing logs the
 * address the page would reload to) and the mock backend's suggestions.
 */
function CityPickerStory({ runtime, start, query, hang = false, enter = false }: CityPickerStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createCityPickerModel({
      shown: SHOWN,
      // The question is asked only while no city was chosen: the store's city marked chosen for the
      // other starts (still the store's, so that the city follows a choice it saves).
      city: start === 'question' ? runtime.store.city : computed(() => ({ ...runtime.store.city.value, chosen: true })),
      api: hang ? { citySuggest: () => new Promise(() => {}) } : bindCalls(runtime.apiDeps, { citySuggest }),
      chooseCity: runtime.store.chooseCity,
      confirmCity: runtime.store.confirmCity,
      announce: (message) => announce(message),
      // The story's page never leaves (the reload is only logged), so it is never shown again.
      whenShownAgain: () => undefined,
    }),
  );
  useEffect(() => {
    if (start !== 'modal') return;
    model.open();
    if (query) model.setQuery(query);
  }, [model, start, query]);
  useEffect(() => {
    if (!enter) return;
    return model.list.subscribe((list) => {
      if (list === 'results' && model.state.peek() === 'choosing') model.chooseActive();
    });
  }, [model, enter]);
  return <CityPickerView model={model} />;
}

const meta = {
  title: 'city-picker',
  render: (args, { loaded }) => <CityPickerStory {...args} runtime={loaded.runtime as PageRuntime} />,
  decorators: [
    // The template's dark city bar around it, as on the example site.
    (Story) => (
      <div style={{ background: '#1d1f23', color: '#f4f5f7', padding: '8px 16px', fontSize: 14 }}>
        <div data-island="city-picker" data-island-status="mounted" className="city-bar__picker" style={{ color: '#fff' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  args: { start: 'link' },
  argTypes: {
    start: { control: 'inline-radio', options: ['link', 'question', 'modal'] },
  },
} satisfies Meta<CityPickerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper who chose a city: only «Ваш город: Москва». */
export const Link: Story = {};
export const LinkMobile = onPhone(Link);

/** First visit: «Ваш город — Москва?» under the city, never over it. */
export const Question: Story = { args: { start: 'question' } };

/** The question on a phone (375 px). */
export const QuestionMobile = onPhone(Question);

/** The modal as it opens: the focus in the field, the 2-letter hint. */
export const ModalEmpty: Story = { args: { start: 'modal' } };

/** The empty modal on a phone (375 px). */
export const ModalEmptyMobile = onPhone(ModalEmpty);

/** Waiting for the suggestions: «Ищем города…». */
export const ModalLoading: Story = { args: { start: 'modal', query: 'ека', hang: true } };
export const ModalLoadingMobile = onPhone(ModalLoading);

/** The suggestions, the typed part marked (е and ё alike: «орел» marks «Орёл»). */
export const ModalResults: Story = { args: { start: 'modal', query: 'орел' } };

/** The modal with suggestions on a phone (375 px). */
export const ModalResultsMobile: Story = { args: { start: 'modal', query: 'ор' }, globals: PHONE };

/** No city of that name. */
export const ModalNothingFound: Story = { args: { start: 'modal', query: 'щщщ' } };
export const ModalNothingFoundMobile = onPhone(ModalNothingFound);

/** The suggestions failed (HTTP 500): the reason and «Повторить». */
export const ModalError: Story = {
  args: { start: 'modal', query: 'ал' },
  parameters: { backend: { faults: { '/local/ajax/geo/ajax_cities.php': '500' } } satisfies BackendParameters },
};
export const ModalErrorMobile = onPhone(ModalError);

/**
 * «орел» typed and Enter pressed: Орёл chosen, «Выбран город Орёл. Страница обновляется…» under
 * the field, which is read-only while the page reloads (here the reload is only logged).
 */
export const ModalSaving: Story = { args: { start: 'modal', query: 'орел', enter: true } };
export const ModalSavingMobile = onPhone(ModalSaving);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { bindCalls, searchSuggest } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import type { Clock } from '../ui/clock';
import { createSearchSuggestModel, type SearchSuggestModel, type SearchSuggestVariant } from './search-suggest.model';
import { answeringSuggestApi, heldSuggestApi, SUGGESTIONS } from './search-suggest.testkit';
import { SearchSuggestView } from './search-suggest.view';

interface SearchSuggestStoryArgs {
  /** What the shopper typed; searched when the story starts. */
  typed: string;
  variant: SearchSuggestVariant;
  /** Where the answers come from: the demo backend, one suggestion of each availability, or none ever. */
  answers: 'backend' | 'every-status' | 'hang';
  /** Arrow presses once the list is shown. */
  highlight: number;
}

// A story shows its state at once rather than after the pause a shopper gets.
const instantClock: Clock = { setTimeout: (callback) => setTimeout(callback, 0), clearTimeout: (handle) => clearTimeout(handle as number) };

function apiFor(answers: SearchSuggestStoryArgs['answers'], runtime: PageRuntime) {
  if (answers === 'hang') return heldSuggestApi().api;
  if (answers === 'every-status') return answeringSuggestApi({ сигнализация: SUGGESTIONS }).api;
  return bindCalls(runtime.apiDeps, { searchSuggest });
}

/** Highlights `count` options once the list is shown. */
function useHighlight(model: SearchSuggestModel, count: number) {
  useEffect(
    () =>
      model.state.subscribe((state) => {
        if (state !== 'open' || model.activeIndex.peek() >= 0) return;
        for (let press = 0; press < count; press++) model.move(1);
      }),
    [model, count],
  );
}

/** The island as the page builds it, with the text already typed. */
function SearchSuggestStory({ runtime, typed, variant, answers, highlight }: SearchSuggestStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createSearchSuggestModel({ api: apiFor(answers, runtime), clock: instantClock, announce: () => {}, navigate: () => {}, initialQuery: '' }),
  );
  useHighlight(model, highlight);
  useEffect(() => {
    if (typed) model.setQuery(typed);
  }, [model, typed]);
  return (
    // Room below for the dropdown, which floats over the page; the side menu is 300 px wide.
    <div style={{ minHeight: 520, maxWidth: variant === 'side-menu' ? 300 : 570 }}>
      <SearchSuggestView model={model} props={{ action: '/search/', query: '', variant, label: 'Поиск по каталогу' }} />
    </div>
  );
}

const meta = {
  title: 'search-suggest',
  render: (args, { loaded }) => <SearchSuggestStory key={`${args.typed}|${args.answers}`} {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { typed: '', variant: 'header', answers: 'backend', highlight: 0 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['header', 'side-menu'] },
    answers: { control: 'inline-radio', options: ['backend', 'every-status', 'hang'] },
  },
} satisfies Meta<SearchSuggestStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the form alone, as the fallback looked. */
export const Empty: Story = {};
export const EmptyMobile = onPhone(Empty);

/** Waiting for the answer to what is typed: «Ищем…», no list of an older text. */
export const Loading: Story = { args: { typed: 'сигн', answers: 'hang' } };
export const LoadingMobile = onPhone(Loading);

/** One suggestion of each kind: on sale with its price, «Временно нет в наличии», «Нет в продаже»; the second highlighted. */
export const EveryStatus: Story = { args: { typed: 'сигнализация', answers: 'every-status', highlight: 2 } };

/** On a phone (375 px): the dropdown is never wider than the screen. */
export const EveryStatusMobile: Story = { args: { typed: 'сигнализация', answers: 'every-status' }, globals: PHONE };

/** The demo backend's answer for «a93». */
export const Results: Story = { args: { typed: 'a93' } };
export const ResultsMobile = onPhone(Results);

/** Nothing found, in either keyboard layout. */
export const NothingFound: Story = { args: { typed: 'zzzz' } };

/** Nothing found, on a phone. */
export const NothingFoundMobile = onPhone(NothingFound);

/** The call failed (HTTP 500): the shared failure text and «Повторить» in place of the list. */
export const ServerError: Story = {
  args: { typed: 'a93' },
  parameters: { backend: { faults: { searchSuggest: '500' } } satisfies BackendParameters },
};
export const ServerErrorMobile = onPhone(ServerError);

/** «cbuyfkbpfwbz» found nothing, «сигнализация» did: the list says so. */
export const ConvertedLayout: Story = { args: { typed: 'cbuyfkbpfwbz' } };

/** The converted-layout list on a phone. */
export const ConvertedLayoutMobile = onPhone(ConvertedLayout);

/** In the side menu: a 300 px dropdown, the price under the name. */
export const SideMenu: Story = { args: { typed: 'сигнализация', answers: 'every-status', variant: 'side-menu', highlight: 1 } };

/** The side-menu variant on a phone. */
export const SideMenuMobile: Story = { args: { typed: 'сигнализация', answers: 'every-status', variant: 'side-menu' }, globals: PHONE };

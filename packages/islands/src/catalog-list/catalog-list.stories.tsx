import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { add2CompareList, bindCalls, catalogList } from '@shop-islands/api';
import { queryCatalog, readFilter, renderCatalogList } from '@shop-islands/dev-server';
import { emptyCatalogFilter, type CatalogFilterState } from '@shop-islands/store';
import { onPhone } from '../../../../.storybook/phone';
import { createStoryRuntime } from '../../../../.storybook/runtime';
import type { PageRuntime } from '../runtime/page';
import { announce } from '../ui';
import { createCatalogListModel } from './catalog-list.model';
import { CatalogListView } from './catalog-list.view';
import './catalog-list.stories.css';

interface CatalogListStoryArgs {
  /** Items the server rendered; 0 renders an empty section. */
  serverItems: number;
  /** A filter the shopper picks right after the page opened (null: none). */
  changeTo: CatalogFilterState | null;
  /** Products in the compare list when the story starts. */
  compare: number[];
  /** What the shopper presses as the story starts: nothing, «Показать ещё», or «Сравнить выбранные». */
  act: 'none' | 'show-more' | 'compare';
  /** A backend that never answers (catalogList, add2CompareList), to hold the loading and sending states. */
  hang?: boolean;
  /** The wholesale catalogue (page config `mode: 'opt'`): the fragment's opt variant at 100 a page, as examples/server/pages/catalog-opt.ts has it. */
  opt?: boolean;
}

/** The server's first page (the backend's own template) with the island over it. */
function CatalogListStory({ serverItems, changeTo, compare, act, hang = false, opt = false, runtime }: CatalogListStoryArgs & { runtime: PageRuntime }) {
  const [setup] = useState(() => {
    const pageSize = opt ? 100 : 18;
    const { found, items } = queryCatalog({ ...readFilter({}), pageSize });
    const shown = items.slice(0, serverItems);
    const total = serverItems === 0 ? 0 : found.length;
    const holder = document.createElement('div');
    holder.innerHTML = renderCatalogList({ items: shown, total, sectionCode: '', opt });
    // The preview's runtime is in normal mode: the wholesale list gets a wholesale store of its own.
    const store = opt ? createStoryRuntime({ config: { mode: 'opt' } }).store : runtime.store;
    store.addToCompare(compare);
    const model = createCatalogListModel(
      { sectionCode: '', pageSize, totalCount: total, shownCount: shown.length, compareUrl: '/catalog/compare/' },
      {
        api: hang
          ? { catalogList: () => new Promise(() => {}), add2CompareList: () => new Promise(() => {}) }
          : bindCalls(runtime.apiDeps, { catalogList, add2CompareList }),
        store,
        announce,
        navigate: (url) => console.info('[storybook] would go to', url),
      },
    );
    return { model, store, items: holder.querySelector('.catalog-list__items') };
  });
  useEffect(() => () => {
    if (setup.store !== runtime.store) setup.store.dispose();
  }, [setup, runtime]);
  useEffect(() => {
    if (changeTo) runtime.store.setCatalogFilter(changeTo);
  }, [changeTo, runtime]);
  // After the view's layout effects: the items it reported are the ones «Сравнить выбранные» sends.
  useEffect(() => {
    if (act === 'show-more') setup.model.showMore();
    if (act === 'compare') setup.model.compareSelected();
  }, [act, setup]);
  return (
    <div className="sb-catalog" data-island="catalog-list" data-island-status="mounted">
      <CatalogListView model={setup.model} serverItems={setup.items} />
    </div>
  );
}

const meta = {
  title: 'catalog-list',
  render: (args, { loaded }) => (
    <CatalogListStory key={JSON.stringify(args)} {...args} runtime={(loaded as { runtime: PageRuntime }).runtime} />
  ),
  args: { serverItems: 18, changeTo: null, compare: [], act: 'none' },
  argTypes: { act: { control: 'inline-radio', options: ['none', 'show-more', 'compare'] } },
} satisfies Meta<CatalogListStoryArgs>;

export default meta;
type Story = StoryObj<CatalogListStoryArgs>;

const autostart: CatalogFilterState = { ...emptyCatalogFilter(), purposes: [2] };

/** The first page as the server rendered it; «Показать ещё» loads 18 more from the mock backend. */
export const Normal: Story = {};

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const NormalMobile = onPhone(Normal);

/** «Показать ещё» pressed, the next 18 on their way: «Загрузка…» on the button (`aria-disabled`), the items shown stay. */
export const LoadingMore: Story = { args: { act: 'show-more', hang: true } };
export const LoadingMoreMobile = onPhone(LoadingMore);

/** Two products already in the compare list: «Сравнить выбранные (2)». */
export const WithSelection: Story = { args: { compare: [101, 103] } };
export const WithSelectionMobile = onPhone(WithSelection);

/** «Сравнить выбранные (2)» pressed, the ids on their way to the server: the button `aria-disabled`, presses ignored. */
export const CompareSending: Story = { args: { compare: [101, 103], act: 'compare', hang: true } };
export const CompareSendingMobile = onPhone(CompareSending);

/** A filter change waiting for the server: the old items stay under the overlay. */
export const Loading: Story = { args: { changeTo: autostart, hang: true } };
export const LoadingMobile = onPhone(Loading);

/** Nothing matches the filter. */
export const EmptyResult: Story = {
  args: { changeTo: { ...emptyCatalogFilter(), minPrice: 45000, maxPrice: 45100 } },
};
export const EmptyResultMobile = onPhone(EmptyResult);

/** The server fails: the items stay, with the reason and «Повторить». */
export const ServerError: Story = {
  args: { changeTo: autostart },
  parameters: { backend: { faults: { catalogList: '500' } } },
};
export const ServerErrorMobile = onPhone(ServerError);

/**
 * «Сравнить выбранные» refused by the server (add2CompareList answers ERROR): the reason shows
 * beside the button as an alert and the page stays. The story presses the button itself.
 */
export const CompareRefused: Story = {
  args: { compare: [101, 103] },
  parameters: { backend: { faults: { add2CompareList: 'refuse' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Сравнить выбранные (2)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось добавить товары к сравнению');
  },
};
export const CompareRefusedMobile = onPhone(CompareRefused);

/** «Показать ещё» failed (HTTP 500): the reason and «Повторить» above the items shown, which stay; «Показать ещё» asks again. */
export const ShowMoreError: Story = {
  args: { act: 'show-more' },
  parameters: { backend: { faults: { catalogList: '500' } } },
};
export const ShowMoreErrorMobile = onPhone(ShowMoreError);

/** The end of the list: «Показать ещё» pressed until every product is shown, so it is gone. The story presses it itself. */
export const AllShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = queryCatalog(readFilter({})).found.length;
    const shown = () => canvasElement.querySelectorAll('[data-part="items"] .catalog-item').length;
    for (let count = 18; count < total; count += 18) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Показать ещё' }));
      await waitFor(() => expect(shown()).toBe(Math.min(count + 18, total)));
    }
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};
export const AllShownMobile = onPhone(AllShown);

/** The wholesale catalogue (`mode: 'opt'`): the whole price list by section, quantity fields instead of «В корзину», no «Показать ещё». */
export const Wholesale: Story = { args: { opt: true, serverItems: 100 } };
export const WholesaleMobile = onPhone(Wholesale);

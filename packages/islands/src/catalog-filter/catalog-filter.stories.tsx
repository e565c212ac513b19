import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { catalog } from '@shop-islands/dev-server';
import { onPhone } from '../../../../.storybook/phone';
import type { PageRuntime } from '../runtime/page';
import { createCatalogFilterModel } from './catalog-filter.model';
import { parseCatalogFilterProps } from './catalog-filter.props';
import { CatalogFilterView } from './catalog-filter.view';

interface CatalogFilterStoryArgs {
  /** FILTER_PARAMS the page was rendered with. */
  initial: Record<string, unknown>;
  sectionCode: string;
}

/** One model per story mount over the story's store (the list it drives is not on this page). */
function CatalogFilterStory({ initial, sectionCode, runtime }: CatalogFilterStoryArgs & { runtime: PageRuntime }) {
  const [props] = useState(() =>
    parseCatalogFilterProps({
      sectionCode,
      purposes: catalog.purposes,
      features: catalog.features,
      price: { min: 290, max: 45990 },
      initial,
      restoreSaved: false,
      action: '/catalog/',
      help: {
        filter: 'Отметьте назначение и функции, задайте цену и сортировку — список обновится сразу. Выбранный фильтр запоминается на сутки.',
        kasko: {
          note: 'Скидка до 15 % на КАСКО при установке охранного комплекса.',
          text: 'Страховые компании-партнёры снижают стоимость полиса КАСКО для автомобилей с сигнализацией с GSM-модулем или автозапуском.',
        },
      },
    }),
  );
  const [model] = useState(() => createCatalogFilterModel(props, { store: runtime.store }));
  return (
    <div data-island="catalog-filter" data-island-status="mounted" style={{ maxWidth: 300 }}>
      <CatalogFilterView model={model} props={props} />
    </div>
  );
}

const meta = {
  title: 'catalog-filter',
  render: (args, { loaded }) => (
    <CatalogFilterStory key={JSON.stringify(args)} {...args} runtime={(loaded as { runtime: PageRuntime }).runtime} />
  ),
  args: { initial: {}, sectionCode: '' },
} satisfies Meta<CatalogFilterStoryArgs>;

export default meta;
type Story = StoryObj<CatalogFilterStoryArgs>;

/** Nothing chosen: the functions wait behind «Показать другие фильтры». */
export const Normal: Story = {};

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px): full width, options in two columns. */
export const NormalMobile = onPhone(Normal);

/** A filter chosen earlier: purposes, a function (so the extra box is open), a price range, price sort. */
export const Filtered: Story = {
  args: {
    initial: { SORT_BY: '1', ITEM_PURPOSE_LIST: [1, 2], ITEM_FEATURES: { gsm: 'Y' }, MIN_PRICE: 9990, MAX_PRICE: 30000 },
  },
};
export const FilteredMobile = onPhone(Filtered);

/** The filter's «?» pressed: its help in a tooltip under it (it stays while the focus is on the «?»). */
export const FilterHelp: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Как работает фильтр' }));
    // The popover is portalled to the page's body, outside the story's canvas.
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Выбранный фильтр запоминается на сутки.');
  },
};
export const FilterHelpMobile = onPhone(FilterHelp);

/** The КАСКО note's «?» pressed: the sale explained in a tooltip (it stays while the focus is on the «?»). */
export const KaskoHelp: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Подробнее о скидке на КАСКО' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Страховые компании-партнёры');
  },
};
export const KaskoHelpMobile = onPhone(KaskoHelp);
